import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db } from '@server/db/types';
import { fail } from '@server/http/problem';
import { addRoute } from '@server/http/route';
import { FEATURE_FLAGS, type FeatureFlag } from '@/lib/features';

const COUNTABLE = [
  'customers', 'members', 'branches', 'services', 'products', 'appointments', 'stock_movements', 'idempotency_keys',
  'sales', 'refunds', 'shifts', 'balances', 'credit_movements', 'voucher_movements', 'sale_anomalies', 'invoices',
  'website_settings', 'packages', 'discounts', 'voucher_types', 'reward_programs', 'point_movements',
  'package_holdings', 'package_redemptions', 'commission_patterns',
] as const;
/** Tables without soft delete (no deleted_at column). */
const APPEND_ONLY: ReadonlySet<string> = new Set(['stock_movements', 'idempotency_keys', 'voucher_movements']);
/** Columns a test may sum with `sum=` (e.g. sales.total, stock_movements.delta). */
const SUMMABLE = ['total', 'delta', 'amount'] as const;
type Countable = (typeof COUNTABLE)[number];

const countParams = z.object({ table: z.enum(COUNTABLE, 'validation.unknownTable') });
const countQuery = z.object({
  businessId: z.uuid('validation.invalidId'),
  includeDeleted: z.enum(['0', '1']).default('0'),
  /** A column to group by: the answer then lists the values held by more than one row. */
  duplicatesBy: z.string().regex(/^[a-z_]{1,63}$/, 'validation.invalid').optional(),
  /** A column to sum over the counted rows (e.g. sales total): the answer then has `sum`. */
  sum: z.enum(SUMMABLE, 'validation.invalid').optional(),
});
const runNowBody = z.object({
  businessId: z.uuid('validation.invalidId'),
  queue: z.string().regex(/^[a-z][a-z0-9_.-]{0,63}$/, 'validation.invalid'),
});
const featuresBody = z.object({
  businessId: z.uuid('validation.invalidId'),
  /** The flags to set on the business's stored values (the others stay as they are). */
  flags: z.partialRecord(z.enum(FEATURE_FLAGS as [FeatureFlag, ...FeatureFlag[]]), z.boolean()),
});
const rowsBody = z.object({
  businessId: z.uuid('validation.invalidId'),
  ids: z.array(z.uuid('validation.invalidId')).max(10_000),
});

function isSoftDeletable(table: Countable): boolean {
  return !APPEND_ONLY.has(table);
}

async function assertColumn(db: Db, table: Countable, column: string): Promise<void> {
  const found = await db.query(
    'SELECT 1 FROM information_schema.columns WHERE table_schema = $1 AND table_name = $2 AND column_name = $3',
    [db.schema, table, column],
  );
  if (found.length === 0) fail(400, `No column ${column} in ${table}.`, { duplicatesBy: 'validation.invalid' });
}

/**
 * Tests only (registered with faults on):
 * - GET /__count/:table?businessId=[&includeDeleted=1][&duplicatesBy=column] — how many rows, and
 *   with duplicatesBy the values that more than one row holds (`{value, count}`);
 * - POST /__rows/:table {businessId, ids} — the rows with those ids, deleted ones included
 *   (`deleted: true`), so a test can check each id exists exactly once and holds what it sent;
 * - POST /__jobs/run-now {businessId, queue} — the business's queued jobs of that queue fall due
 *   now (the clock moved on to their time), so the runner takes them at its next poll;
 * - POST /__features {businessId, flags} — sets feature flags of the business (a plan without
 *   membership, say), answering the stored values; devices see them at their next /initial.
 */
export function registerCountRoute(app: FastifyInstance, db: Db): void {
  // Test-only (faults on): public, like /__faults.
  addRoute(app, { method: 'GET', url: '/__count/:table', access: 'public', writes: false, params: countParams, query: countQuery }, async ({ params, query }) => {
    const { table } = params;
    const { businessId, includeDeleted, duplicatesBy, sum } = query;
    // Live customers are the listed ones: archived and merged customers are kept but not listed.
    const listed = table === 'customers' ? ' AND archived_at IS NULL AND merged_into IS NULL' : '';
    const live = isSoftDeletable(table) && includeDeleted === '0' ? `AND deleted_at IS NULL${listed}` : '';
    if (sum !== undefined) await assertColumn(db, table, sum);
    const summed = sum === undefined ? '' : `, coalesce(sum(${sum}), 0)::text AS s`;
    const rows = await db.query<{ n: string; s?: string }>(
      `SELECT count(*)::text AS n${summed} FROM ${table} WHERE business_id = $1 ${live}`,
      [businessId],
    );
    const count = Number(rows[0]?.n ?? 0);
    if (sum !== undefined) return { table, count, sum: Number(rows[0]?.s ?? 0) };
    if (duplicatesBy === undefined) return { table, count };
    await assertColumn(db, table, duplicatesBy);
    const groups = await db.query<{ value: unknown; n: string }>(
      `SELECT ${duplicatesBy} AS value, count(*)::text AS n FROM ${table} WHERE business_id = $1 ${live}
       GROUP BY ${duplicatesBy} HAVING count(*) > 1 ORDER BY 2 DESC LIMIT 100`,
      [businessId],
    );
    return { table, count, duplicates: groups.map((g) => ({ value: g.value, count: Number(g.n) })) };
  });

  addRoute(app, { method: 'POST', url: '/__features', access: 'public', writes: false, body: featuresBody }, async ({ body }) => {
    const rows = await db.query<{ features: unknown }>('UPDATE businesses SET features = features || $2::text::jsonb WHERE id = $1 RETURNING features', [body.businessId, JSON.stringify(body.flags)]);
    if (rows[0] === undefined) fail(404, 'No such business.');
    return { features: typeof rows[0].features === 'string' ? (JSON.parse(rows[0].features) as unknown) : rows[0].features };
  });

  addRoute(app, { method: 'POST', url: '/__rows/:table', access: 'public', writes: false, params: countParams, body: rowsBody }, async ({ params, body }) => {
    const { table } = params;
    const { businessId, ids } = body;
    if (!isSoftDeletable(table)) fail(400, `${table} has no rows by id.`, { table: 'validation.unknownTable' });
    const rows = await db.query<Record<string, unknown>>(
      `SELECT * FROM ${table} WHERE business_id = $1
       AND id IN (SELECT jsonb_array_elements_text($2::text::jsonb)::uuid)`,
      [businessId, JSON.stringify(ids)],
    );
    return {
      rows: rows.map(({ deleted_at: deletedAt, ...row }) => ({ ...row, deleted: deletedAt !== null && deletedAt !== undefined })),
    };
  });

  addRoute(app, { method: 'POST', url: '/__jobs/run-now', access: 'public', writes: true, body: runNowBody }, async ({ body }) => {
    const rows = await db.query<{ id: unknown }>(
      `UPDATE jobs SET run_at = now(), updated_at = now() WHERE queue = $1 AND business_id = $2 AND state = 'queued' RETURNING id`,
      [body.queue, body.businessId],
    );
    return { due: rows.length };
  });
}
