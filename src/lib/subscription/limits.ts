import { hasRoomFor, type LimitKey, type PlanId } from '@/lib/subscription/plans';

/** The field-level reasons the server gives when a plan limit is full (server/billing/store.ts). */
export const PLAN_LIMIT_REASONS: Readonly<Record<LimitKey, string>> = {
  seats: 'subscription.errors.seatLimit',
  branches: 'subscription.errors.branchLimit',
  messages: 'subscription.errors.messageLimit',
};

const REASONS = new Set(Object.values(PLAN_LIMIT_REASONS));

/** Whether an error key is a plan limit's (the way out is upgrading the plan, or removing one). */
export function isPlanLimit(key: string | null | undefined): boolean {
  return key !== null && key !== undefined && REASONS.has(key);
}

/** Whether a problem's field errors hold a plan limit. */
export function hasPlanLimit(errors: Readonly<Record<string, string>> | undefined): boolean {
  return Object.values(errors ?? {}).some(isPlanLimit);
}

/** The reason to show before sending when the replica already says one more of `key` does not fit, else null. */
export function limitReasonBefore(plan: PlanId, key: LimitKey, current: number): string | null {
  return hasRoomFor(plan, key, current) ? null : PLAN_LIMIT_REASONS[key];
}
