import { addMeasures, zeroMeasures, type RollupDelta, type RollupDim, type RollupMeasures } from '@/lib/reports/rollup';
import { daysBetween, shiftDay } from '@/lib/reports/local-day';

/** A stored rollup as the replica and the report read it (delta fields plus the row's id). */
export type RollupFigures = Omit<RollupDelta, 'branchId'> & { branchId: string };

export interface ReportFilter {
  start: string;
  end: string;
  /** null: every branch the caller sees. */
  branchId: string | null;
}

const inFilter = (r: RollupFigures, f: ReportFilter): boolean => r.day >= f.start && r.day <= f.end && (f.branchId === null || r.branchId === f.branchId);

/** Net sales: gross less discounts and refunds. */
export const netSales = (m: RollupMeasures): number => m.gross - m.discount - m.refunds;

/** One dimension's sums per key over the filter, largest total first. */
export function byKey(rows: readonly RollupFigures[], dim: RollupDim, f: ReportFilter): { key: string; m: RollupMeasures }[] {
  const out = new Map<string, RollupMeasures>();
  for (const r of rows) {
    if (r.dim !== dim || !inFilter(r, f)) continue;
    let m = out.get(r.key);
    if (m === undefined) out.set(r.key, (m = zeroMeasures()));
    addMeasures(m, r);
  }
  return [...out.entries()].map(([key, m]) => ({ key, m })).sort((a, b) => b.m.total - a.m.total || b.m.count - a.m.count || a.key.localeCompare(b.key));
}

/** The dimension's sums over the whole filter. */
export function sumOf(rows: readonly RollupFigures[], dim: RollupDim, f: ReportFilter): RollupMeasures {
  const m = zeroMeasures();
  for (const r of rows) if (r.dim === dim && inFilter(r, f)) addMeasures(m, r);
  return m;
}

export type Grain = 'day' | 'week' | 'month';

/** The bucket a day falls in: itself, its week's Monday, or its month's first day. */
export function bucketOf(day: string, grain: Grain): string {
  if (grain === 'day') return day;
  if (grain === 'month') return `${day.slice(0, 7)}-01`;
  const weekday = new Date(`${day}T00:00:00Z`).getUTCDay();
  return shiftDay(day, -((weekday + 6) % 7));
}

/** The grain that keeps a chart readable: days up to a month, weeks up to a quarter, then months. */
export function grainFor(start: string, end: string): Grain {
  const n = daysBetween(start, end).length;
  return n <= 31 ? 'day' : n <= 92 ? 'week' : 'month';
}

/** The day totals in buckets, every bucket of the range present (zeros where nothing was sold). */
export function series(rows: readonly RollupFigures[], f: ReportFilter, grain: Grain): { bucket: string; m: RollupMeasures }[] {
  const out = new Map<string, RollupMeasures>();
  for (const day of daysBetween(f.start, f.end)) {
    const b = bucketOf(day, grain);
    if (!out.has(b)) out.set(b, zeroMeasures());
  }
  for (const r of rows) {
    if (r.dim !== 'total' || !inFilter(r, f)) continue;
    const m = out.get(bucketOf(r.day, grain));
    if (m !== undefined) addMeasures(m, r);
  }
  return [...out.entries()].map(([bucket, m]) => ({ bucket, m }));
}

/** The period of the same length just before [start, end]. */
export function previousPeriod(start: string, end: string): { start: string; end: string } {
  const n = daysBetween(start, end).length;
  return { start: shiftDay(start, -n), end: shiftDay(start, -1) };
}

/** Change from `before` to `now` in basis points (10000 = +100%); null when there was nothing before. */
export function changeBp(now: number, before: number): number | null {
  if (before === 0) return null;
  return Math.round(((now - before) * 10_000) / Math.abs(before));
}
