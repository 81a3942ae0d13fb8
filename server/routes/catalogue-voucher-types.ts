import type { FastifyInstance } from 'fastify';
import { voucherTypeCreateSchema, voucherTypeFields, voucherTypePatchSchema } from '@/lib/schemas/voucher-type';
import { fieldErrorsOf } from '@/lib/validation/field-errors';
import { problem } from '@server/http/problem';
import type { Db, Queryable } from '@server/db/types';
import type { DbRow } from '@server/rows/mappers';
import { toVoucherType } from '@server/rows/voucher-type-mappers';
import { registerCatalogueItemRoutes } from '@server/routes/catalogue-items';

const COLUMNS: Record<keyof typeof voucherTypeFields, string> = {
  name: 'name',
  kind: 'kind',
  value: 'value',
  price: 'price',
  serviceIds: 'service_ids',
  scope: 'scope',
  itemIds: 'item_ids',
  categories: 'categories',
  validity: 'validity',
  active: 'active',
};

/** Whether every service the input names is a live service of the business. */
async function servicesExist(q: Queryable, businessId: string, serviceIds: unknown): Promise<boolean> {
  const ids = voucherTypeFields.serviceIds.safeParse(serviceIds);
  if (!ids.success) return true;
  const wanted = [...new Set(ids.data)];
  if (wanted.length === 0) return true;
  const found = await q.query<{ n: string | number }>(
    'SELECT count(*) AS n FROM services WHERE business_id = $1 AND deleted_at IS NULL AND id::text = ANY($2::text[])',
    [businessId, wanted],
  );
  return Number(found[0]?.n ?? 0) === wanted.length;
}

/** Whether a sale line sold a voucher of this type (the line keeps the type's id). */
async function voucherTypeSold(q: Queryable, businessId: string, id: string): Promise<boolean> {
  const rows = await q.query('SELECT 1 FROM sales WHERE business_id = $1 AND lines @> $2::jsonb LIMIT 1', [businessId, JSON.stringify([{ voucherTypeId: id }])]);
  return rows.length > 0;
}

/** Voucher types of the catalogue: the generic item routes; a patch must leave a valid voucher type, its services must exist. */
export function registerVoucherTypeRoutes(app: FastifyInstance, db: Db): void {
  registerCatalogueItemRoutes(app, db, {
    table: 'voucher_types',
    segment: 'voucherTypes',
    noun: 'voucher type',
    createSchema: voucherTypeCreateSchema,
    patchSchema: voucherTypePatchSchema,
    columns: COLUMNS,
    jsonColumns: new Set(['serviceIds', 'itemIds', 'categories', 'validity']),
    select: 'SELECT t.* FROM voucher_types t',
    toRow: toVoucherType,
    check: async (q, businessId, input, id) => {
      const existing = (await q.query<DbRow>('SELECT * FROM voucher_types WHERE business_id = $1 AND id = $2', [businessId, id]))[0];
      if (existing !== undefined) {
        const merged = voucherTypeCreateSchema.safeParse({ ...toVoucherType(existing), ...input });
        if (!merged.success) return { status: 400, body: problem(400, 'The voucher type would not be valid.', fieldErrorsOf(merged.error.issues)) };
      }
      if (!(await servicesExist(q, businessId, input.serviceIds))) {
        return { status: 400, body: problem(400, 'A service of the voucher type does not exist.', { serviceIds: 'catalogues.vouchers.unknownService' }) };
      }
      return null;
    },
    isReferenced: voucherTypeSold,
  });
}
