import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { SaleCreateInput } from '@/lib/checkout/sale-schema';
import { pointAdjustmentSchema, refundPointsMovementId, type PointMovementRow } from '@/lib/rewards/movements';
import { pointsBalanceAt } from '@/lib/rewards/ledger';
import { redemptionError, redemptionValue } from '@/lib/rewards/redeem';
import { amountPaidWithPoints, pointsRedeemed, refundPoints, saleEarns, saleMovements } from '@/lib/rewards/sale-points';
import type { RewardProgramRow } from '@/lib/schemas/reward-program';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import type { Outcome } from '@server/http/idempotency';
import { fail, problem } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { sendWrite } from '@server/http/write-route';
import type { DbRow } from '@server/rows/mappers';
import { toPointMovement, toRewardProgram } from '@server/rows/reward-mappers';
import type { Anomaly } from '@server/routes/checkout-ledger';
import { businessFeatures, requireFeature } from '@server/routes/features';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

/** The business's active reward program when the rewardPts flag is on; null otherwise. */
export async function activeProgram(q: Queryable, businessId: string): Promise<RewardProgramRow | null> {
  if (!(await businessFeatures(q, businessId)).rewardPts) return null;
  const [row] = await q.query<DbRow>('SELECT * FROM reward_programs WHERE business_id = $1 AND active AND deleted_at IS NULL LIMIT 1', [businessId]);
  return row === undefined ? null : toRewardProgram(row);
}

async function movementsOf(q: Queryable, businessId: string, customerId: string): Promise<PointMovementRow[]> {
  const rows = await q.query<DbRow>('SELECT * FROM point_movements WHERE business_id = $1 AND customer_id = $2 AND deleted_at IS NULL', [businessId, customerId]);
  return rows.map(toPointMovement);
}

/**
 * The points a customer may spend at `at`: what they held then, less what was spent since (a
 * later redemption already took its points). The same rule as the device's (src/lib/rewards).
 */
function spendableAt(movements: readonly PointMovementRow[], at: string): number {
  return pointsBalanceAt(movements.filter((m) => m.occurredAt <= at || m.points < 0), at);
}

/**
 * A sale's points payments, checked before anything is written: a customer, an active program,
 * at least its minimum, the amount matching the points, and no more than the customer holds
 * (409, refused: points are not money, and two offline tills must not spend them twice).
 */
export async function checkSaleRedemption(q: Queryable, businessId: string, input: SaleCreateInput): Promise<Outcome | null> {
  const points = pointsRedeemed(input.payments);
  const index = input.payments.findIndex((p) => p.method === 'points');
  if (index < 0) return null;
  const field = `payments.${index}.points`;
  if (input.payments.some((p) => p.method === 'points' && p.points === undefined)) {
    return { status: 400, body: problem(400, 'A points payment names its points.', { [field]: 'checkout.points.noPoints' }) };
  }
  if (input.customerId === null) return { status: 400, body: problem(400, 'Points pay only for a customer.', { [field]: 'checkout.points.needsCustomer' }) };
  const program = await activeProgram(q, businessId);
  if (program === null) return { status: 409, body: problem(409, 'No reward program is active.', { [field]: 'checkout.points.noProgram' }) };
  if (amountPaidWithPoints(input.payments) !== redemptionValue(points, program)) {
    return { status: 400, body: problem(400, 'The points do not pay that amount.', { [field]: 'checkout.points.valueMismatch' }) };
  }
  const held = spendableAt(await movementsOf(q, businessId, input.customerId), input.soldAt);
  const error = redemptionError(points, held, input.totals.total, program);
  if (error === null) return null;
  const status = error === 'overBalance' ? 409 : 400;
  return { status, body: problem(status, `The points cannot be redeemed (${error}).`, { [field]: `checkout.points.${error}` }) };
}

/** Item id → category for the sale's catalogue lines (services, products, packages). */
async function categoriesOf(q: Queryable, businessId: string, input: SaleCreateInput): Promise<Map<string, string>> {
  const ids = [...new Set(input.lines.flatMap((l) => (l.itemId === null ? [] : [l.itemId])))];
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: string; category: string }>(
    `SELECT id::text AS id, category FROM services WHERE business_id = $1 AND id::text = ANY($2::text[])
     UNION ALL SELECT id::text, category FROM products WHERE business_id = $1 AND id::text = ANY($2::text[])
     UNION ALL SELECT id::text, category FROM packages WHERE business_id = $1 AND id::text = ANY($2::text[])`,
    [businessId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.category]));
}

/**
 * Writes a sale's point movements in its own transaction: the redemption, and what it earned (the
 * device's figure, which the receipt printed; a different figure here is flagged for review). The
 * movement ids come from the sale's id and the insert skips an existing one: never twice.
 */
export async function recordSalePoints(q: Queryable, businessId: string, input: SaleCreateInput, soldBy: string): Promise<Anomaly[]> {
  if (input.customerId === null) return [];
  const program = await activeProgram(q, businessId);
  const redeemed = pointsRedeemed(input.payments);
  if (program === null && redeemed === 0) return [];
  const anomalies: Anomaly[] = [];
  let earned = input.pointsEarned ?? 0;
  if (program !== null) {
    const categories = await categoriesOf(q, businessId, input);
    const computed = saleEarns(program, input, (id) => categories.get(id) ?? null);
    if (input.pointsEarned === undefined) earned = computed;
    else if (computed !== input.pointsEarned) anomalies.push({ kind: 'points_mismatch', detail: { device: input.pointsEarned, server: computed } });
  }
  const movements = saleMovements(input, { id: program?.id ?? '', expiryMonths: program?.expiryMonths ?? null, earned }, { businessId, updatedAt: input.soldAt, version: 1, createdBy: soldBy });
  for (const m of movements) await insertMovement(q, businessId, { ...m, programId: program?.id ?? null });
  return anomalies;
}

/**
 * A refund or void of a sale with points: its share of what the sale earned is taken back and of
 * what it redeemed given back (written in the refund's transaction; ids from the refund's id).
 * The balance may go below zero when the points were spent meanwhile; later points pay it off.
 */
export async function refundSalePoints(
  q: Queryable,
  businessId: string,
  refund: { id: string; saleId: string; amount: number; refundedAt: string; customerId: string | null; saleTotal: number; refundedBy: string },
): Promise<void> {
  if (refund.customerId === null) return;
  const rows = (await q.query<DbRow>("SELECT * FROM point_movements WHERE business_id = $1 AND sale_id = $2 AND kind IN ('earned', 'redeemed') AND deleted_at IS NULL", [businessId, refund.saleId])).map(toPointMovement);
  if (rows.length === 0) return;
  const earned = rows.filter((m) => m.kind === 'earned').reduce((s, m) => s + m.points, 0);
  const redeemed = -rows.filter((m) => m.kind === 'redeemed').reduce((s, m) => s + m.points, 0);
  const { takeBack, giveBack } = refundPoints({ earned, redeemed, total: refund.saleTotal }, refund.amount);
  const base = { customerId: refund.customerId, kind: 'refunded' as const, saleId: refund.saleId, programId: rows[0]?.programId ?? null, reason: '', expiresAt: null, occurredAt: refund.refundedAt, createdBy: refund.refundedBy };
  if (takeBack > 0) await insertMovement(q, businessId, { ...base, id: refundPointsMovementId(refund.id, 'earned'), points: -takeBack });
  if (giveBack > 0) await insertMovement(q, businessId, { ...base, id: refundPointsMovementId(refund.id, 'redeemed'), points: giveBack });
}

async function insertMovement(q: Queryable, businessId: string, m: Omit<PointMovementRow, 'businessId' | 'updatedAt' | 'version'>): Promise<void> {
  const seq = await nextSeq(q, businessId);
  await q.query(
    `INSERT INTO point_movements (business_id, id, seq, customer_id, kind, points, sale_id, program_id, reason, expires_at, occurred_at, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (business_id, id) DO NOTHING`,
    [businessId, m.id, seq, m.customerId, m.kind, m.points, m.saleId, m.programId, m.reason, m.expiresAt, m.occurredAt, m.createdBy],
  );
}

/**
 * A customer's points: GET the balance and ledger (whoever sees customers or uses the till), and
 * POST /pointMovements, a manual adjustment with a reason (customers Full), refused below zero.
 */
export function registerRewardPointRoutes(app: FastifyInstance, db: Db, clock: () => Date): void {
  const read = { anyOf: [{ area: 'customers', level: 1 }, { pos: true }] } as const;
  addRoute(app, { method: 'GET', url: '/b/:businessId/customers/:id/points', access: read, writes: false, params: idParams }, async ({ params }) => {
    const { businessId, id } = params;
    const [customer] = await db.query<DbRow>('SELECT deleted_at FROM customers WHERE business_id = $1 AND id = $2', [businessId, id]);
    if (customer === undefined || customer.deleted_at !== null) fail(404, 'No such customer.');
    const movements = await movementsOf(db, businessId, id);
    movements.sort((a, b) => b.occurredAt.localeCompare(a.occurredAt) || b.id.localeCompare(a.id));
    return { customerId: id, balance: pointsBalanceAt(movements, clock().toISOString()), movements };
  });

  addRoute(
    app,
    { method: 'POST', url: '/b/:businessId/pointMovements', access: { anyOf: [{ area: 'customers', level: 3 }] }, writes: true, params: bizParams, body: pointAdjustmentSchema },
    async ({ req, reply, params, body, caller }) => {
      const { businessId } = params;
      const userId = caller().userId;
      return sendWrite(db, req, reply, businessId, async (q) => {
        const off = await requireFeature(q, businessId, 'rewardPts');
        if (off !== null) return off;
        const [existing] = await q.query<DbRow>('SELECT * FROM point_movements WHERE business_id = $1 AND id = $2', [businessId, body.id]);
        if (existing !== undefined) return { status: 409, body: problem(409, 'A point movement with this id already exists.', { id: 'conflict.idExists' }) };
        const [customer] = await q.query<DbRow>('SELECT merged_into, deleted_at FROM customers WHERE business_id = $1 AND id = $2', [businessId, body.customerId]);
        if (customer === undefined || customer.deleted_at !== null) return { status: 400, body: problem(400, 'No such customer.', { customerId: 'customers.points.unknownCustomer' }) };
        // An adjustment made offline on a customer since merged lands on the one kept.
        const owner = typeof customer.merged_into === 'string' ? customer.merged_into : body.customerId;
        if (body.points < 0) {
          const held = pointsBalanceAt(await movementsOf(q, businessId, owner), clock().toISOString());
          if (held + body.points < 0) return { status: 409, body: problem(409, 'The customer does not hold that many points.', { points: 'customers.points.overBalance' }) };
        }
        await insertMovement(q, businessId, {
          id: body.id, customerId: owner, kind: 'adjusted', points: body.points, saleId: null, programId: null, reason: body.reason, expiresAt: null, occurredAt: body.occurredAt, createdBy: userId,
        });
        const [row] = await q.query<DbRow>('SELECT * FROM point_movements WHERE business_id = $1 AND id = $2', [businessId, body.id]);
        if (row === undefined) throw new Error('INSERT left no row');
        return { status: 201, body: toPointMovement(row) };
      });
    },
  );
}
