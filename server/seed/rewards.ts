import type { Payment } from '@/lib/checkout/sale-schema';
import { pointsBalanceAt } from '@/lib/rewards/ledger';
import type { PointMovementRow } from '@/lib/rewards/movements';
import { redemptionValue } from '@/lib/rewards/redeem';
import { saleEarns, saleMovements } from '@/lib/rewards/sale-points';
import type { RewardProgramRow } from '@/lib/schemas/reward-program';
import type { Queryable } from '@server/db/types';
import { insertMany } from '@server/db/insert-many';
import { nextSeq } from '@server/db/seq';
import type { SeedSale } from '@server/seed/customer-history';
import { Prng } from '@server/seed/prng';

/** Points a regular redeems at a visit once they hold enough (RM 10 at 5 sen a point). */
const REDEEM = 200;

/**
 * The demo salon's reward program, "Glow Points" (1 point per RM 1 on services and products,
 * 100 points = RM 5, points lapse 12 months after earning), and its history: every past sale with
 * a customer earned its points; regulars holding 300 points or more paid RM 10 of a later visit
 * with 200 of them (that sale's card payment is RM 10 less, and a points payment pays the rest).
 * Call after the sales are written and before the rollups are rebuilt.
 */
export async function seedRewards(q: Queryable, bid: string, history: readonly SeedSale[], categories: ReadonlyMap<string, string>): Promise<void> {
  const r = new Prng(16_016);
  const seq = await nextSeq(q, bid);
  const program: RewardProgramRow = {
    id: r.uuid(), businessId: bid, updatedAt: '', version: 1, name: 'Glow Points', earnRates: { service: 1, product: 1, package: 0 }, scope: 'all', itemIds: [],
    categories: [], pointValue: 5, minRedeem: 100, expiryMonths: 12, active: true,
  };
  await insertMany(
    q,
    'reward_programs',
    ['business_id', 'id', 'seq', 'name', 'earn_rates:jsonb', 'scope', 'point_value', 'min_redeem', 'expiry_months', 'active'],
    [[bid, program.id, seq, program.name, JSON.stringify(program.earnRates), program.scope, program.pointValue, program.minRedeem, program.expiryMonths, true]],
  );
  const visits = new Map<string, number>();
  for (const s of history) visits.set(s.customerId, (visits.get(s.customerId) ?? 0) + 1);
  const ledgers = new Map<string, PointMovementRow[]>();
  const movements: PointMovementRow[] = [];
  const paymentsChanged: { id: string; payments: Payment[] }[] = [];
  for (const s of [...history].sort((a, b) => a.soldAt.getTime() - b.soldAt.getTime())) {
    const soldAt = s.soldAt.toISOString();
    const ledger = ledgers.get(s.customerId) ?? [];
    let payments: Payment[] = s.payments;
    const card = s.payments[0];
    const value = redemptionValue(REDEEM, program);
    if ((visits.get(s.customerId) ?? 0) >= 4 && card !== undefined && card.amount > value && pointsBalanceAt(ledger, soldAt) >= 300) {
      payments = [{ ...card, amount: card.amount - value }, { id: r.uuid(), method: 'points', amount: value, tendered: null, reference: String(REDEEM), points: REDEEM }];
      paymentsChanged.push({ id: s.id, payments });
    }
    const sale = { id: s.id, customerId: s.customerId, soldAt, payments, lines: s.lines, cartDiscount: null, rates: s.rates, totals: s.totals };
    const earned = saleEarns(program, sale, (id) => categories.get(id) ?? null);
    const made = saleMovements(sale, { id: program.id, expiryMonths: program.expiryMonths, earned }, { businessId: bid, updatedAt: soldAt, version: 1, createdBy: s.soldBy });
    ledger.push(...made);
    ledgers.set(s.customerId, ledger);
    movements.push(...made);
  }
  for (const c of paymentsChanged) await q.query('UPDATE sales SET payments = $3::text::jsonb WHERE business_id = $1 AND id = $2', [bid, c.id, JSON.stringify(c.payments)]);
  if (movements.length === 0) return;
  let next = await nextSeq(q, bid, movements.length);
  await insertMany(
    q,
    'point_movements',
    ['business_id', 'id', 'seq', 'customer_id', 'kind', 'points', 'sale_id', 'program_id', 'reason', 'expires_at', 'occurred_at', 'created_by', 'updated_at'],
    movements.map((m) => [bid, m.id, next++, m.customerId, m.kind, m.points, m.saleId, m.programId, m.reason, m.expiresAt, m.occurredAt, m.createdBy, m.occurredAt]),
  );
}
