// Module preloading (spec §4): after a 300 ms delay, groups start at base 200 ms, appointments
// 500 ms and checkout 1000 ms, and modules within a group are staggered 100 ms apart. Installed
// (standalone) on a fast network every delay is halved, never below 100 ms.
export type PreloadGroup = 'base' | 'appointments' | 'checkout';

export const PRELOAD_START_DELAY_MS = 300;
export const PRELOAD_STAGGER_MS = 100;
export const PRELOAD_GROUP_DELAY_MS: Record<PreloadGroup, number> = { base: 200, appointments: 500, checkout: 1000 };

export interface PreloadItem<T> {
  group: PreloadGroup;
  load: T;
}

/** Each module with the time (ms after start) to load it. */
export function preloadSchedule<T>(items: readonly PreloadItem<T>[], fast: boolean): { at: number; load: T }[] {
  const scale = (ms: number) => (fast ? Math.max(100, Math.round(ms / 2)) : ms);
  const indexInGroup: Record<PreloadGroup, number> = { base: 0, appointments: 0, checkout: 0 };
  return items.map((item) => {
    const index = indexInGroup[item.group]++;
    const at = scale(PRELOAD_START_DELAY_MS) + scale(PRELOAD_GROUP_DELAY_MS[item.group]) + index * scale(PRELOAD_STAGGER_MS);
    return { at, load: item.load };
  });
}

/**
 * Runs a schedule: each load at its time, failures reported to `failed`. While loads are left,
 * `hold` is held (the app holds back a service-worker update: these fetches go through the
 * worker, and Chromium can abandon an activation that a fetch lands in, leaving the new version
 * waiting for good). Returns a function that cancels what has not started and releases the hold.
 */
export function runPreloads(
  schedule: readonly { at: number; load: () => Promise<unknown> }[],
  hold: () => () => void,
  failed: (error: unknown) => void,
): () => void {
  if (schedule.length === 0) return () => undefined;
  const release = hold();
  let left = schedule.length;
  const settled = () => {
    left -= 1;
    if (left === 0) release();
  };
  const timers = schedule.map(({ at, load }) => setTimeout(() => void load().catch(failed).finally(settled), at));
  return () => {
    timers.forEach(clearTimeout);
    release();
  };
}
