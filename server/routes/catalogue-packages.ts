import type { FastifyInstance } from 'fastify';
import { packageCreateSchema, packageFields, packagePatchSchema } from '@/lib/schemas/package';
import type { Db, Queryable } from '@server/db/types';
import { problem } from '@server/http/problem';
import { toPackage } from '@server/rows/checkout-mappers';
import { COMMON_COLUMNS, registerCatalogueItemRoutes, soldInSale } from '@server/routes/catalogue-items';

const COLUMNS: Record<keyof typeof packageFields, string> = {
  ...COMMON_COLUMNS,
  items: 'items',
  validity: 'validity',
};

/** Whether every service and product the items name is one of the business's (the body is already checked). */
async function itemsExist(q: Queryable, businessId: string, body: unknown): Promise<boolean> {
  const items = packageFields.items.safeParse(body);
  if (!items.success) return true;
  for (const [table, key] of [['services', 'serviceId'], ['products', 'productId']] as const) {
    const wanted = [...new Set(items.data.flatMap((i) => (i[key] === null ? [] : [i[key]])))];
    if (wanted.length === 0) continue;
    const found = await q.query<{ n: string | number }>(
      `SELECT count(*) AS n FROM ${table} WHERE business_id = $1 AND deleted_at IS NULL AND id::text = ANY($2::text[])`,
      [businessId, wanted],
    );
    if (Number(found[0]?.n ?? 0) !== wanted.length) return false;
  }
  return true;
}

/** Packages of the catalogue: the generic item routes, with their items checked against the catalogue. */
export function registerPackageRoutes(app: FastifyInstance, db: Db): void {
  registerCatalogueItemRoutes(app, db, {
    table: 'packages',
    noun: 'package',
    feature: 'membership',
    createSchema: packageCreateSchema,
    patchSchema: packagePatchSchema,
    columns: COLUMNS,
    jsonColumns: new Set(['items', 'validity']),
    select: 'SELECT t.* FROM packages t',
    toRow: toPackage,
    check: async (q, businessId, input) => {
      if (!(await itemsExist(q, businessId, input.items))) {
        return { status: 400, body: problem(400, 'A service or product of the package does not exist.', { items: 'catalogues.packages.unknownItem' }) };
      }
      return null;
    },
    isReferenced: soldInSale,
  });
}
