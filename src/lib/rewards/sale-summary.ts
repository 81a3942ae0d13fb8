import type { SaleRow } from '@/lib/checkout/rows';
import { pointsBalanceAt } from '@/lib/rewards/ledger';
import type { PointMovementRow } from '@/lib/rewards/movements';
import { pointsRedeemed, saleEarns, saleMovements } from '@/lib/rewards/sale-points';
import type { RewardProgramRow } from '@/lib/schemas/reward-program';

/** What a sale did to its customer's points, as its receipt and details show it. */
export interface SalePoints {
  earned: number;
  spent: number;
  /** The customer's balance right after the sale (its own movements counted, later ones not). */
  balance: number;
}

type SaleForSummary = Pick<SaleRow, 'id' | 'businessId' | 'customerId' | 'soldAt' | 'soldBy' | 'updatedAt' | 'lines' | 'cartDiscount' | 'rates' | 'totals' | 'payments' | 'pointsEarned'>;

/**
 * A sale's points, worked out on the device so the receipt prints them offline. Null without a
 * customer, or when no program is active and the sale moved no points. What it earned is the
 * ledger's movement for the sale when the replica holds it (the server's record), else the figure
 * the device kept on the sale, else the server's earning rule (`saleEarns`) under the active
 * program — the case of a sale whose row the server already answered while its movement has not
 * come down the feed yet. `movements` are the customer's movements this device knows (with those
 * of its unsent sales); the sale's own are added when missing, under the ids the server gives them.
 */
export function salePoints(
  sale: SaleForSummary,
  movements: readonly PointMovementRow[],
  program: RewardProgramRow | null,
  categoryOf: (itemId: string) => string | null,
): SalePoints | null {
  if (sale.customerId === null) return null;
  const own = movements.filter((m) => m.saleId === sale.id && (m.kind === 'earned' || m.kind === 'redeemed'));
  if (program === null && own.length === 0) return null;
  const earned = own.find((m) => m.kind === 'earned')?.points ?? sale.pointsEarned ?? (program === null ? 0 : saleEarns(program, sale, categoryOf));
  const held = new Set(movements.map((m) => m.id));
  const derived = saleMovements(sale, { id: program?.id ?? '', expiryMonths: program?.expiryMonths ?? null, earned }, {
    businessId: sale.businessId, updatedAt: sale.updatedAt, version: 0, createdBy: sale.soldBy,
  }).filter((m) => !held.has(m.id));
  return { earned, spent: pointsRedeemed(sale.payments), balance: pointsBalanceAt([...movements, ...derived], sale.soldAt) };
}
