import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { creditAdjustmentSchema } from '@/lib/schemas/customer-actions';
import type { Db } from '@server/db/types';
import { addRoute } from '@server/http/route';
import { fail, problem } from '@server/http/problem';
import { ledgerBalance } from '@/lib/customers/ledger';
import { sendWrite } from '@server/http/write-route';
import { toBalance, toCreditMovement } from '@server/rows/checkout-mappers';
import type { DbRow } from '@server/rows/mappers';
import { moveCredit, recordAnomalies } from '@server/routes/checkout-ledger';

const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });
const creditParams = idParams.extend({ creditId: z.uuid('validation.invalidId') });

/**
 * A manual credit adjustment: POST /customers/{id}/credits (payment level 2). One signed movement
 * on the ledger; the balance is the sum of movements, so adjustments and offline sales from
 * several devices add up. Below zero is flagged for review (credit_overdrawn), as checkout does.
 */
export function registerCustomerCreditRoutes(app: FastifyInstance, db: Db): void {
  // Reading a balance and its ledger: whoever sees customers, or takes payments.
  const read = { anyOf: [{ area: 'customers', level: 1 }, { area: 'payment', level: 1 }] } as const;

  /** The customer's credit: the balance (the sum of the movements) and the movements, newest first. */
  addRoute(app, { method: 'GET', url: '/b/:businessId/customers/:id/credits', access: read, writes: false, params: idParams }, async ({ params }) => {
    const { businessId, id } = params;
    const [customer] = await db.query<DbRow>('SELECT deleted_at FROM customers WHERE business_id = $1 AND id = $2', [businessId, id]);
    if (customer === undefined || customer.deleted_at !== null) fail(404, 'No such customer.');
    const rows = await db.query<DbRow>(
      'SELECT * FROM credit_movements WHERE business_id = $1 AND customer_id = $2 AND deleted_at IS NULL ORDER BY created_at DESC, id DESC',
      [businessId, id],
    );
    const [business] = await db.query<{ currency: string }>('SELECT currency FROM businesses WHERE id = $1', [businessId]);
    const movements = rows.map(toCreditMovement);
    return { customerId: id, balance: ledgerBalance(movements), currency: movements[0]?.currency ?? business?.currency ?? 'myr', movements };
  });

  /** One movement of the customer's ledger. */
  addRoute(app, { method: 'GET', url: '/b/:businessId/customers/:id/credits/:creditId', access: read, writes: false, params: creditParams }, async ({ params }) => {
    const { businessId, id, creditId } = params;
    const [row] = await db.query<DbRow>('SELECT * FROM credit_movements WHERE business_id = $1 AND customer_id = $2 AND id = $3 AND deleted_at IS NULL', [
      businessId,
      id,
      creditId,
    ]);
    if (row === undefined) fail(404, 'No such credit movement.');
    return toCreditMovement(row);
  });

  addRoute(
    app,
    {
      method: 'POST',
      url: '/b/:businessId/customers/:id/credits',
      access: { anyOf: [{ area: 'payment', level: 2 }] },
      writes: true,
      params: idParams,
      body: creditAdjustmentSchema,
    },
    async ({ req, reply, params, body }) => {
      const { businessId, id } = params;
      return sendWrite(db, req, reply, businessId, async (q) => {
        const [customer] = await q.query<DbRow>('SELECT merged_into, deleted_at FROM customers WHERE business_id = $1 AND id = $2', [businessId, id]);
        if (customer === undefined || customer.deleted_at !== null) return { status: 404, body: problem(404, 'No such customer.') };
        // An adjustment made offline on a customer since merged lands on the one kept.
        const owner = typeof customer.merged_into === 'string' ? customer.merged_into : id;
        const balance = await moveCredit(q, businessId, owner, body.delta, `adjustment: ${body.reason}`, body.movementId, body.currency);
        if (balance < 0) await recordAnomalies(q, businessId, body.movementId, null, [{ kind: 'credit_overdrawn', detail: { customerId: owner, balance } }]);
        const [row] = await q.query<DbRow>('SELECT * FROM balances WHERE business_id = $1 AND id = $2', [businessId, owner]);
        if (row === undefined) throw new Error('The credit balance was not written');
        return { status: 201, body: toBalance(row) };
      });
    },
  );
}
