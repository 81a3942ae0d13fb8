import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { creditAdjustmentSchema } from '@/lib/schemas/customer-actions';
import type { Db } from '@server/db/types';
import { addRoute } from '@server/http/route';
import { problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { toBalance } from '@server/rows/checkout-mappers';
import type { DbRow } from '@server/rows/mappers';
import { moveCredit, recordAnomalies } from '@server/routes/checkout-ledger';

const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

/**
 * A manual credit adjustment: POST /customers/{id}/credits (payment level 2). One signed movement
 * on the ledger; the balance is the sum of movements, so adjustments and offline sales from
 * several devices add up. Below zero is flagged for review (credit_overdrawn), as checkout does.
 */
export function registerCustomerCreditRoutes(app: FastifyInstance, db: Db): void {
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
