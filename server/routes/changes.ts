import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { ChangesResponse, SyncedRows, SyncedTable } from '@/lib/api-types';
import type { Db, Queryable } from '@server/db/types';
import { appointmentScope, can } from '@server/http/access';
import type { Caller } from '@server/http/auth';
import { fail } from '@server/http/problem';
import { addRoute } from '@server/http/route';
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
import { toBalance, toCreditMovement, toCheckoutSettings, toPackage, toRefund, toSale, toSaleAnomaly, toShift } from '@server/rows/checkout-mappers';
import { toAppointmentSeries, toBookingAction, toBookingSettings, toClassAttendee } from '@server/rows/appointment-mappers';
import { toEinvoiceProfile } from '@server/routes/einvoice-profiles';
import { toQuotationSettings } from '@server/routes/quotation-settings';
import { toWebsiteSettings } from '@server/routes/website-settings';
import { toSubscription } from '@server/billing/store';
import { toCampaign, toMessage, toMessageTemplate, toWhatsappSettings } from '@server/messaging/store';
import { toInvoice } from '@server/rows/invoice-mappers';
import { toDiscount } from '@server/rows/discount-mappers';
import { toVoucherType } from '@server/rows/voucher-type-mappers';
import { toPointMovement, toRewardProgram } from '@server/rows/reward-mappers';
import { toBusiness } from '@server/rows/business-mappers';
import { canUsePos, paymentScope } from '@server/routes/checkout-access';
import { toReportRollup } from '@server/rows/report-mappers';
import { PRODUCT_SELECT } from '@server/routes/catalogue-products';
import { toCommissionPattern, toSaleCommission } from '@server/rows/commission-mappers';
import { toPackageHolding, toPackageRedemption } from '@server/rows/package-mappers';
import { canSeeCommissionValues } from '@server/http/access';

const DEFAULT_LIMIT = 1000;
const MAX_LIMIT = 5000;
/** Rows read per query when building a page (see the route). */
const CHUNK_ROWS = 1000;

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });

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

/** Which rows of a table a caller may read: all, only those whose column holds their id, or none. */
type Scope = 'all' | { ownColumn: string } | null;

interface Source {
  table: SyncedTable;
  select: string;
  filter: (c: Caller) => Scope;
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

/** How a column is written into JSON: escaped text, a bare uuid or number, or an ISO timestamp. */
type JsonKind = 'text' | 'uuid' | 'int' | 'time' | 'json' | 'bool';

/**
 * SQL building a compact JSON object from `t`'s columns by concatenation (no spaces, NULL as
 * null), cheaper in PostgreSQL than json_build_object; keys are our own camelCase names.
 */
function jsonObjectSql(fields: readonly [key: string, column: string, kind: JsonKind][]): string {
  const value = (column: string, kind: JsonKind): string => {
    switch (kind) {
      case 'text':
        return `coalesce(to_json(${column})::text, 'null')`;
      case 'uuid':
        return `coalesce('"' || ${column} || '"', 'null')`;
      case 'int':
        return `coalesce(${column}::text, 'null')`;
      case 'time':
        return `coalesce('"' || ${isoSql(column)} || '"', 'null')`;
      case 'json':
        return `coalesce(${column}::text, 'null')`;
      case 'bool':
        return `CASE WHEN ${column} THEN 'true' ELSE 'false' END`;
    }
  };
  return `'{' || ${fields.map(([key, column, kind], i) => `'${i === 0 ? '' : ','}"${key}":' || ${value(column, kind)}`).join(' || ')} || '}'`;
}

const META_FIELDS: [string, string, JsonKind][] = [
  ['id', 't.id', 'uuid'],
  ['businessId', 't.business_id', 'uuid'],
  ['updatedAt', 't.updated_at', 'time'],
  ['version', 't.version', 'int'],
];

const all = (): Scope => 'all';
const anyBookings = (c: Caller): Scope => (appointmentScope(c.member) === 'none' ? null : 'all');

/** Money records: all with payment ≥ 1, the caller's own with payment_self ≥ 1. */
function moneyScope(c: Caller, ownColumn: string): Scope {
  const scope = paymentScope(c.member);
  if (scope === 'none') return null;
  return scope === 'all' ? 'all' : { ownColumn };
}

function reportingScope(c: Caller): Scope {
  if (can(c.member, 'reporting', 1)) return 'all';
  return can(c.member, 'reporting_self', 1) ? { ownColumn: 't.staff_id' } : null;
}

const SOURCES: Source[] = [
  // The organisation's own row (issue 17): every member reads it.
  { table: 'businesses', select: 'SELECT t.* FROM businesses t', filter: all, toRow: toBusiness },
  { table: 'branches', select: 'SELECT t.* FROM branches t', filter: all, toRow: toBranch },
  { table: 'members', select: 'SELECT t.* FROM members t', filter: all, toRow: toMember },
  { table: 'services', select: 'SELECT t.* FROM services t', filter: all, toRow: toService },
  {
    table: 'products',
    select: PRODUCT_SELECT,
    filter: all,
    toRow: toProduct,
  },
  {
    table: 'appointments',
    select: 'SELECT t.* FROM appointments t',
    filter: (c) => {
      const scope = appointmentScope(c.member);
      if (scope === 'none') return null;
      return scope === 'all' ? 'all' : { ownColumn: 't.member_id' };
    },
    toRow: toAppointment,
    startColumn: 'start_at',
    json: jsonObjectSql([
      ...META_FIELDS,
      ['branchId', 't.branch_id', 'uuid'],
      ['kind', 't.kind', 'text'],
      ['status', 't.status', 'text'],
      ['source', 't.source', 'text'],
      ['customerId', 't.customer_id', 'uuid'],
      ['memberId', 't.member_id', 'uuid'],
      ['serviceId', 't.service_id', 'uuid'],
      ['startAt', 't.start_at', 'time'],
      ['endAt', 't.end_at', 'time'],
      ['notes', 't.notes', 'text'],
      ['services', 't.services', 'json'],
      ['seriesId', 't.series_id', 'uuid'],
      ['attendance', 't.attendance', 'text'],
      ['tags', 't.tags', 'json'],
      ['cancelReason', 't.cancel_reason', 'text'],
      ['allowDoubleBooking', 't.allow_double_booking', 'bool'],
      ['capacity', 't.capacity', 'int'],
      ['saleId', 't.sale_id', 'uuid'],
      ['createdBy', 't.created_by', 'uuid'],
    ]),
  },
  // A series, a booking's history and a class's attendees go to whoever sees bookings at all.
  { table: 'appointmentSeries', select: 'SELECT t.* FROM appointment_series t', filter: anyBookings, toRow: toAppointmentSeries },
  { table: 'bookingActions', select: 'SELECT t.* FROM booking_actions t', filter: anyBookings, toRow: toBookingAction },
  { table: 'classAttendees', select: 'SELECT t.* FROM class_attendees t', filter: anyBookings, toRow: toClassAttendee },
  { table: 'bookingSettings', select: 'SELECT t.* FROM booking_settings t', filter: all, toRow: toBookingSettings },
  {
    table: 'customers',
    select: 'SELECT t.* FROM customers t',
    filter: (c) => (can(c.member, 'customers', 1) ? 'all' : null),
    toRow: toCustomer,
    json: jsonObjectSql([
      ...META_FIELDS,
      ['firstName', 't.first_name', 'text'],
      ['lastName', 't.last_name', 'text'],
      ['email', 't.email', 'text'],
      ['phone', 't.phone', 'text'],
      ['notes', 't.notes', 'text'],
      ['branchId', 't.branch_id', 'uuid'],
      ['createdAt', 't.created_at', 'time'],
      ['birthday', 't.birthday', 'text'],
      ['gender', 't.gender', 'text'],
      ['address', 't.address', 'json'],
      ['whatsappConsentAt', 't.whatsapp_consent_at', 'time'],
      ['emailConsentAt', 't.email_consent_at', 'time'],
      ['firstVisitAt', 't.first_visit_at', 'time'],
      ['lastVisitAt', 't.last_visit_at', 'time'],
      ['visitsCount', 't.visits_count', 'int'],
      ['totalSpent', 't.total_spent', 'int'],
      ['noShowCount', 't.no_show_count', 'int'],
      ['archivedAt', 't.archived_at', 'time'],
      ['mergedInto', 't.merged_into', 'uuid'],
      ['erasedAt', 't.erased_at', 'time'],
    ]),
  },
  { table: 'sales', select: 'SELECT t.* FROM sales t', filter: (c) => moneyScope(c, 't.sold_by'), toRow: toSale },
  { table: 'refunds', select: 'SELECT t.* FROM refunds t', filter: (c) => moneyScope(c, 't.refunded_by'), toRow: toRefund },
  { table: 'shifts', select: 'SELECT t.* FROM shifts t', filter: (c) => (canUsePos(c.member) ? 'all' : null), toRow: toShift },
  {
    table: 'balances',
    select: 'SELECT t.* FROM balances t',
    filter: (c) => (canUsePos(c.member) || can(c.member, 'customers', 1) ? 'all' : null),
    toRow: toBalance,
  },
  {
    table: 'creditMovements',
    select: 'SELECT t.* FROM credit_movements t',
    filter: (c) => (canUsePos(c.member) || can(c.member, 'customers', 1) ? 'all' : null),
    toRow: toCreditMovement,
  },
  { table: 'checkoutSettings', select: 'SELECT t.* FROM checkout_settings t', filter: all, toRow: toCheckoutSettings },
  { table: 'packages', select: 'SELECT t.* FROM packages t', filter: all, toRow: toPackage },
  {
    table: 'saleAnomalies',
    select: 'SELECT t.* FROM sale_anomalies t',
    filter: (c) => (paymentScope(c.member) === 'all' ? 'all' : null),
    toRow: toSaleAnomaly,
  },
  { table: 'invoices', select: 'SELECT t.* FROM invoices t', filter: (c) => moneyScope(c, 't.created_by'), toRow: toInvoice },
  { table: 'einvoiceProfiles', select: 'SELECT t.* FROM einvoice_profiles t', filter: all, toRow: toEinvoiceProfile },
  { table: 'quotationSettings', select: 'SELECT t.* FROM quotation_settings t', filter: all, toRow: toQuotationSettings },
  // Commission patterns and what sales earned: only to those who may see commission values (spec §6).
  { table: 'commissionPatterns', select: 'SELECT t.* FROM commission_patterns t', filter: (c) => (canSeeCommissionValues(c.member) ? 'all' : null), toRow: toCommissionPattern },
  { table: 'saleCommissions', select: 'SELECT t.* FROM sale_commissions t', filter: (c) => (canSeeCommissionValues(c.member) ? 'all' : null), toRow: toSaleCommission },
  { table: 'websiteSettings', select: 'SELECT t.* FROM website_settings t', filter: all, toRow: toWebsiteSettings },
  // Daily rollups (issue 19): every figure with reporting ≥ 1, only one's own staff rows with reporting_self.
  { table: 'reportRollups', select: 'SELECT t.* FROM report_rollups t', filter: reportingScope, toRow: toReportRollup },
  { table: 'messageTemplates', select: 'SELECT t.* FROM message_templates t', filter: all, toRow: toMessageTemplate },
  { table: 'whatsappSettings', select: 'SELECT t.* FROM whatsapp_settings t', filter: all, toRow: toWhatsappSettings },
  // The sent log names customers' numbers: for whoever may read customers.
  { table: 'messages', select: 'SELECT t.* FROM messages t', filter: (c) => (can(c.member, 'customers', 1) ? 'all' : null), toRow: toMessage },
  { table: 'campaigns', select: 'SELECT t.* FROM campaigns t', filter: (c) => (can(c.member, 'customers', 1) ? 'all' : null), toRow: toCampaign },
  { table: 'discounts', select: 'SELECT t.* FROM discounts t', filter: all, toRow: toDiscount },
  { table: 'voucherTypes', select: 'SELECT t.* FROM voucher_types t', filter: all, toRow: toVoucherType },
  // Customers' packages and their session ledger (issues 15, 16): to the till and the customer record.
  {
    table: 'packageHoldings',
    select: 'SELECT t.* FROM package_holdings t',
    filter: (c) => (canUsePos(c.member) || can(c.member, 'customers', 1) ? 'all' : null),
    toRow: toPackageHolding,
  },
  {
    table: 'packageRedemptions',
    select: 'SELECT t.* FROM package_redemptions t',
    filter: (c) => (canUsePos(c.member) || can(c.member, 'customers', 1) ? 'all' : null),
    toRow: toPackageRedemption,
  },
  { table: 'rewardPrograms', select: 'SELECT t.* FROM reward_programs t', filter: all, toRow: toRewardProgram },
  // Customers' points: to the till and to whoever sees customers, like their credit.
  {
    table: 'pointMovements',
    select: 'SELECT t.* FROM point_movements t',
    filter: (c) => (canUsePos(c.member) || can(c.member, 'customers', 1) ? 'all' : null),
    toRow: toPointMovement,
  },
  // The business's plan (issue 20): every member reads it (the subscription page and the limits' hints).
  { table: 'subscriptions', select: 'SELECT t.* FROM subscriptions t', filter: all, toRow: toSubscription },
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
 * The source's conditions after the business ($1) and the cursor ($2): who may read what, and
 * the start window; their parameters are appended to `params` and numbered from there.
 */
function conditions(s: Source, c: Caller, window: StartWindow, params: unknown[]): string | null {
  const scope = s.filter(c);
  if (scope === null) return null;
  const param = (value: unknown): string => {
    params.push(value);
    return `$${params.length}`;
  };
  let sql = scope === 'all' ? '' : ` AND ${scope.ownColumn} = ${param(c.userId)}`;
  if (s.startColumn !== undefined) {
    if (window.from !== undefined) sql += ` AND t.${s.startColumn} >= ${param(window.from)}`;
    if (window.before !== undefined) sql += ` AND t.${s.startColumn} < ${param(window.before)}`;
  }
  return sql;
}

/**
 * Where the page ends: the `limit`-th seq after the cursor over every source, or the last one
 * when fewer follow (PostgreSQL merges the sources' feed indexes and hands back two rows, not the
 * page's seqs), and whether more follow. null when nothing follows the cursor.
 */
async function pageEnd(q: Queryable, sources: Source[], c: Caller, since: string, limit: number, window: StartWindow): Promise<{ last: string; hasMore: boolean } | null> {
  const params: unknown[] = [c.businessId, since];
  const parts: string[] = [];
  for (const s of sources) {
    const w = conditions(s, c, window, params);
    if (w !== null) parts.push(`SELECT t.seq FROM ${tableOf(s)} t WHERE t.business_id = $1 AND t.seq > $2${w}`);
  }
  if (parts.length === 0) return null;
  const union = parts.map((p) => `(${p})`).join(' UNION ALL ');
  const take = params.push(limit + 1);
  // The last two of the first limit+1 seqs, and how many there were.
  const rows = await q.query<{ at: unknown; n: unknown }>(
    `SELECT x.seq::text AS at, count(*) OVER () AS n
     FROM (SELECT u.seq FROM (${union}) u ORDER BY u.seq LIMIT $${take}) x ORDER BY x.seq DESC LIMIT 2`,
    params,
  );
  const [tail, beforeTail] = rows;
  if (tail === undefined) return null;
  const hasMore = num(tail.n) > limit;
  // With more to come, the extra seq read is the next page's first.
  const last = hasMore ? beforeTail : tail;
  return last === undefined ? null : { last: str(last.at), hasMore };
}

/**
 * The source's next changes in (from, last], CHUNK_ROWS at most, as JSON text: only rows the
 * page returns.
 */
async function readChanges(q: Queryable, s: Source, c: Caller, from: string, last: string, window: StartWindow): Promise<Item[]> {
  const params: unknown[] = [c.businessId, from, last];
  const w = conditions(s, c, window, params);
  if (w === null) return [];
  const where = `WHERE t.business_id = $1 AND t.seq > $2 AND t.seq <= $3${w} ORDER BY t.seq LIMIT ${CHUNK_ROWS}`;
  const tombstone = (id: string): string => JSON.stringify({ table: s.table, op: 'delete', id } satisfies { table: SyncedTable; op: 'delete'; id: string });
  if (s.json !== undefined) {
    // The whole change built in SQL (ids are uuids: nothing in them needs escaping).
    const head = `'{"table":${JSON.stringify(s.table)},"op":'`;
    const rows = await q.query<{ seq: unknown; j: unknown }>(
      `SELECT t.seq, CASE WHEN t.deleted_at IS NULL THEN ${head} || '"put","id":"' || t.id || '","row":' || ${s.json} || '}'
         ELSE ${head} || '"delete","id":"' || t.id || '"}' END AS j
       FROM ${tableOf(s)} t ${where}`,
      params,
    );
    return rows.map((r): Item => ({ seq: num(r.seq), json: str(r.j) }));
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
  // Any member: the feed itself is filtered to what the caller may read (SOURCES).
  const route = { method: 'GET', url: '/b/:businessId/changes', access: 'member', writes: false, params: bizParams, query: querySchema } as const;
  addRoute(app, route, async ({ reply, query, caller: callerFn }) => {
    const caller = callerFn();
    const { since, limit: asked, tables, startsFrom, startsBefore } = query;
    const limit = Math.min(asked, MAX_LIMIT);
    const wanted = tables === undefined ? null : new Set(tables.split(','));
    if (wanted !== null) {
      const known = new Set<string>(SOURCES.map((s) => s.table));
      if ([...wanted].some((t) => !known.has(t))) fail(400, 'Unknown table in tables.', { tables: 'validation.unknownTable' });
    }
    const sources = SOURCES.filter((s) => wanted === null || wanted.has(s.table));
    const window: StartWindow = { from: startsFrom, before: startsBefore };
    // In one snapshot: where the page ends first (one row back), then the rows up to there, a
    // table at a time in runs of CHUNK_ROWS, letting the process answer other requests in
    // between (PGlite holds the event loop while it runs a query).
    const page = await db.tx(
      async (q) => {
        const end = await pageEnd(q, sources, caller, since, limit, window);
        if (end === null) return { items: [], hasMore: false };
        const items: Item[] = [];
        for (const source of sources) {
          let from = since;
          for (;;) {
            const chunk = await readChanges(q, source, caller, from, end.last, window);
            items.push(...chunk);
            const tail = chunk[chunk.length - 1];
            if (tail === undefined || chunk.length < CHUNK_ROWS) break;
            from = String(tail.seq);
            await new Promise((resolve) => setImmediate(resolve));
          }
        }
        items.sort((x, y) => x.seq - y.seq);
        return { items, hasMore: end.hasMore };
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
