import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { refundCreateSchema } from '@/lib/checkout/sale-schema';
import type { CartLine } from '@/lib/checkout/sale-schema';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { fail, problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { toRefund } from '@server/rows/checkout-mappers';
import { json, num, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { READ_PAYMENTS, REFUND, canRefund, paymentScope } from '@server/routes/checkout-access';
import { refreshCustomerStats } from '@server/routes/customer-stats';
import { moveCredit, moveStock, recordAnomalies, type Anomaly } from '@server/routes/checkout-ledger';
import { refundSalePoints } from '@server/routes/reward-points';
import { reverseSaleCommissions } from '@server/routes/sale-commissions';
import { addRoute } from '@server/http/route';
import { addRollups, branchTimeZone } from '@server/routes/report-rollups';
import { refundDeltas } from '@/lib/reports/rollup';
import { refundPackages } from '@server/routes/package-ledger';
import { refundRefusal, refundRefusalKey } from '@/lib/checkout/refund-rules';
import { issueRefundNote } from '@server/einvoice/refund-note';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

async function findRefund(q: Queryable, businessId: string, id: string): Promise<DbRow | undefined> {
  return (await q.query<DbRow>('SELECT * FROM refunds WHERE business_id = $1 AND id = $2', [businessId, id]))[0];
}

/** Refunds and voids: new append-only records with a reason; the sale itself never changes. */
export function registerRefundRoutes(app: FastifyInstance, db: Db): void {
  addRoute(app, { method: 'GET', url: '/b/:businessId/refunds/:id', access: READ_PAYMENTS, writes: false, params: idParams }, async ({ params, caller: callerFn }) => {
    const { businessId, id } = params;
    const c = callerFn();
    const scope = paymentScope(c.member);
    const row = await findRefund(db, businessId, id);
    if (row === undefined || scope === 'none' || (scope === 'own' && row.refunded_by !== c.userId)) fail(404, 'No such refund.');
    return toRefund(row);
  });

  addRoute(app, { method: 'POST', url: '/b/:businessId/refunds', access: REFUND, writes: true, params: bizParams, body: refundCreateSchema }, async (c) => {
    const { req, reply, body: input } = c;
    const { businessId } = c.params;
    const caller = c.caller();
    return sendWrite(db, req, reply, businessId, async (q) => {
      const existing = await findRefund(q, businessId, input.id);
      if (existing !== undefined) return { status: 200, body: toRefund(existing) };
      const sale = (await q.query<DbRow>('SELECT * FROM sales WHERE business_id = $1 AND id = $2', [businessId, input.saleId]))[0];
      if (sale === undefined) return { status: 404, body: problem(404, 'No such sale.', { saleId: 'validation.unknownSale' }) };
      if (!canRefund(caller.member, str(sale.sold_by), caller.userId)) {
        return { status: 403, body: problem(403, 'This needs the payment permission at level 2.', { payment: 'permissions.insufficient' }) };
      }
      const customerId = sale.customer_id === null ? null : str(sale.customer_id);
      const lines = json<CartLine[]>(sale.lines);
      const anomalies: Anomaly[] = [];
      const before = await q.query<{ s: string; n: string }>('SELECT coalesce(sum(amount), 0)::text AS s, count(*)::text AS n FROM refunds WHERE business_id = $1 AND sale_id = $2', [
        businessId,
        input.saleId,
      ]);
      const refusal = refundRefusal({ customerId, lines }, Number(before[0]?.n ?? 0), input.amount);
      if (refusal === 'zeroWithoutPackages') return { status: 400, body: problem(400, 'A refund of 0 gives back only package sessions, and this sale used none.', { amount: refundRefusalKey(refusal) }) };
      if (refusal === 'packagesAlreadyBack') return { status: 409, body: problem(409, "An earlier refund already gave this sale's packages back.", { amount: refundRefusalKey(refusal) }) };
      const refunded = Number(before[0]?.s ?? 0) + input.amount;
      if (refunded > num(sale.total)) anomalies.push({ kind: 'refund_exceeds_sale', detail: { saleId: input.saleId, refunded, total: num(sale.total) } });

      for (const r of input.restock) {
        const line = lines.find((l) => l.id === r.lineId);
        if (line?.kind === 'product' && line.itemId !== null) {
          await moveStock(q, businessId, { productId: line.itemId, branchId: str(sale.branch_id), delta: Math.min(r.quantity, line.quantity), reason: 'refund', refId: input.id });
        }
      }
      if (input.method === 'credit' && customerId !== null && input.amount > 0) await moveCredit(q, businessId, customerId, input.amount, 'refund', input.id, str(sale.currency));
      await refundSalePoints(q, businessId, { ...input, customerId, saleTotal: num(sale.total), refundedBy: caller.userId });

      const seq = await nextSeq(q, businessId);
      const rows = await q.query<DbRow>(
        `INSERT INTO refunds (business_id, id, seq, sale_id, kind, amount, method, reason, restock, device_id, shift_id, refunded_by, refunded_at)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb, $10, $11, $12, $13) RETURNING *`,
        [businessId, input.id, seq, input.saleId, input.kind, input.amount, input.method, input.reason, JSON.stringify(input.restock), input.deviceId, input.shiftId, caller.userId, input.refundedAt],
      );
      await recordAnomalies(q, businessId, input.id, input.saleId, anomalies);
      await refundPackages(q, businessId, { id: input.saleId, customerId }, { id: input.id, by: caller.userId, at: input.refundedAt });
      const branchId = str(sale.branch_id);
      const timeZone = await branchTimeZone(q, businessId, branchId);
      await addRollups(q, businessId, refundDeltas(input, { branchId, soldBy: str(sale.sold_by) }, timeZone));
      await reverseSaleCommissions(q, businessId, { id: input.saleId, total: num(sale.total), timeZone }, input);
      await refreshCustomerStats(q, businessId, [customerId]);
      await issueRefundNote(q, businessId, { id: input.id, saleId: input.saleId, amount: input.amount }, caller.userId, timeZone, new Date());
      const row = rows[0];
      if (row === undefined) throw new Error('INSERT returned nothing');
      return { status: 201, body: toRefund(row) };
    });
  });
}
