import { describe, expect, it } from 'vitest';
import { barAxisDomain, barAxisMax, EMPTY_AXIS_MAX, seriesMaximum } from '@/lib/chart-axis';

describe('bar axis domain (spec §5)', () => {
  it.each([
    [234, 330],
    [300, 330],
    [7, 7.7],
    [1200, 2200],
    [2340, 3300],
    [95, 110],
    [1, 1.1],
    [0.42, 0.55],
    [10, 11],
    [100001, 220000],
  ])('max %d gives %d', (max, expected) => {
    expect(barAxisMax(max)).toBeCloseTo(expected, 9);
  });

  it('uses a default domain when there is nothing to show', () => {
    expect(barAxisMax(0)).toBe(EMPTY_AXIS_MAX);
    expect(barAxisMax(-5)).toBe(EMPTY_AXIS_MAX);
    expect(barAxisMax(Number.NaN)).toBe(EMPTY_AXIS_MAX);
  });

  it('takes the largest stacked total when stacked', () => {
    const series = [
      { data: [{ x: 'a', y: 100 }, { x: 'b', y: 250 }] },
      { data: [{ x: 'a', y: 180 }, { x: 'b', y: 10 }] },
    ];
    expect(seriesMaximum(series, false)).toBe(250);
    expect(seriesMaximum(series, true)).toBe(280);
    expect(barAxisDomain(series, true)).toEqual([0, 330]);
    expect(barAxisDomain(series, false)).toEqual([0, 330]);
  });
});
