import { formatInTimeZone } from 'date-fns-tz';
import { mulDivRound } from '@/lib/money';

/**
 * The monthly consolidated B2C e-invoice (LHDN e-Invoice Specific Guideline §2.2): the month's
 * sales without an individual e-invoice, submitted within 7 calendar days after the month ends,
 * with the general-public buyer and one line per receipt.
 */
export const CONSOLIDATION_WINDOW_DAYS = 7;

/**
 * The month ('yyyy-MM') whose consolidated e-invoice is due at `now` in `timeZone`: the previous
 * month during the first 7 days of a month, otherwise null (too late, or not yet).
 */
export function monthDue(now: Date, timeZone: string): string | null {
  const day = Number(formatInTimeZone(now, timeZone, 'd'));
  if (day > CONSOLIDATION_WINDOW_DAYS) return null;
  const [y, m] = formatInTimeZone(now, timeZone, 'yyyy-MM').split('-').map(Number) as [number, number];
  return m === 1 ? `${y - 1}-12` : `${y}-${String(m - 1).padStart(2, '0')}`;
}


/** The consolidated document's provisional number: the prefix and its month ('CONSOLIDATED-2026-10'). */
export const CONSOLIDATED_PREFIX = 'CONSOLIDATED-';
export const isConsolidated = (provisionalNumber: string): boolean => provisionalNumber.startsWith(CONSOLIDATED_PREFIX);

/**
 * The consolidated refund note of a month (document type 04) for refunds of sales consolidated in
 * an earlier month: its provisional number names both months ('CONSOLIDATED-REFUND-2026-11-OF-2026-10').
 */
export const CONSOLIDATED_REFUND_PREFIX = `${CONSOLIDATED_PREFIX}REFUND-`;
export const isConsolidatedRefund = (provisionalNumber: string): boolean => provisionalNumber.startsWith(CONSOLIDATED_REFUND_PREFIX);
export const consolidatedRefundNumber = (month: string, originalMonth: string): string => `${CONSOLIDATED_REFUND_PREFIX}${month}-OF-${originalMonth}`;

/** A refund as the consolidation sees it: its amount (with SST, in sen) and its months on the branch's calendar. */
export interface RefundMonths {
  amount: number;
  /** The month of its `refundedAt`. */
  refundMonth: string;
  /** The month it reached the server (a device offline may send it after its month ended). */
  recordedMonth: string;
}

/**
 * The month a refund is reported in: its own, or the month it reached the server when that is
 * later, so a refund sent after its month's documents were made still goes into a later one.
 */
export function reportMonth(r: Pick<RefundMonths, 'refundMonth' | 'recordedMonth'>): string {
  return r.recordedMonth > r.refundMonth ? r.recordedMonth : r.refundMonth;
}

/**
 * Where a refund is reported (LHDN guideline on consolidated e-invoices): reported in the month
 * the sale was made, it reduces that month's consolidated e-invoice ('net'); in a later month, it
 * goes into the consolidated refund note of that month ('note').
 */
export function refundPlacement(saleMonth: string, refundReportMonth: string): 'net' | 'note' {
  return refundReportMonth > saleMonth ? 'note' : 'net';
}

/**
 * What of a receipt's refunds the documents of `month` report (`inMonth`) and what documents of
 * earlier months reported already (`before`), in sen with SST. For the receipt's own month,
 * `inMonth` is what its consolidated e-invoice nets out.
 */
export function refundsReported(saleMonth: string, refunds: readonly RefundMonths[], month: string): { inMonth: number; before: number } {
  let inMonth = 0;
  let before = 0;
  for (const r of refunds) {
    const m = refundPlacement(saleMonth, reportMonth(r)) === 'net' ? saleMonth : reportMonth(r);
    if (m === month) inMonth += r.amount;
    else if (m < month) before += r.amount;
  }
  return { inMonth, before };
}

/** A receipt's amounts: with SST (`total`) and its SST (`tax`), in sen. */
export interface ReceiptAmounts {
  total: number;
  tax: number;
}

/**
 * The part of a receipt's refunds that is before SST and the SST, in sen: `amount` refunded after
 * `before` was refunded already, both capped at the receipt's total. The SST refunded is the
 * receipt's SST in proportion, rounded half away from zero on the running sum, so the parts of
 * every refund of a receipt add up to its SST exactly when the whole is refunded.
 */
export function refundSplit(receipt: ReceiptAmounts, before: number, amount: number): { net: number; tax: number } {
  const total = Math.max(0, receipt.total);
  const from = Math.min(total, Math.max(0, before));
  const to = Math.min(total, from + Math.max(0, amount));
  const taxUpTo = (v: number): number => (total === 0 ? 0 : mulDivRound(v, receipt.tax, total));
  const tax = taxUpTo(to) - taxUpTo(from);
  return { net: to - from - tax, tax };
}

/**
 * A receipt's amount before SST in the consolidated e-invoice of its month: what it came to less
 * the part before SST of the refunds of the same month (net of refunds, never below 0).
 */
export function nettedReceipt(receipt: ReceiptAmounts, sameMonthRefunds: number): number {
  return receipt.total - receipt.tax - refundSplit(receipt, 0, sameMonthRefunds).net;
}
