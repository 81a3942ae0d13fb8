import type { AppointmentRow } from '@/lib/api-types';
import type { RefundRow, SaleRow } from '@/lib/checkout/rows';
import { computeTotals } from '@/lib/checkout/totals';
import { saleDiscountUsage } from '@/lib/reports/discount-usage';
import { localDayOf, localHourOf } from '@/lib/reports/local-day';

/**
 * Daily rollups: per branch, branch-local day, dimension and key, the sums a report needs. The
 * server adds a fact's deltas in the same transaction as the fact; the device adds its own unsent
 * sales' deltas on top. Both use these functions, so the two can never count differently.
 */
export const ROLLUP_DIMS = ['total', 'staff', 'item', 'category', 'payment', 'hour', 'source', 'status', 'discount'] as const;
export type RollupDim = (typeof ROLLUP_DIMS)[number];

export const MEASURES = ['count', 'qty', 'gross', 'discount', 'serviceCharge', 'tax', 'tip', 'total', 'refunds'] as const;
export type Measure = (typeof MEASURES)[number];
/** Sums in minor units (money) or counts. */
export type RollupMeasures = Record<Measure, number>;

export interface RollupDelta extends RollupMeasures {
  branchId: string;
  /** The branch's local day, 'yyyy-MM-dd'. */
  day: string;
  dim: RollupDim;
  key: string;
}

export const zeroMeasures = (): RollupMeasures => ({ count: 0, qty: 0, gross: 0, discount: 0, serviceCharge: 0, tax: 0, tip: 0, total: 0, refunds: 0 });

export function rollupKey(d: Pick<RollupDelta, 'branchId' | 'day' | 'dim' | 'key'>): string {
  return `${d.branchId}|${d.day}|${d.dim}|${d.key}`;
}

export function addMeasures(into: RollupMeasures, add: RollupMeasures, sign = 1): void {
  for (const m of MEASURES) into[m] += sign * add[m];
}

const isZero = (d: RollupMeasures): boolean => MEASURES.every((m) => d[m] === 0);

/** Sums deltas with the same branch, day, dimension and key; drops those that cancel out. */
export function mergeDeltas(deltas: readonly RollupDelta[]): RollupDelta[] {
  const out = new Map<string, RollupDelta>();
  for (const d of deltas) {
    const k = rollupKey(d);
    const into = out.get(k);
    if (into === undefined) out.set(k, { ...d });
    else addMeasures(into, d);
  }
  return [...out.values()].filter((d) => !isZero(d));
}

const delta = (base: Pick<RollupDelta, 'branchId' | 'day'>, dim: RollupDim, key: string, m: Partial<RollupMeasures>): RollupDelta => ({
  ...base,
  dim,
  key,
  ...zeroMeasures(),
  ...m,
});

export type SaleFacts = Pick<SaleRow, 'branchId' | 'soldBy' | 'lines' | 'cartDiscount' | 'rates' | 'totals' | 'payments' | 'soldAt'>;

/**
 * A sale's deltas: the day's totals, its hour, each payment method, per line the item, the
 * line kind (category) and the staff member (the line's, else the seller), and per discount used
 * (catalogue discount id, or 'manual') one sale and the amount it took off.
 */
export function saleDeltas(sale: SaleFacts, timeZone: string): RollupDelta[] {
  const base = { branchId: sale.branchId, day: localDayOf(sale.soldAt, timeZone) };
  const t = sale.totals;
  const qty = sale.lines.reduce((a, l) => a + l.quantity, 0);
  const out: RollupDelta[] = [
    delta(base, 'total', '', { count: 1, qty, gross: t.subtotal, discount: t.discount, serviceCharge: t.serviceCharge, tax: t.tax, tip: t.tip, total: t.total }),
    delta(base, 'hour', localHourOf(sale.soldAt, timeZone), { count: 1, total: t.total }),
  ];
  for (const p of sale.payments) out.push(delta(base, 'payment', p.method, { count: 1, total: p.amount }));
  const amounts = computeTotals({ lines: sale.lines, cartDiscount: sale.cartDiscount, tip: 0, rates: sale.rates }).lines;
  sale.lines.forEach((line, i) => {
    const a = amounts[i];
    const m = { count: 1, qty: line.quantity, gross: a?.gross ?? 0, discount: (a?.itemDiscount ?? 0) + (a?.cartDiscount ?? 0) };
    out.push(delta(base, 'item', line.itemId ?? `name:${line.name}`, m));
    out.push(delta(base, 'category', line.kind, m));
    out.push(delta(base, 'staff', line.staffId ?? sale.soldBy, m));
  });
  for (const [key, amount] of saleDiscountUsage(sale, amounts)) out.push(delta(base, 'discount', key, { count: 1, discount: amount }));
  return mergeDeltas(out);
}

/** A refund's deltas, on the refund's local day: the day's refunds and the method paid back. */
export function refundDeltas(refund: Pick<RefundRow, 'amount' | 'method' | 'refundedAt'>, sale: Pick<SaleRow, 'branchId' | 'soldBy'>, timeZone: string): RollupDelta[] {
  const base = { branchId: sale.branchId, day: localDayOf(refund.refundedAt, timeZone) };
  return [
    delta(base, 'total', '', { refunds: refund.amount }),
    delta(base, 'payment', refund.method, { refunds: refund.amount }),
    delta(base, 'staff', sale.soldBy, { refunds: refund.amount }),
  ];
}

export type AppointmentFacts = Pick<AppointmentRow, 'branchId' | 'status' | 'source' | 'startAt' | 'kind'>;

/** An appointment counted on its start's local day, by status and by source (blockers are not). */
export function appointmentDeltas(a: AppointmentFacts | null, timeZone: string, sign: 1 | -1 = 1): RollupDelta[] {
  if (a === null || a.kind === 'Blocker') return [];
  const base = { branchId: a.branchId, day: localDayOf(a.startAt, timeZone) };
  return [delta(base, 'status', a.status, { count: sign }), delta(base, 'source', a.source, { count: sign })];
}

/** What an appointment's change does to the rollups: its old self out, its new self in. */
export function appointmentChangeDeltas(before: AppointmentFacts | null, after: AppointmentFacts | null, timeZone: string): RollupDelta[] {
  return mergeDeltas([...appointmentDeltas(before, timeZone, -1), ...appointmentDeltas(after, timeZone, 1)]);
}
