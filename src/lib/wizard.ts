/** Multi-step wizard rules (spec §4). Steps are numbered from 1. */

export interface WizardStep {
  id: string;
  name: string;
}

/** The answer of an optional Next hook: proceed=false keeps the current step. */
export type WizardHookResult = { proceed?: boolean } | void | undefined;

export type WizardNextHook = (step: number) => WizardHookResult | Promise<WizardHookResult>;

/** Step index clamped to 1..count (1 when there are no steps). */
export function clampStep(step: number, count: number): number {
  if (count < 1 || !Number.isFinite(step)) return 1;
  return Math.min(count, Math.max(1, Math.trunc(step)));
}

export function isFirstStep(step: number): boolean {
  return step <= 1;
}

export function isLastStep(step: number, count: number): boolean {
  return step >= count;
}

export function previousStep(step: number, count: number): number {
  return clampStep(step - 1, count);
}

/** Runs the Next hook (if any) and gives the step to show: the next one unless proceed is false. */
export async function nextStep(step: number, count: number, hook?: WizardNextHook): Promise<number> {
  const result = hook ? await hook(step) : undefined;
  if (result && result.proceed === false) return clampStep(step, count);
  return clampStep(step + 1, count);
}
