import { z } from 'zod';
import { catalogueCommon } from '@/lib/schemas/catalogue-common';

/**
 * The catalogue product as it travels between device and server (stock is a separate ledger,
 * see stock.ts). Error messages are i18n keys.
 */
export const productFields = {
  ...catalogueCommon,
  sku: z.string().trim().max(64, 'validation.tooLong'),
  barcode: z
    .string()
    .trim()
    .max(64, 'validation.tooLong')
    .refine((v) => v === '' || /^[0-9A-Za-z\-.]+$/.test(v), 'catalogues.validation.invalidBarcode'),
  cost: catalogueCommon.price,
  /** Branch id → the on-hand quantity at or under which the branch is low on it. */
  lowStock: z.record(z.uuid('validation.invalidId'), z.number().int('catalogues.validation.wholeNumber').min(0, 'catalogues.validation.notNegative').max(1_000_000, 'catalogues.validation.tooLarge')),
};

export const productCreateSchema = z.object({
  id: z.uuid('validation.invalidId'),
  ...productFields,
  category: productFields.category.default(''),
  sku: productFields.sku.default(''),
  barcode: productFields.barcode.default(''),
  cost: productFields.cost.default(0),
  sst: productFields.sst.default(true),
  imageUrl: productFields.imageUrl.default(null),
  lowStock: productFields.lowStock.default({}),
  active: productFields.active.default(true),
});

export const productPatchSchema = z
  .object(productFields)
  .partial()
  .refine((o) => Object.keys(o).length > 0, 'validation.emptyPatch');

export type ProductCreateInput = z.input<typeof productCreateSchema>;
export type ProductCreate = z.output<typeof productCreateSchema>;
export type ProductPatch = z.output<typeof productPatchSchema>;
