import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import { customerCreateSchema, customerFields, customerPatchSchema } from '@/lib/schemas/customer';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { addRoute } from '@server/http/route';
import { fail, problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { toCustomer, type DbRow } from '@server/rows/mappers';
import { CUSTOMER_TAGS, customerTag } from '@/lib/customers/tags';

const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });
const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });

/** Wire field → column, for the fields a device may write. */
export const COLUMNS: Record<keyof typeof customerFields, string> = {
  firstName: 'first_name',
  lastName: 'last_name',
  email: 'email',
  phone: 'phone',
  notes: 'notes',
  branchId: 'branch_id',
  birthday: 'birthday',
  gender: 'gender',
  address: 'address',
  whatsappConsentAt: 'whatsapp_consent_at',
  emailConsentAt: 'email_consent_at',
};
export const FIELDS = Object.keys(COLUMNS) as (keyof typeof customerFields)[];
/** Columns given as JSON text. */
const JSON_FIELDS = new Set<keyof typeof customerFields>(['address']);

const listQuery = z.object({ tag: z.enum(CUSTOMER_TAGS, 'customers.validation.invalidTag').optional() });

/** A field's value as a query parameter (JSON text for jsonb columns). */
export function param(field: keyof typeof customerFields, value: unknown): unknown {
  if (value === undefined || value === null) return null;
  return JSON_FIELDS.has(field) ? JSON.stringify(value) : value;
}
export const placeholder = (field: keyof typeof customerFields, n: number): string => (JSON_FIELDS.has(field) ? `$${n}::text::jsonb` : `$${n}`);

async function findCustomer(q: Queryable, businessId: string, id: string): Promise<DbRow | undefined> {
  const rows = await q.query<DbRow>('SELECT * FROM customers WHERE business_id = $1 AND id = $2', [businessId, id]);
  return rows[0];
}

export async function branchExists(q: Queryable, businessId: string, branchId: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM branches WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL', [
    businessId,
    branchId,
  ]);
  return rows.length > 0;
}

async function hasHistory(q: Queryable, businessId: string, id: string): Promise<boolean> {
  const rows = await q.query(
    `SELECT 1 WHERE EXISTS (SELECT 1 FROM sales WHERE business_id = $1 AND customer_id = $2)
       OR EXISTS (SELECT 1 FROM appointments WHERE business_id = $1 AND customer_id = $2)
       OR EXISTS (SELECT 1 FROM balances WHERE business_id = $1 AND customer_id = $2)`,
    [businessId, id],
  );
  return rows.length > 0;
}

export const unknownBranch = problem(400, 'The branch does not exist in this business.', {
  branchId: 'validation.unknownBranch',
});

export function registerCustomerRoutes(app: FastifyInstance, db: Db): void {
  const view = { anyOf: [{ area: 'customers', level: 1 }] } as const;
  const edit = { anyOf: [{ area: 'customers', level: 2 }] } as const;

  addRoute(
    app,
    { method: 'GET', url: '/b/:businessId/customers', access: view, writes: false, params: bizParams, query: listQuery },
    async ({ params, query }) => {
      const { businessId } = params;
      const rows = await db.query<DbRow>(
        `SELECT * FROM customers WHERE business_id = $1 AND deleted_at IS NULL AND archived_at IS NULL AND merged_into IS NULL
         ORDER BY lower(first_name), lower(last_name), id`,
        [businessId],
      );
      const now = new Date();
      // The tag is the shared rule (src/lib/customers/tags.ts), the same the device filters with.
      return rows.map(toCustomer).filter((c) => query.tag === undefined || customerTag(c, now) === query.tag);
    },
  );

  addRoute(app, { method: 'GET', url: '/b/:businessId/customers/:id', access: view, writes: false, params: idParams }, async ({ params }) => {
    const { businessId, id } = params;
    const row = await findCustomer(db, businessId, id);
    if (row === undefined || row.deleted_at !== null) fail(404, 'No such customer.');
    return toCustomer(row);
  });

  addRoute(
    app,
    { method: 'POST', url: '/b/:businessId/customers', access: edit, writes: true, params: bizParams, body: customerCreateSchema },
    async ({ req, reply, params, body: input }) => {
    const { businessId } = params;
    return sendWrite(db, req, reply, businessId, async (q) => {
      if ((await findCustomer(q, businessId, input.id)) !== undefined) {
        return {
          status: 409,
          body: problem(409, 'A customer with this id already exists.', { id: 'conflict.idExists' }),
        };
      }
      if (input.branchId !== null && !(await branchExists(q, businessId, input.branchId))) {
        return { status: 400, body: unknownBranch };
      }
      const seq = await nextSeq(q, businessId);
      const rows = await q.query<DbRow>(
        `INSERT INTO customers (business_id, id, seq, ${FIELDS.map((f) => COLUMNS[f]).join(', ')})
         VALUES ($1, $2, $3, ${FIELDS.map((f, i) => placeholder(f, i + 4)).join(', ')}) RETURNING *`,
        [businessId, input.id, seq, ...FIELDS.map((f) => param(f, input[f]))],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('INSERT returned nothing');
      return { status: 201, body: toCustomer(row) };
    });
  });

  addRoute(
    app,
    { method: 'PATCH', url: '/b/:businessId/customers/:id', access: edit, writes: true, params: idParams, body: customerPatchSchema },
    async ({ req, reply, params, body: parsed }) => {
    const { businessId, id } = params;
    // zod fills defaults even in a .partial() object: keep only the fields the device sent.
    const sent = new Set(typeof req.body === 'object' && req.body !== null ? Object.keys(req.body) : []);
    const fields = FIELDS.filter((f) => sent.has(f) && parsed[f] !== undefined);
    if (fields.length === 0) fail(400, 'Nothing to change.', { _: 'validation.emptyPatch' });
    return sendWrite(db, req, reply, businessId, async (q) => {
      const existing = await findCustomer(q, businessId, id);
      if (existing === undefined) return { status: 404, body: problem(404, 'No such customer.') };
      if (existing.deleted_at !== null) {
        return { status: 409, body: problem(409, 'This customer was deleted.', { id: 'conflict.deleted' }) };
      }
      if (existing.merged_into !== null) {
        return { status: 409, body: problem(409, 'This customer was merged into another.', { id: 'conflict.merged' }) };
      }
      // Data retention (issue 20): an edit made offline before the erasure must not bring personal data back.
      if (existing.erased_at !== null) {
        return { status: 409, body: problem(409, 'This customer\'s personal data was erased under the data retention period.', { id: 'conflict.erased' }) };
      }
      const branchId = parsed.branchId;
      if (fields.includes('branchId') && typeof branchId === 'string' && !(await branchExists(q, businessId, branchId))) {
        return { status: 400, body: unknownBranch };
      }
      const seq = await nextSeq(q, businessId);
      // Last writer wins per field: only the sent columns change.
      const sets = fields.map((f, i) => `${COLUMNS[f]} = ${placeholder(f, i + 4)}`);
      const rows = await q.query<DbRow>(
        `UPDATE customers SET ${sets.join(', ')}, version = version + 1, updated_at = now(), seq = $3
         WHERE business_id = $1 AND id = $2 RETURNING *`,
        [businessId, id, seq, ...fields.map((f) => param(f, parsed[f]))],
      );
      const row = rows[0];
      if (row === undefined) throw new Error('UPDATE returned nothing');
      return { status: 200, body: toCustomer(row) };
    });
  });

  addRoute(
    app,
    { method: 'DELETE', url: '/b/:businessId/customers/:id', access: { anyOf: [{ area: 'customers', level: 3 }] }, writes: true, params: idParams },
    async ({ req, reply, params }) => {
    const { businessId, id } = params;
    return sendWrite(db, req, reply, businessId, async (q) => {
      const existing = await findCustomer(q, businessId, id);
      if (existing === undefined) return { status: 404, body: problem(404, 'No such customer.') };
      if (existing.deleted_at !== null || existing.archived_at !== null) return { status: 204, body: null };
      const seq = await nextSeq(q, businessId);
      // A customer with history (sales, appointments, balances) is archived, kept for that history;
      // one without is erased (a tombstone on the feed).
      const column = (await hasHistory(q, businessId, id)) ? 'archived_at' : 'deleted_at';
      await q.query(
        `UPDATE customers SET ${column} = now(), version = version + 1, updated_at = now(), seq = $3
         WHERE business_id = $1 AND id = $2`,
        [businessId, id, seq],
      );
      return { status: 204, body: null };
    });
  });
}
