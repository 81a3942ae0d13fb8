import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Change, ChangesResponse, SyncedRows, SyncedTable } from '@/lib/api-types';
import type { Db, Queryable } from '@server/db/types';
import { appointmentScope, can } from '@server/http/access';
import type { Caller } from '@server/http/auth';
import { callerOf } from '@server/http/caller';
import { fail, parseOr400 } from '@server/http/problem';
import { num, str } from '@server/rows/convert';
import {
  toAppointment,
  toBranch,
  toCustomer,
  toMember,
  toProduct,
  toService,
  type DbRow,
} from '@server/rows/mappers';
import { toBalance, toCheckoutSettings, toPackage, toRefund, toSale, toSaleAnomaly, toShift } from '@server/rows/checkout-mappers';
import { canUsePos, paymentScope } from '@server/routes/checkout-access';

const DEFAULT_LIMIT = 1000;
const MAX_LIMIT = 5000;
/** Rows read per query when building a page (see the route). */
const CHUNK_ROWS = 1000;

const querySchema = z.object({
  since: z
    .string()
    .regex(/^\d{1,15}$/, 'validation.invalidCursor')
    .default('0'),
  limit: z.coerce.number().int('validation.invalidLimit').min(1, 'validation.invalidLimit').default(DEFAULT_LIMIT),
  /**
   * Only these tables (comma-separated names): a device pulls what its first screens need
   * (team, catalogue, today's appointments) before the rest. Default: every table.
   */
  tables: z
    .string()
    .regex(/^[A-Za-z]+(,[A-Za-z]+)*$/, 'validation.unknownTable')
    .optional(),
  /** Only appointments starting in [startsFrom, startsBefore) (ISO 8601), e.g. around today. */
  startsFrom: z.iso.datetime({ offset: true, error: 'validation.invalidDate' }).optional(),
  startsBefore: z.iso.datetime({ offset: true, error: 'validation.invalidDate' }).optional(),
});

interface Source {
  table: SyncedTable;
  select: string;
  /** Extra WHERE condition and its parameters (numbered from $4), or null when hidden. */
  filter: (c: Caller) => { sql: string; params: unknown[] } | null;
  toRow: (r: DbRow) => SyncedRows[SyncedTable];
  /** The start-time column the startsFrom/startsBefore window applies to. */
  startColumn?: string;
  /**
   * For the tables a full pull is made of (customers, appointments): SQL building the wire row's
   * JSON text from `t`, exactly what `toRow` gives (tests/server/changes.test.ts compares them),
   * so the server only joins strings for most of a page.
   */
  json?: string;
}

/** A timestamptz as the mappers give it: UTC, milliseconds (truncated, as the drivers do), Z. */
const isoSql = (column: string): string => `to_char(${column} AT TIME ZONE 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.MS"Z"')`;
const META_JSON = `'id', t.id, 'businessId', t.business_id, 'updatedAt', ${isoSql('t.updated_at')}, 'version', t.version`;

const all = (): { sql: string; params: unknown[] } => ({ sql: '', params: [] });

/** Money records: all with payment ≥ 1, the caller's own with payment_self ≥ 1. */
function moneyScope(c: Caller, ownerColumn: string): { sql: string; params: unknown[] } | null {
  const scope = paymentScope(c.member);
  if (scope === 'none') return null;
  return scope === 'all' ? all() : { sql: `AND ${ownerColumn} = $4`, params: [c.userId] };
}

const SOURCES: Source[] = [
  { table: 'branches', select: 'SELECT t.* FROM branches t', filter: all, toRow: toBranch },
  { table: 'members', select: 'SELECT t.* FROM members t', filter: all, toRow: toMember },
  { table: 'services', select: 'SELECT t.* FROM services t', filter: all, toRow: toService },
  {
    table: 'products',
    select: `SELECT t.*, (SELECT coalesce(sum(m.delta), 0) FROM stock_movements m
              WHERE m.business_id = t.business_id AND m.product_id = t.id)::text AS stock FROM products t`,
    filter: all,
    toRow: toProduct,
  },
  {
    table: 'appointments',
    select: 'SELECT t.* FROM appointments t',
    filter: (c) => {
      const scope = appointmentScope(c.member);
      if (scope === 'none') return null;
      return scope === 'all' ? all() : { sql: 'AND t.member_id = $4', params: [c.userId] };
    },
    toRow: toAppointment,
    startColumn: 'start_at',
    json: `json_build_object(${META_JSON}, 'branchId', t.branch_id, 'kind', t.kind, 'status', t.status, 'source', t.source,
      'customerId', t.customer_id, 'memberId', t.member_id, 'serviceId', t.service_id,
      'startAt', ${isoSql('t.start_at')}, 'endAt', ${isoSql('t.end_at')}, 'notes', t.notes)::text`,
  },
  {
    table: 'customers',
    select: 'SELECT t.* FROM customers t',
    filter: (c) => (can(c.member, 'customers', 1) ? all() : null),
    toRow: toCustomer,
    json: `json_build_object(${META_JSON}, 'firstName', t.first_name, 'lastName', t.last_name, 'email', t.email,
      'phone', t.phone, 'notes', t.notes, 'branchId', t.branch_id, 'createdAt', ${isoSql('t.created_at')})::text`,
  },
  { table: 'sales', select: 'SELECT t.* FROM sales t', filter: (c) => moneyScope(c, 't.sold_by'), toRow: toSale },
  { table: 'refunds', select: 'SELECT t.* FROM refunds t', filter: (c) => moneyScope(c, 't.refunded_by'), toRow: toRefund },
  { table: 'shifts', select: 'SELECT t.* FROM shifts t', filter: (c) => (canUsePos(c.member) ? all() : null), toRow: toShift },
  {
    table: 'balances',
    select: 'SELECT t.* FROM balances t',
    filter: (c) => (canUsePos(c.member) || can(c.member, 'customers', 1) ? all() : null),
    toRow: toBalance,
  },
  { table: 'checkoutSettings', select: 'SELECT t.* FROM checkout_settings t', filter: all, toRow: toCheckoutSettings },
  { table: 'packages', select: 'SELECT t.* FROM packages t', filter: all, toRow: toPackage },
  {
    table: 'saleAnomalies',
    select: 'SELECT t.* FROM sale_anomalies t',
    filter: (c) => (paymentScope(c.member) === 'all' ? all() : null),
    toRow: toSaleAnomaly,
  },
];

interface Item {
  seq: number;
  /** The change as JSON text. */
  json: string;
}

interface StartWindow {
  from?: string | undefined;
  before?: string | undefined;
}

/** The table a source reads (its select ends `FROM <table> t`), for the seq-only pass. */
function tableOf(s: Source): string {
  const match = /\bFROM (\w+) t$/.exec(s.select);
  if (match?.[1] === undefined) throw new Error(`Source ${s.table}: the select must end with FROM <table> t`);
  return match[1];
}

/**
 * The source's conditions after the business and the cursor: its filter ($4…) and the start
 * window. $3 is the caller's (a LIMIT, or the page's last seq).
 */
function conditions(s: Source, c: Caller, window: StartWindow): { sql: string; params: unknown[] } | null {
  const f = s.filter(c);
  if (f === null) return null;
  const params = [...f.params];
  let sql = f.sql;
  if (s.startColumn !== undefined) {
    if (window.from !== undefined) {
      params.push(window.from);
      sql += ` AND t.${s.startColumn} >= $${params.length + 3}`;
    }
    if (window.before !== undefined) {
      params.push(window.before);
      sql += ` AND t.${s.startColumn} < $${params.length + 3}`;
    }
  }
  return { sql, params };
}

/** The first `take` seqs after the cursor (index keys only: no row is read or mapped). */
async function readSeqs(q: Queryable, s: Source, c: Caller, since: string, take: number, window: StartWindow): Promise<number[]> {
  const w = conditions(s, c, window);
  if (w === null) return [];
  const rows = await q.query<{ seq: unknown }>(
    `SELECT t.seq FROM ${tableOf(s)} t WHERE t.business_id = $1 AND t.seq > $2 ${w.sql} ORDER BY t.seq LIMIT $3`,
    [c.businessId, since, take, ...w.params],
  );
  return rows.map((r) => num(r.seq));
}

/** The source's changes in (since, last]: only rows the page returns, as JSON text. */
async function readChanges(q: Queryable, s: Source, c: Caller, since: string, last: number, window: StartWindow): Promise<Item[]> {
  const w = conditions(s, c, window);
  if (w === null) return [];
  const where = `WHERE t.business_id = $1 AND t.seq > $2 AND t.seq <= $3 ${w.sql} ORDER BY t.seq`;
  const params = [c.businessId, since, last, ...w.params];
  const tombstone = (id: string): string => JSON.stringify({ table: s.table, op: 'delete', id } satisfies Change);
  if (s.json !== undefined) {
    const rows = await q.query<{ seq: unknown; id: unknown; deleted: unknown; j: unknown }>(
      `SELECT t.seq, t.id::text AS id, t.deleted_at IS NOT NULL AS deleted, CASE WHEN t.deleted_at IS NULL THEN ${s.json} END AS j
       FROM ${tableOf(s)} t ${where}`,
      params,
    );
    // ids are uuids: nothing in them needs escaping.
    const head = `{"table":${JSON.stringify(s.table)},"op":"put","id":"`;
    return rows.map((r): Item => {
      const id = str(r.id);
      return { seq: num(r.seq), json: r.deleted === true ? tombstone(id) : `${head}${id}","row":${str(r.j)}}` };
    });
  }
  // Each row comes back as ONE JSON text column: the drivers then decode one value per row
  // instead of converting every column (PGlite's per-column parsing was most of a page's time).
  // The mappers take the parsed object as they take a driver's row (same snake_case keys).
  const rows = await q.query<{ j: unknown }>(`SELECT row_to_json(r)::text AS j FROM (${s.select} ${where}) r`, params);
  return rows.map((raw): Item => {
    const r = JSON.parse(str(raw.j)) as DbRow;
    const id = str(r.id);
    return { seq: num(r.seq), json: r.deleted_at !== null ? tombstone(id) : JSON.stringify({ table: s.table, op: 'put', id, row: s.toRow(r) }) };
  });
}

/**
 * The delta feed: every row of the business changed after the cursor, in seq order (seq order is
 * commit order, see db/seq.ts), with tombstones for soft-deleted rows, filtered to what the
 * caller may read. All tables are read in one REPEATABLE READ snapshot so a page never mixes
 * moments. The cursor is the last seq handed out, as an opaque string. `tables` and the
 * appointments' start window narrow the feed, for a cold device's first screens: the cursor of
 * such a page only stands for the rows it selected.
 */
export function registerChangesRoute(app: FastifyInstance, db: Db): void {
  app.get('/b/:businessId/changes', async (req, reply) => {
    const caller = callerOf(req);
    const { since, limit: asked, tables, startsFrom, startsBefore } = parseOr400(querySchema, req.query, 'query');
    const limit = Math.min(asked, MAX_LIMIT);
    const wanted = tables === undefined ? null : new Set(tables.split(','));
    if (wanted !== null) {
      const known = new Set<string>(SOURCES.map((s) => s.table));
      if ([...wanted].some((t) => !known.has(t))) fail(400, 'Unknown table in tables.', { tables: 'validation.unknownTable' });
    }
    const sources = SOURCES.filter((s) => wanted === null || wanted.has(s.table));
    const window: StartWindow = { from: startsFrom, before: startsBefore };
    // Two passes in one snapshot: the seqs first (index keys only) to find where the page ends,
    // then only the rows up to there, a table at a time in runs of CHUNK_ROWS, letting the
    // process answer other requests in between (PGlite holds the event loop while it runs a query).
    const page = await db.tx(
      async (q) => {
        const seqs: { source: Source; seqs: number[] }[] = [];
        for (const s of sources) seqs.push({ source: s, seqs: await readSeqs(q, s, caller, since, limit + 1, window) });
        const all = seqs.flatMap((x) => x.seqs).sort((x, y) => x - y);
        const last = all[Math.min(limit, all.length) - 1];
        if (last === undefined) return { items: [], hasMore: false };
        const items: Item[] = [];
        for (const { source, seqs: mine } of seqs) {
          const inPage = mine.filter((seq) => seq <= last);
          for (let i = 0; i < inPage.length; i += CHUNK_ROWS) {
            const from = i === 0 ? since : String(inPage[i - 1]);
            const upTo = inPage[Math.min(i + CHUNK_ROWS, inPage.length) - 1] ?? last;
            items.push(...(await readChanges(q, source, caller, from, upTo, window)));
            await new Promise((resolve) => setImmediate(resolve));
          }
        }
        items.sort((x, y) => x.seq - y.seq);
        return { items, hasMore: all.length > limit };
      },
      { readOnlySnapshot: true },
    );
    const last = page.items[page.items.length - 1];
    // A ChangesResponse, joined from the changes' JSON texts.
    const cursor: ChangesResponse['cursor'] = last === undefined ? since : String(last.seq);
    const hasMore: ChangesResponse['hasMore'] = page.hasMore;
    const body = `{"changes":[${page.items.map((i) => i.json).join(',')}],"cursor":${JSON.stringify(cursor)},"hasMore":${String(hasMore)}}`;
    return reply.type('application/json; charset=utf-8').send(body);
  });
}
