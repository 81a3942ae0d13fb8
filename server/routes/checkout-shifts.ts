import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { cashMovementSchema, shiftCloseSchema, shiftOpenSchema, type CashMovement, type Payment, type SaleTotals } from '@/lib/checkout/sale-schema';
import type { PaymentMethod } from '@/lib/checkout/settings';
import { zReport } from '@/lib/checkout/shift-report';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { toShift } from '@server/rows/checkout-mappers';
import { json, num, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { POS } from '@server/routes/checkout-access';
import { fail } from '@server/http/problem';
import { addRoute } from '@server/http/route';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

async function findShift(q: Queryable, businessId: string, id: string): Promise<DbRow | undefined> {
  return (await q.query<DbRow>('SELECT * FROM shifts WHERE business_id = $1 AND id = $2', [businessId, id]))[0];
}

const noShift = { status: 404, body: problem(404, 'No such shift.', { shiftId: 'validation.unknownShift' }) };

/** Shifts: open with a float, cash in and out (appended, never replaced), close with a Z report. */
export function registerShiftRoutes(app: FastifyInstance, db: Db): void {
  addRoute(app, { method: 'GET', url: '/b/:businessId/shifts/:id', access: POS, writes: false, params: idParams }, async ({ params }) => {
    const { businessId, id } = params;
    const row = await findShift(db, businessId, id);
    if (row === undefined) fail(404, 'No such shift.');
    return toShift(row);
  });

  addRoute(app, { method: 'POST', url: '/b/:businessId/shifts', access: POS, writes: true, params: bizParams, body: shiftOpenSchema }, async (c) => {
    const { req, reply, body: input } = c;
    const { businessId } = c.params;
    const caller = c.caller();
    return sendWrite(db, req, reply, businessId, async (q) => {
      const existing = await findShift(q, businessId, input.id);
      if (existing !== undefined) return { status: 200, body: toShift(existing) };
      const seq = await nextSeq(q, businessId);
      const rows = await q.query<DbRow>(
        `INSERT INTO shifts (business_id, id, seq, branch_id, device_id, opened_by, opened_at, opening_float, status)
         VALUES ($1, $2, $3, $4, $5, $6, $7, $8, 'open') RETURNING *`,
        [businessId, input.id, seq, input.branchId, input.deviceId, caller.userId, input.openedAt, input.openingFloat],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('INSERT returned nothing');
      return { status: 201, body: toShift(row) };
    });
  });

  const movementsRoute = { method: 'POST', url: '/b/:businessId/shifts/:id/movements', access: POS, writes: true, params: idParams, body: cashMovementSchema } as const;
  addRoute(app, movementsRoute, async ({ req, reply, params, body: movement }) => {
    const { businessId, id } = params;
    return sendWrite(db, req, reply, businessId, async (q) => {
      const shift = await findShift(q, businessId, id);
      if (shift === undefined) return noShift;
      const movements = json<CashMovement[]>(shift.movements);
      if (movements.some((m) => m.id === movement.id)) return { status: 200, body: toShift(shift) };
      const seq = await nextSeq(q, businessId);
      const rows = await q.query<DbRow>(
        `UPDATE shifts SET movements = $4::text::jsonb, seq = $3, version = version + 1, updated_at = now()
         WHERE business_id = $1 AND id = $2 RETURNING *`,
        [businessId, id, seq, JSON.stringify([...movements, movement])],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('UPDATE returned nothing');
      return { status: 200, body: toShift(row) };
    });
  });

  addRoute(app, { method: 'POST', url: '/b/:businessId/shifts/:id/close', access: POS, writes: true, params: idParams, body: shiftCloseSchema }, async (c) => {
    const { req, reply, body: input } = c;
    const { businessId, id } = c.params;
    const caller = c.caller();
    return sendWrite(db, req, reply, businessId, async (q) => {
      const shift = await findShift(q, businessId, id);
      if (shift === undefined) return noShift;
      if (shift.status === 'closed') return { status: 200, body: toShift(shift) };
      const sales = await q.query<DbRow>('SELECT totals, payments FROM sales WHERE business_id = $1 AND shift_id = $2', [businessId, id]);
      const refunds = await q.query<DbRow>('SELECT amount, method FROM refunds WHERE business_id = $1 AND shift_id = $2', [businessId, id]);
      const report = zReport({
        openingFloat: num(shift.opening_float),
        movements: json<CashMovement[]>(shift.movements),
        sales: sales.map((s) => ({ totals: json<SaleTotals>(s.totals), payments: json<Payment[]>(s.payments) })),
        refunds: refunds.map((r) => ({ amount: num(r.amount), method: str(r.method) as PaymentMethod })),
        countedCash: input.countedCash,
      });
      const seq = await nextSeq(q, businessId);
      const rows = await q.query<DbRow>(
        `UPDATE shifts SET status = 'closed', closed_by = $4, closed_at = $5, counted_cash = $6, z_number = $7, z_report = $8::text::jsonb,
           seq = $3, version = version + 1, updated_at = now()
         WHERE business_id = $1 AND id = $2 RETURNING *`,
        [businessId, id, seq, caller.userId, input.closedAt, input.countedCash, input.zNumber, JSON.stringify(report)],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('UPDATE returned nothing');
      return { status: 200, body: toShift(row) };
    });
  });
}
