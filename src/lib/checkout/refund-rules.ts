import type { CartLine } from '@/lib/checkout/sale-schema';

/**
 * When a refund may be recorded (issue 15). Money comes back in at least 1 sen (more than the
 * sale's total is flagged for review, not refused). A refund of 0 is allowed only when it gives
 * packages back: the sale has lines paid by a package session (their sessions return) or package
 * lines sold to its customer (the package is voided), and no earlier refund of the sale did that
 * already (any refund of a sale gives back all its sessions and voids all its packages, once).
 * The same rule on the device (the refund screen) and the server (400 / 409).
 */

/** Why a refund of 0 is refused: nothing of the sale's packages to give back, or an earlier refund gave it back. */
export type RefundRefusal = 'zeroWithoutPackages' | 'packagesAlreadyBack';

export interface RefundedSale {
  customerId: string | null;
  lines: readonly Pick<CartLine, 'kind' | 'packageHoldingId'>[];
}

/** Whether refunding the sale moves packages: sessions it used go back, or packages it sold are voided. */
export function saleMovesPackages(sale: RefundedSale): boolean {
  return sale.customerId !== null && sale.lines.some((l) => l.packageHoldingId !== undefined || l.kind === 'package');
}

/** Why a refund of `amount` (minor units) of the sale cannot be recorded, or null when it can. */
export function refundRefusal(sale: RefundedSale, earlierRefunds: number, amount: number): RefundRefusal | null {
  if (amount > 0) return null;
  if (!saleMovesPackages(sale)) return 'zeroWithoutPackages';
  if (earlierRefunds > 0) return 'packagesAlreadyBack';
  return null;
}

/** Whether the sale can still be refunded: money left to give back, or packages a refund of 0 would give back. */
export function canRefundSale(sale: RefundedSale & { total: number }, refunds: readonly { amount: number }[]): boolean {
  const refunded = refunds.reduce((sum, r) => sum + r.amount, 0);
  return refunded < sale.total || refundRefusal(sale, refunds.length, 0) === null;
}

/** The message key of a refusal, at the amount field. */
export function refundRefusalKey(refusal: RefundRefusal): string {
  return `transactions.refundErrors.${refusal}`;
}
