import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { anomalyResolveSchema } from '@/lib/checkout/anomaly-schema';
import type { Db } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { problem } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { sendWrite } from '@server/http/write-route';
import { toSaleAnomaly } from '@server/rows/checkout-mappers';
import type { DbRow } from '@server/rows/mappers';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });
const listQuery = z.object({ status: z.enum(['open', 'all'], 'validation.invalid').default('open') });

/**
 * The review of what the server flagged on late or odd sales (stock below zero, a voucher
 * over-redeemed, totals that do not add up). Reading needs the payment permission at level 1
 * (all records); closing one, at level 2. The rows also reach devices on the delta feed.
 */
export function registerAnomalyRoutes(app: FastifyInstance, db: Db): void {
  const listRoute = { method: 'GET', url: '/b/:businessId/sale-anomalies', access: { anyOf: [{ area: 'payment', level: 1 }] }, writes: false, params: bizParams, query: listQuery } as const;
  addRoute(app, listRoute, async ({ params, query }) => {
    const { businessId } = params;
    const { status } = query;
    const rows = await db.query<DbRow>(
      `SELECT * FROM sale_anomalies WHERE business_id = $1 ${status === 'open' ? 'AND resolved_at IS NULL' : ''} ORDER BY created_at, id`,
      [businessId],
    );
    return rows.map(toSaleAnomaly);
  });

  /** Resolves or acknowledges an anomaly once: closing it again answers it as first closed. */
  const resolveRoute = {
    method: 'PATCH', url: '/b/:businessId/sale-anomalies/:id', access: { anyOf: [{ area: 'payment', level: 2 }] }, writes: true, params: idParams, body: anomalyResolveSchema,
  } as const;
  addRoute(app, resolveRoute, async (c) => {
    const { req, reply, body: input } = c;
    const { businessId, id } = c.params;
    const caller = c.caller();
    return sendWrite(db, req, reply, businessId, async (q) => {
      const found = (await q.query<DbRow>('SELECT * FROM sale_anomalies WHERE business_id = $1 AND id = $2', [businessId, id]))[0];
      if (found === undefined) return { status: 404, body: problem(404, 'No such anomaly.') };
      if (found.resolved_at !== null) return { status: 200, body: toSaleAnomaly(found) };
      const seq = await nextSeq(q, businessId);
      const rows = await q.query<DbRow>(
        `UPDATE sale_anomalies SET resolution = $3, resolution_note = $4, resolved_at = $5, resolved_by = $6, seq = $7,
           version = version + 1, updated_at = now()
         WHERE business_id = $1 AND id = $2 RETURNING *`,
        [businessId, id, input.resolution, input.note, input.resolvedAt, caller.userId, seq],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('UPDATE returned nothing');
      return { status: 200, body: toSaleAnomaly(row) };
    });
  });
}
