import type { FastifyInstance } from 'fastify';
import { discountCreateSchema, discountFields, discountPatchSchema } from '@/lib/schemas/discount';
import { fieldErrorsOf } from '@/lib/validation/field-errors';
import { problem } from '@server/http/problem';
import type { Db } from '@server/db/types';
import type { DbRow } from '@server/rows/mappers';
import { toDiscount } from '@server/rows/discount-mappers';
import { registerCatalogueItemRoutes } from '@server/routes/catalogue-items';
import { saleUsesDiscount } from '@server/routes/sale-discounts';

const COLUMNS: Record<keyof typeof discountFields, string> = {
  name: 'name',
  type: 'type',
  value: 'value',
  scope: 'scope',
  itemIds: 'item_ids',
  categories: 'categories',
  startsOn: 'starts_on',
  endsOn: 'ends_on',
  days: 'days',
  fromTime: 'from_time',
  untilTime: 'until_time',
  code: 'code',
  stackable: 'stackable',
  minSpend: 'min_spend',
  active: 'active',
};

/** Discounts of the catalogue: the generic item routes; a code is unique among live discounts, and a patch must leave a valid discount. */
export function registerDiscountRoutes(app: FastifyInstance, db: Db): void {
  registerCatalogueItemRoutes(app, db, {
    table: 'discounts',
    noun: 'discount',
    feature: 'advDiscountReward',
    createSchema: discountCreateSchema,
    patchSchema: discountPatchSchema,
    columns: COLUMNS,
    jsonColumns: new Set(['itemIds', 'categories', 'days']),
    select: 'SELECT t.* FROM discounts t',
    toRow: toDiscount,
    check: async (q, businessId, input, id) => {
      const existing = (await q.query<DbRow>('SELECT * FROM discounts WHERE business_id = $1 AND id = $2', [businessId, id]))[0];
      if (existing !== undefined) {
        const merged = discountCreateSchema.safeParse({ ...toDiscount(existing), ...input });
        if (!merged.success) return { status: 400, body: problem(400, 'The discount would not be valid.', fieldErrorsOf(merged.error.issues)) };
      }
      if (typeof input.code !== 'string') return null;
      const taken = await q.query('SELECT 1 FROM discounts WHERE business_id = $1 AND code = $2 AND id <> $3 AND deleted_at IS NULL LIMIT 1', [businessId, input.code, id]);
      return taken.length > 0 ? { status: 409, body: problem(409, 'Another discount has this code.', { code: 'catalogues.discounts.codeTaken' }) } : null;
    },
    // A sale records the catalogue discount it used (issue 16): a used discount is archived, not deleted.
    isReferenced: saleUsesDiscount,
  });
}
