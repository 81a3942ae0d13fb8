import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '@server/db/types';
import { parseOr400 } from '@server/http/problem';

const COUNTABLE = ['customers', 'members', 'branches', 'services', 'products', 'appointments', 'stock_movements', 'idempotency_keys'] as const;

const countParams = z.object({ table: z.enum(COUNTABLE, 'validation.unknownTable') });
const countQuery = z.object({ businessId: z.uuid('validation.invalidId'), includeDeleted: z.enum(['0', '1']).default('0') });

/** GET /__count/:table?businessId= — tests only (registered with faults on). */
export function registerCountRoute(app: FastifyInstance, db: Db): void {
  app.get('/__count/:table', async (req) => {
    const { table } = parseOr400(countParams, req.params, 'path');
    const { businessId, includeDeleted } = parseOr400(countQuery, req.query, 'query');
    const softDeletable = table !== 'stock_movements' && table !== 'idempotency_keys';
    const live = softDeletable && includeDeleted === '0' ? 'AND deleted_at IS NULL' : '';
    const rows = await db.query<{ n: string }>(
      `SELECT count(*)::text AS n FROM ${table} WHERE business_id = $1 ${live}`,
      [businessId],
    );
    return { table, count: Number(rows[0]?.n ?? 0) };
  });
}
