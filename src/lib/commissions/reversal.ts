// Refunds reverse commissions as ledger rows (issue 16): a refund records, for each commission its
// sale earned, a row of the opposite sign for the refunded share, in the refund's own transaction on
// the server. The device applies the same rule to the refunds whose rows have not come down yet,
// so the commission views and the member commission report agree offline.
import { v5 as uuidv5 } from 'uuid';
import type { SaleCommissionRow } from '@/lib/commissions/rows';
import { periodOf } from '@/lib/commissions/compute';

const REVERSAL_NAMESPACE = '3b0f6a52-9d4e-4c1b-8f27-5e6a1d9c0b84';

/** The id of the row a refund records against one commission: the same on every try and device. */
export function commissionReversalId(refundId: string, commissionId: string): string {
  return uuidv5(`${refundId}:${commissionId}`, REVERSAL_NAMESPACE);
}

/** What one refund takes back of one figure: the refunded share of the sale, never more than is left. */
export function reversalOf(amount: number, saleTotal: number, refunded: number, alreadyReversed: number): number {
  if (saleTotal <= 0 || amount <= 0) return 0;
  const share = Math.round((amount * Math.min(refunded, saleTotal)) / saleTotal);
  return Math.max(0, Math.min(share, amount - alreadyReversed));
}

/** Whether a commission row is a refund's reversal rather than what a sale earned. */
export const isReversal = (row: Pick<SaleCommissionRow, 'refundId'>): boolean => row.refundId !== null;

export type CommissionEntry = Omit<SaleCommissionRow, 'businessId' | 'updatedAt' | 'version'>;

export interface ReversedRefund {
  id: string;
  saleId: string;
  amount: number;
  refundedAt: string;
}

/**
 * The rows one refund records: for each commission the sale earned, minus the refunded share of its
 * amount and of its sales figure (the tiers' basis), less what earlier refunds already took back.
 * Dated on the refund, in the refund's period of the sale's branch. `rows` are the sale's
 * commission rows so far (earned and reversed); the refund's own rows, if any, are not counted.
 */
export function commissionReversals(rows: readonly CommissionEntry[], saleTotal: number, refund: ReversedRefund, timeZone: string): CommissionEntry[] {
  const earned = rows.filter((r) => r.saleId === refund.saleId && r.refundId === null);
  const prior = rows.filter((r) => r.saleId === refund.saleId && r.refundId !== null && r.refundId !== refund.id);
  const period = periodOf(refund.refundedAt, timeZone);
  const out: CommissionEntry[] = [];
  for (const e of earned) {
    const before = prior.filter((p) => p.lineId === e.lineId && p.memberId === e.memberId);
    const amount = reversalOf(e.amount, saleTotal, refund.amount, -before.reduce((s, p) => s + p.amount, 0));
    const sales = reversalOf(e.salesAmount, saleTotal, refund.amount, -before.reduce((s, p) => s + p.salesAmount, 0));
    if (amount === 0 && sales === 0) continue;
    out.push({
      id: commissionReversalId(refund.id, e.id),
      saleId: e.saleId,
      lineId: e.lineId,
      memberId: e.memberId,
      patternId: e.patternId,
      salesAmount: -sales,
      amount: -amount,
      period,
      soldAt: refund.refundedAt,
      refundId: refund.id,
    });
  }
  return out;
}
