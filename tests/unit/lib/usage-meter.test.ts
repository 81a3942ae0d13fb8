import { describe, expect, it } from 'vitest';
import { usageBarPercent, usageLevel, usagePercent } from '@/lib/usage-meter';

describe('usage meter thresholds (spec §9)', () => {
  it.each([
    [0, 100, 'success'],
    [69, 100, 'success'],
    [69.99, 100, 'success'],
    [70, 100, 'warning'],
    [89.99, 100, 'warning'],
    [90, 100, 'danger'],
    [100, 100, 'danger'],
    [150, 100, 'danger'],
    [7, 10, 'warning'],
    [9, 10, 'danger'],
  ] as const)('%d of %d is %s', (current, limit, level) => {
    expect(usageLevel(current, limit)).toBe(level);
  });

  it('caps the bar at 100%', () => {
    expect(usageBarPercent(150, 100)).toBe(100);
    expect(usageBarPercent(50, 200)).toBe(25);
    expect(usagePercent(150, 100)).toBe(150);
  });

  it('treats a zero limit as full once anything is used', () => {
    expect(usageLevel(0, 0)).toBe('success');
    expect(usageLevel(1, 0)).toBe('danger');
  });
});
