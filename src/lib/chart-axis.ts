/**
 * Bar chart value-axis domain (spec §5): the maximum is rounded up to the next multiple of its
 * power of ten, then multiplied by 1.1. 234 → 300 → 330; 7 → 7 → 7.7; 1200 → 2000 → 2200.
 */
export const EMPTY_AXIS_MAX = 10;

export function barAxisMax(maximum: number): number {
  if (!Number.isFinite(maximum) || maximum <= 0) return EMPTY_AXIS_MAX;
  const magnitude = 10 ** Math.floor(Math.log10(maximum));
  const nextMultiple = Math.ceil(Number((maximum / magnitude).toPrecision(12))) * magnitude;
  return Number((nextMultiple * 1.1).toPrecision(12));
}

export interface SeriesLike {
  data: readonly { x: string | number; y: number }[];
}

/** Largest bar (stacked: the largest sum per x) across the series. */
export function seriesMaximum(series: readonly SeriesLike[], stacked: boolean): number {
  if (!stacked) {
    let max = 0;
    for (const s of series) for (const p of s.data) max = Math.max(max, p.y);
    return max;
  }
  const sums = new Map<string | number, number>();
  for (const s of series) for (const p of s.data) sums.set(p.x, (sums.get(p.x) ?? 0) + Math.max(0, p.y));
  return Math.max(0, ...sums.values());
}

/** The domain [0, max] of a bar chart's value axis. */
export function barAxisDomain(series: readonly SeriesLike[], stacked = false): [number, number] {
  return [0, barAxisMax(seriesMaximum(series, stacked))];
}
