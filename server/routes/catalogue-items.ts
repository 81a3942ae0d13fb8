import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { addRoute, type RouteAccess } from '@server/http/route';
import { fail, problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import type { DbRow } from '@server/rows/mappers';
import type { Outcome } from '@server/http/idempotency';
import type { catalogueCommon } from '@/lib/schemas/catalogue-common';
import type { FeatureFlag } from '@/lib/features';
import { requireFeature } from '@server/routes/features';

const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });
const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });

/** Catalogue levels of spec §6: view 1, edit 2 (create, change, archive), delete 3. */
/** The columns of the fields every catalogue item has (catalogueCommon). */
export const COMMON_COLUMNS: Record<keyof typeof catalogueCommon, string> = {
  name: 'name',
  category: 'category',
  price: 'price',
  sst: 'sst',
  imageUrl: 'image_url',
  active: 'active',
};

export const CATALOGUE_VIEW = { anyOf: [{ area: 'catalogues', level: 1 }] } as const;
export const CATALOGUE_EDIT = { anyOf: [{ area: 'catalogues', level: 2 }] } as const;
export const CATALOGUE_DELETE = { anyOf: [{ area: 'catalogues', level: 3 }] } as const;

type Input = Record<string, unknown>;

/** How one kind of catalogue item (services, products) is stored and checked. */
export interface CatalogueItemSpec<C extends Input & { id: string }, P extends Input> {
  /** SQL table, and URL segment unless `segment` says otherwise. */
  table: 'services' | 'products' | 'packages' | 'discounts' | 'commission_patterns' | 'voucher_types' | 'reward_programs';
  segment?: string;
  noun: string;
  /** Who may read, write and delete; the catalogue levels when omitted. */
  access?: { view: RouteAccess; edit: RouteAccess; delete: RouteAccess };
  createSchema: z.ZodType<C>;
  patchSchema: z.ZodType<P>;
  /** Wire field → column; jsonb columns are written as JSON text. */
  columns: Record<string, string>;
  jsonColumns: ReadonlySet<string>;
  /** The row's SELECT (it may add computed columns, e.g. stock). */
  select: string;
  toRow: (r: DbRow) => unknown;
  /** A business rule the input breaks (a SKU already used), as a problem outcome; null if none. */
  check: (q: Queryable, businessId: string, input: Input, id: string) => Promise<Outcome | null>;
  /** The flag of spec §6 the kind needs: with it off, every write is refused (409 naming it). */
  feature?: FeatureFlag;
  /** Whether a sale, appointment, package or stock movement refers to it (then it is archived, not deleted). */
  isReferenced: (q: Queryable, businessId: string, id: string) => Promise<boolean>;
}

function value(spec: { jsonColumns: ReadonlySet<string> }, field: string, v: unknown): unknown {
  return spec.jsonColumns.has(field) ? JSON.stringify(v) : v;
}

/** Whether any sale line sells the item (sales keep their lines as jsonb). */
export async function soldInSale(q: Queryable, businessId: string, id: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM sales WHERE business_id = $1 AND lines @> $2::jsonb LIMIT 1', [businessId, JSON.stringify([{ itemId: id }])]);
  return rows.length > 0;
}

/** GET list and one, POST create, PATCH per field (archive is `active: false`), DELETE when unreferenced. */
export function registerCatalogueItemRoutes<C extends Input & { id: string }, P extends Input>(app: FastifyInstance, db: Db, spec: CatalogueItemSpec<C, P>): void {
  const base = `/b/:businessId/${spec.segment ?? spec.table}`;
  const access = spec.access ?? { view: CATALOGUE_VIEW, edit: CATALOGUE_EDIT, delete: CATALOGUE_DELETE };
  const find = async (q: Queryable, businessId: string, id: string): Promise<DbRow | undefined> =>
    (await q.query<DbRow>(`${spec.select} WHERE t.business_id = $1 AND t.id = $2`, [businessId, id]))[0];
  const fields = Object.keys(spec.columns);
  const featureOff = async (q: Queryable, businessId: string): Promise<Outcome | null> => (spec.feature === undefined ? null : requireFeature(q, businessId, spec.feature));

  addRoute(app, { method: 'GET', url: base, access: access.view, writes: false, params: bizParams }, async ({ params }) => {
    const rows = await db.query<DbRow>(`${spec.select} WHERE t.business_id = $1 AND t.deleted_at IS NULL ORDER BY lower(t.name), t.id`, [params.businessId]);
    return rows.map(spec.toRow);
  });

  addRoute(app, { method: 'GET', url: `${base}/:id`, access: access.view, writes: false, params: idParams }, async ({ params }) => {
    const row = await find(db, params.businessId, params.id);
    if (row === undefined || row.deleted_at !== null) fail(404, `No such ${spec.noun}.`);
    return spec.toRow(row);
  });

  addRoute(app, { method: 'POST', url: base, access: access.edit, writes: true, params: bizParams, body: spec.createSchema }, async ({ req, reply, params, body }) => {
    const { businessId } = params;
    const input: Input = body;
    return sendWrite(db, req, reply, businessId, async (q) => {
      const off = await featureOff(q, businessId);
      if (off !== null) return off;
      if ((await find(q, businessId, body.id)) !== undefined) {
        return { status: 409, body: problem(409, `A ${spec.noun} with this id already exists.`, { id: 'conflict.idExists' }) };
      }
      const refused = await spec.check(q, businessId, input, body.id);
      if (refused !== null) return refused;
      const seq = await nextSeq(q, businessId);
      const cols = fields.map((f) => spec.columns[f] ?? f);
      await q.query(
        `INSERT INTO ${spec.table} (business_id, id, seq, ${cols.join(', ')}) VALUES ($1, $2, $3, ${cols.map((_, i) => `$${i + 4}`).join(', ')})`,
        [businessId, body.id, seq, ...fields.map((f) => value(spec, f, input[f]))],
      );
      const row = await find(q, businessId, body.id);
      if (row === undefined) throw new Error('INSERT left no row');
      return { status: 201, body: spec.toRow(row) };
    });
  });

  addRoute(app, { method: 'PATCH', url: `${base}/:id`, access: access.edit, writes: true, params: idParams, body: spec.patchSchema }, async ({ req, reply, params, body }) => {
    const { businessId, id } = params;
    const parsed: Input = body;
    // zod may fill defaults: keep only the fields the device sent.
    const sent = new Set(typeof req.body === 'object' && req.body !== null ? Object.keys(req.body) : []);
    const changed = fields.filter((f) => sent.has(f) && parsed[f] !== undefined);
    if (changed.length === 0) fail(400, 'Nothing to change.', { _: 'validation.emptyPatch' });
    return sendWrite(db, req, reply, businessId, async (q) => {
      const off = await featureOff(q, businessId);
      if (off !== null) return off;
      const existing = await find(q, businessId, id);
      if (existing === undefined) return { status: 404, body: problem(404, `No such ${spec.noun}.`) };
      if (existing.deleted_at !== null) return { status: 409, body: problem(409, `This ${spec.noun} was deleted.`, { id: 'conflict.deleted' }) };
      const refused = await spec.check(q, businessId, parsed, id);
      if (refused !== null) return refused;
      const seq = await nextSeq(q, businessId);
      // Last writer wins per field: only the sent columns change.
      const sets = changed.map((f, i) => `${spec.columns[f] ?? f} = $${i + 4}`);
      await q.query(
        `UPDATE ${spec.table} SET ${sets.join(', ')}, version = version + 1, updated_at = now(), seq = $3 WHERE business_id = $1 AND id = $2`,
        [businessId, id, seq, ...changed.map((f) => value(spec, f, parsed[f]))],
      );
      const row = await find(q, businessId, id);
      if (row === undefined) throw new Error('UPDATE left no row');
      return { status: 200, body: spec.toRow(row) };
    });
  });

  addRoute(app, { method: 'DELETE', url: `${base}/:id`, access: access.delete, writes: true, params: idParams }, async ({ req, reply, params }) => {
    const { businessId, id } = params;
    return sendWrite(db, req, reply, businessId, async (q) => {
      const off = await featureOff(q, businessId);
      if (off !== null) return off;
      const existing = await find(q, businessId, id);
      if (existing === undefined) return { status: 404, body: problem(404, `No such ${spec.noun}.`) };
      if (existing.deleted_at !== null) return { status: 204, body: null };
      if (await spec.isReferenced(q, businessId, id)) {
        return { status: 409, body: problem(409, `Sales or bookings refer to this ${spec.noun}: archive it instead.`, { id: 'catalogues.errors.referenced' }) };
      }
      const seq = await nextSeq(q, businessId);
      await q.query(`UPDATE ${spec.table} SET deleted_at = now(), version = version + 1, updated_at = now(), seq = $3 WHERE business_id = $1 AND id = $2`, [
        businessId,
        id,
        seq,
      ]);
      return { status: 204, body: null };
    });
  });
}
