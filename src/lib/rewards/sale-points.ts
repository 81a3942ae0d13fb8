import type { Payment, SaleCreateInput } from '@/lib/checkout/sale-schema';
import { computeTotals } from '@/lib/checkout/totals';
import type { RewardProgramRow } from '@/lib/schemas/reward-program';
import { expiresAtOf, pointsEarned } from '@/lib/rewards/earn';
import { salePointsMovementId, type PointMovementRow } from '@/lib/rewards/movements';

/** The points a sale's payments redeem. */
export function pointsRedeemed(payments: readonly Pick<Payment, 'method' | 'points'>[]): number {
  return payments.reduce((sum, p) => sum + (p.method === 'points' ? (p.points ?? 0) : 0), 0);
}

/** What points paid of a sale (minor units). */
export function amountPaidWithPoints(payments: readonly Pick<Payment, 'method' | 'amount'>[]): number {
  return payments.reduce((sum, p) => sum + (p.method === 'points' ? p.amount : 0), 0);
}

type SaleForPoints = Pick<SaleCreateInput, 'lines' | 'cartDiscount' | 'rates' | 'totals' | 'payments'>;

/** What a sale earns under the program; `categoryOf` names a catalogue item's category (null when unknown). */
export function saleEarns(program: RewardProgramRow, sale: SaleForPoints, categoryOf: (itemId: string) => string | null): number {
  const nets = computeTotals({ lines: sale.lines, cartDiscount: sale.cartDiscount, tip: 0, rates: sale.rates }).lines;
  const lines = sale.lines.map((line, i) => ({ kind: line.kind, itemId: line.itemId, category: line.itemId === null ? null : categoryOf(line.itemId), net: nets[i]?.net ?? 0 }));
  return pointsEarned(program, lines, { total: sale.totals.total, paidWithPoints: amountPaidWithPoints(sale.payments) });
}

/**
 * The movements a sale with a customer makes: the redemption of its points payments and the
 * points it earned, with the ids both the device and the server give them (one of each at most).
 * `program` is the program in force when the sale was made, with what the sale earned under it.
 */
export function saleMovements(
  sale: Pick<SaleCreateInput, 'id' | 'customerId' | 'soldAt' | 'payments'>,
  program: { id: string; expiryMonths: number | null; earned: number },
  meta: { businessId: string; updatedAt: string; version: number; createdBy: string | null },
): PointMovementRow[] {
  if (sale.customerId === null) return [];
  const base = { businessId: meta.businessId, updatedAt: meta.updatedAt, version: meta.version, customerId: sale.customerId, saleId: sale.id, programId: program.id, reason: '', occurredAt: sale.soldAt, createdBy: meta.createdBy };
  const out: PointMovementRow[] = [];
  const redeemed = pointsRedeemed(sale.payments);
  if (redeemed > 0) out.push({ ...base, id: salePointsMovementId(sale.id, 'redeemed'), kind: 'redeemed', points: -redeemed, expiresAt: null });
  if (program.earned > 0) {
    out.push({ ...base, id: salePointsMovementId(sale.id, 'earned'), kind: 'earned', points: program.earned, expiresAt: expiresAtOf(sale.soldAt, program.expiryMonths) });
  }
  return out;
}

/**
 * What a refund of `amount` out of a sale's `total` moves: the same share of the points the sale
 * earned taken back, and of the points it redeemed given back (each rounded down).
 */
export function refundPoints(sale: { earned: number; redeemed: number; total: number }, amount: number): { takeBack: number; giveBack: number } {
  if (sale.total <= 0) return { takeBack: sale.earned, giveBack: sale.redeemed };
  const share = Math.min(amount, sale.total) / sale.total;
  return { takeBack: Math.floor(sale.earned * share + 1e-9), giveBack: Math.floor(sale.redeemed * share + 1e-9) };
}
