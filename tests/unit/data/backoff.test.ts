import { describe, expect, it } from 'vitest';
import { BACKOFF_CAP_MS, backoffDelay } from '@workers/sync/backoff';

describe('backoffDelay', () => {
  it('doubles from 1 s, with jitter between half and all of the step', () => {
    const lows = [1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, () => 0));
    const highs = [1, 2, 3, 4, 5, 6].map((n) => backoffDelay(n, () => 1));
    expect(highs).toEqual([1_000, 2_000, 4_000, 8_000, 16_000, 32_000]);
    expect(lows).toEqual(highs.map((h) => h / 2));
  });

  it('is capped at 60 s however many attempts failed, with no limit on attempts', () => {
    for (const failures of [7, 8, 20, 1_000, 1e9]) {
      expect(backoffDelay(failures, () => 1)).toBe(BACKOFF_CAP_MS);
      expect(backoffDelay(failures, () => 0)).toBe(BACKOFF_CAP_MS / 2);
    }
  });

  it('spreads devices that fail together across the jitter window', () => {
    let seed = 42;
    const random = () => {
      seed = (seed * 1103515245 + 12345) % 2 ** 31;
      return seed / 2 ** 31;
    };
    const samples = Array.from({ length: 500 }, () => backoffDelay(10, random));
    expect(Math.min(...samples)).toBeGreaterThanOrEqual(30_000);
    expect(Math.max(...samples)).toBeLessThanOrEqual(60_000);
    expect(new Set(samples).size).toBeGreaterThan(400);
  });
});
