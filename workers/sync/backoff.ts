export const BACKOFF_BASE_MS = 1_000;
export const BACKOFF_CAP_MS = 60_000;

/**
 * Delay before the next try after `failures` consecutive failures (1 = the first failure):
 * exponential from 1 s, capped at 60 s, with "equal jitter": uniformly in [d/2, d], so devices
 * that lost the network together do not come back in lock-step. No limit on the number of tries.
 */
export function backoffDelay(failures: number, random: () => number = Math.random): number {
  const exponent = Math.max(0, Math.min(failures - 1, 30));
  const ceiling = Math.min(BACKOFF_CAP_MS, BACKOFF_BASE_MS * 2 ** exponent);
  return Math.round(ceiling / 2 + random() * (ceiling / 2));
}
