import type { FastifyInstance } from 'fastify';
import { z } from 'zod';
import type { CustomerImportRefusal, CustomerImportResponse } from '@/lib/api-types';
import { customerCreateSchema, type CustomerCreate } from '@/lib/schemas/customer';
import type { Db } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { addRoute } from '@server/http/route';
import { problem, zodErrors } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { toCustomer, type DbRow } from '@server/rows/mappers';
import { COLUMNS, FIELDS, param, placeholder, unknownBranch } from '@server/routes/customers';

/** Most customers one import chunk carries (the device sends CUSTOMER_IMPORT_CHUNK, src/data/customer-import.ts). */
export const CUSTOMER_IMPORT_MAX = 500;

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
/** Each row is checked on its own below, so one bad row refuses that row, not the chunk. */
const chunkSchema = z.object({
  customers: z.array(z.unknown()).min(1, 'validation.required').max(CUSTOMER_IMPORT_MAX, 'validation.tooMany'),
});

/**
 * POST /b/{businessId}/customers/import: one outbox entry of a customer import, carrying many new
 * customers. Each row gets the same checks as POST /customers (schema, id not taken, branch of
 * this business) and the rows that pass are written in one multi-row INSERT, each with its own
 * change-sequence number (so the delta feed carries one row per customer), in the entry's one
 * transaction under its Idempotency-Key: a chunk sent again after a lost answer is replayed, and
 * a chunk sent under a new key refuses the rows already created (their ids are taken), so no row
 * is created twice. A refused row does not refuse the others (docs/decisions.md): it answers in
 * `refused` with the problem a single create would have answered, and the device keeps it as a
 * refused create in Sync issues.
 */
export function registerCustomerImportRoute(app: FastifyInstance, db: Db): void {
  const edit = { anyOf: [{ area: 'customers', level: 2 }] } as const;
  addRoute(
    app,
    { method: 'POST', url: '/b/:businessId/customers/import', access: edit, writes: true, params: bizParams, body: chunkSchema },
    async ({ req, reply, params: { businessId }, body }) =>
      sendWrite(db, req, reply, businessId, async (q) => {
        const refused: CustomerImportRefusal[] = [];
        const parsed: { index: number; row: CustomerCreate }[] = [];
        body.customers.forEach((raw, index) => {
          const result = customerCreateSchema.safeParse(raw);
          if (result.success) parsed.push({ index, row: result.data });
          else {
            const id = typeof raw === 'object' && raw !== null && 'id' in raw && typeof raw.id === 'string' ? raw.id : '';
            refused.push({ index, id, problem: problem(400, 'The request has invalid fields.', zodErrors(result.error)) });
          }
        });
        const ids = parsed.map((p) => p.row.id.toLowerCase());
        const branchIds = [...new Set(parsed.flatMap((p) => (p.row.branchId === null ? [] : [p.row.branchId.toLowerCase()])))];
        const taken =
          ids.length === 0
            ? []
            : await q.query<{ id: string }>('SELECT id::text AS id FROM customers WHERE business_id = $1 AND id = ANY($2::uuid[])', [businessId, ids]);
        const branches =
          branchIds.length === 0
            ? []
            : await q.query<{ id: string }>('SELECT id::text AS id FROM branches WHERE business_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL', [
                businessId,
                branchIds,
              ]);
        const takenIds = new Set(taken.map((r) => r.id.toLowerCase()));
        const knownBranches = new Set(branches.map((r) => r.id.toLowerCase()));
        const good: CustomerCreate[] = [];
        for (const { index, row } of parsed) {
          const id = row.id.toLowerCase();
          if (takenIds.has(id)) {
            refused.push({ index, id: row.id, problem: problem(409, 'A customer with this id already exists.', { id: 'conflict.idExists' }) });
          } else if (row.branchId !== null && !knownBranches.has(row.branchId.toLowerCase())) {
            refused.push({ index, id: row.id, problem: unknownBranch });
          } else {
            takenIds.add(id);
            good.push(row);
          }
        }
        refused.sort((a, b) => a.index - b.index);
        if (good.length === 0) return { status: 200, body: { customers: [], refused } satisfies CustomerImportResponse };
        const first = await nextSeq(q, businessId, good.length);
        const params: unknown[] = [businessId];
        const tuples = good.map((row, n) => {
          params.push(row.id, first + n, ...FIELDS.map((f) => param(f, row[f])));
          const base = params.length - FIELDS.length - 2;
          return `($1, $${base + 1}, $${base + 2}, ${FIELDS.map((f, i) => placeholder(f, base + 3 + i)).join(', ')})`;
        });
        const rows = await q.query<DbRow>(
          `INSERT INTO customers (business_id, id, seq, ${FIELDS.map((f) => COLUMNS[f]).join(', ')})
           VALUES ${tuples.join(', ')} RETURNING *`,
          params,
        );
        if (rows.length !== good.length) throw new Error('INSERT returned fewer rows than it was given');
        const bySeq = [...rows].sort((a, b) => Number(a.seq) - Number(b.seq));
        return { status: 200, body: { customers: bySeq.map(toCustomer), refused } satisfies CustomerImportResponse };
      }),
  );
}
