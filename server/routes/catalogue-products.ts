import type { FastifyInstance } from 'fastify';
import { productCreateSchema, productFields, productPatchSchema } from '@/lib/schemas/product';
import type { Db } from '@server/db/types';
import { problem } from '@server/http/problem';
import { toProduct } from '@server/rows/mappers';
import { COMMON_COLUMNS, registerCatalogueItemRoutes, soldInSale } from '@server/routes/catalogue-items';

/** A product with its on-hand stock (the sum of its ledger); the delta feed reads the same. */
export const PRODUCT_SELECT = `SELECT t.*, (SELECT coalesce(sum(m.delta), 0) FROM stock_movements m
              WHERE m.business_id = t.business_id AND m.product_id = t.id)::text AS stock,
            (SELECT coalesce(jsonb_object_agg(x.branch_id, x.n), '{}'::jsonb) FROM (
              SELECT m.branch_id::text AS branch_id, sum(m.delta) AS n FROM stock_movements m
              WHERE m.business_id = t.business_id AND m.product_id = t.id AND m.branch_id IS NOT NULL GROUP BY m.branch_id) x) AS stock_by_branch
            FROM products t`;

const COLUMNS: Record<keyof typeof productFields, string> = {
  ...COMMON_COLUMNS,
  sku: 'sku',
  barcode: 'barcode',
  cost: 'cost',
  lowStock: 'low_stock',
};

export function registerProductRoutes(app: FastifyInstance, db: Db): void {
  registerCatalogueItemRoutes(app, db, {
    table: 'products',
    noun: 'product',
    createSchema: productCreateSchema,
    patchSchema: productPatchSchema,
    columns: COLUMNS,
    jsonColumns: new Set(['lowStock']),
    select: PRODUCT_SELECT,
    toRow: toProduct,
    check: async (q, businessId, input, id) => {
      const sku = typeof input.sku === 'string' ? input.sku : '';
      if (sku === '') return null;
      const taken = await q.query('SELECT 1 FROM products WHERE business_id = $1 AND lower(sku) = lower($2) AND id <> $3 AND deleted_at IS NULL LIMIT 1', [businessId, sku, id]);
      return taken.length > 0 ? { status: 409, body: problem(409, 'Another product has this SKU.', { sku: 'catalogues.validation.skuTaken' }) } : null;
    },
    isReferenced: async (q, businessId, id) => {
      if (await soldInSale(q, businessId, id)) return true;
      const moved = await q.query('SELECT 1 FROM stock_movements WHERE business_id = $1 AND product_id = $2 LIMIT 1', [businessId, id]);
      return moved.length > 0;
    },
  });
}
