import type { SaleRow } from '@/lib/checkout/rows';
import { computeTotals } from '@/lib/checkout/totals';
import type { SaleCommissionRow } from '@/lib/commissions/rows';
import { isReversal } from '@/lib/commissions/reversal';
import { byKey, type ReportFilter, type RollupFigures } from '@/lib/reports/aggregate';
import { localDayOf } from '@/lib/reports/local-day';

/**
 * The member commission report: per team member, the lines they sold and their net (the staff
 * rollups), the commission those lines earned and what refunds took back of it: both are rows of
 * the sale commissions ledger (src/lib/commissions/reversal.ts), each counted on its own local day.
 */
export type CommissionFact = Pick<SaleCommissionRow, 'id' | 'saleId' | 'lineId' | 'memberId' | 'amount' | 'soldAt' | 'refundId'>;
export type CommissionSale = Pick<SaleRow, 'id' | 'branchId'>;

/** The zone a branch counts its days in (the business's when the branch is unknown). */
export type ZoneOf = (branchId: string | null) => string;

export interface MemberCommission {
  memberId: string;
  /** Sale lines the member is credited with. */
  lines: number;
  /** Their lines' net (gross less discounts). */
  sales: number;
  /** Refunds of sales they made. */
  refunds: number;
  /** Commission earned on sales in the period. */
  earned: number;
  /** Commission refunds in the period took back. */
  reversed: number;
}

export const commissionNet = (m: Pick<MemberCommission, 'earned' | 'reversed'>): number => m.earned - m.reversed;

interface Dated {
  memberId: string;
  day: string;
  branchId: string | null;
  earned: number;
  reversed: number;
}

/** Each ledger row on its local day: an earning on its sale's day, a reversal on its refund's. */
export function commissionEvents(facts: readonly CommissionFact[], sales: ReadonlyMap<string, CommissionSale>, zoneOf: ZoneOf): Dated[] {
  return facts.map((f) => {
    const branchId = sales.get(f.saleId)?.branchId ?? null;
    const day = localDayOf(f.soldAt, zoneOf(branchId));
    return isReversal(f) ? { memberId: f.memberId, day, branchId, earned: 0, reversed: -f.amount } : { memberId: f.memberId, day, branchId, earned: f.amount, reversed: 0 };
  });
}

/**
 * A commission whose sale is not on the device has no known branch: it counts towards every
 * branch together, never towards one branch.
 */
const inFilter = (e: Dated, f: ReportFilter): boolean => e.day >= f.start && e.day <= f.end && (f.branchId === null || e.branchId === f.branchId);

/** One row per member with staff rollups or commission events in the filter, by net commission then sales. */
export function memberCommissions(staff: readonly RollupFigures[], events: readonly Dated[], f: ReportFilter): MemberCommission[] {
  const out = new Map<string, MemberCommission>();
  const row = (memberId: string): MemberCommission => {
    let m = out.get(memberId);
    if (m === undefined) out.set(memberId, (m = { memberId, lines: 0, sales: 0, refunds: 0, earned: 0, reversed: 0 }));
    return m;
  };
  for (const { key, m } of byKey(staff, 'staff', f)) {
    const r = row(key);
    r.lines += m.count;
    r.sales += m.gross - m.discount;
    r.refunds += m.refunds;
  }
  for (const e of events) {
    if (!inFilter(e, f)) continue;
    const r = row(e.memberId);
    r.earned += e.earned;
    r.reversed += e.reversed;
  }
  return [...out.values()].sort((a, b) => commissionNet(b) - commissionNet(a) || b.sales - a.sales || a.memberId.localeCompare(b.memberId));
}

/** The totals row. */
export function commissionTotals(rows: readonly MemberCommission[]): Omit<MemberCommission, 'memberId'> {
  const t = { lines: 0, sales: 0, refunds: 0, earned: 0, reversed: 0 };
  for (const r of rows) {
    t.lines += r.lines;
    t.sales += r.sales;
    t.refunds += r.refunds;
    t.earned += r.earned;
    t.reversed += r.reversed;
  }
  return t;
}

export interface MemberSaleLine {
  saleId: string;
  lineId: string;
  day: string;
  soldAt: string;
  branchId: string;
  receiptNumber: string;
  name: string;
  quantity: number;
  /** The line's net (after its discount and its share of the cart discount). */
  net: number;
  /** Commission the line earned; null when no pattern paid for it. */
  commission: number | null;
}

/**
 * A member's sale lines in the filter, newest first: the lines they performed (the seller's when a
 * line names nobody, as the staff rollup counts them), with what each earned.
 */
export function memberSaleLines(
  memberId: string,
  sales: readonly Pick<SaleRow, 'id' | 'branchId' | 'soldBy' | 'lines' | 'cartDiscount' | 'rates' | 'receiptNumber' | 'soldAt'>[],
  facts: readonly CommissionFact[],
  f: ReportFilter,
  zoneOf: ZoneOf,
): MemberSaleLine[] {
  const earned = new Map(facts.filter((c) => c.memberId === memberId && !isReversal(c)).map((c) => [c.lineId, c.amount]));
  const out: MemberSaleLine[] = [];
  for (const s of sales) {
    const day = localDayOf(s.soldAt, zoneOf(s.branchId));
    if (day < f.start || day > f.end || (f.branchId !== null && s.branchId !== f.branchId)) continue;
    const amounts = computeTotals({ lines: s.lines, cartDiscount: s.cartDiscount, tip: 0, rates: s.rates }).lines;
    s.lines.forEach((line, i) => {
      if ((line.staffId ?? s.soldBy) !== memberId) return;
      const a = amounts[i];
      out.push({
        saleId: s.id,
        lineId: line.id,
        day,
        soldAt: s.soldAt,
        branchId: s.branchId,
        receiptNumber: s.receiptNumber,
        name: line.name,
        quantity: line.quantity,
        net: a?.net ?? 0,
        commission: earned.get(line.id) ?? null,
      });
    });
  }
  return out.sort((a, b) => b.soldAt.localeCompare(a.soldAt) || a.lineId.localeCompare(b.lineId));
}
