import type { ChartSeries } from './register';

/** Categories in first-seen order across the series. */
export function categories(series: readonly ChartSeries[]): (string | number)[] {
  const seen = new Set<string | number>();
  for (const s of series) for (const p of s.data) seen.add(p.x);
  return [...seen];
}

export function tableRows(series: readonly ChartSeries[], format: (v: number) => string) {
  return categories(series).map((x) => ({
    label: String(x),
    values: series.map((s) => {
      const p = s.data.find((d) => d.x === x);
      return p ? format(p.y) : '';
    }),
  }));
}
