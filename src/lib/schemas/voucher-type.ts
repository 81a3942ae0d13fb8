import { z } from 'zod';
import type { RowMeta } from '@/lib/api-types';
import { packageValiditySchema, type PackageValidity } from '@/lib/schemas/package';

/** A value voucher pays a sum towards anything in its scope; a service voucher pays for the services it names. */
export const VOUCHER_KINDS = ['value', 'service'] as const;
export type VoucherKind = (typeof VOUCHER_KINDS)[number];

/** What a value voucher pays for: anything, items of some categories, or chosen items. */
export const VOUCHER_SCOPES = ['all', 'categories', 'items'] as const;
export type VoucherScope = (typeof VOUCHER_SCOPES)[number];

const money = z.number().int('catalogues.validation.wholeSen').min(0, 'catalogues.validation.notNegative').max(100_000_000, 'catalogues.validation.tooLarge');

/** The voucher type's fields as they travel between device and server; messages are i18n keys. */
export const voucherTypeFields = {
  name: z.string().trim().min(1, 'catalogues.validation.nameRequired').max(120, 'validation.tooLong'),
  kind: z.enum(VOUCHER_KINDS, 'catalogues.vouchers.invalidKind'),
  /** What a value voucher pays (sen); 0 for a service voucher. */
  value: money,
  /** What the customer pays for it (sen); may be below its value. */
  price: money,
  /** The services a service voucher pays for. */
  serviceIds: z.array(z.uuid('validation.invalidId')).max(50, 'catalogues.validation.tooMany'),
  /** What a value voucher pays for. */
  scope: z.enum(VOUCHER_SCOPES, 'catalogues.vouchers.invalidScope'),
  /** Services, products or packages it pays for (scope items). */
  itemIds: z.array(z.uuid('validation.invalidId')).max(500, 'catalogues.validation.tooMany'),
  /** Catalogue categories it pays for (scope categories). */
  categories: z.array(z.string().trim().min(1).max(60, 'validation.tooLong')).max(100, 'catalogues.validation.tooMany'),
  /** How long a voucher sold stays usable (the package validity shape). */
  validity: packageValiditySchema,
  /** False once archived: it leaves checkout; vouchers sold keep working. */
  active: z.boolean(),
};

type Fields = Partial<Record<keyof typeof voucherTypeFields, unknown>>;

/** The rules across fields, on a whole voucher type or on the fields a patch sends. */
const rules = <T extends z.ZodType<Fields>>(schema: T) =>
  schema.superRefine((v, ctx) => {
    const issue = (path: string, message: string) => ctx.addIssue({ code: 'custom', path: [path], message });
    if (v.kind === 'value') {
      if (v.value === 0) issue('value', 'catalogues.vouchers.valueRequired');
      if (typeof v.value === 'number' && typeof v.price === 'number' && v.price > v.value) issue('price', 'catalogues.vouchers.priceAboveValue');
      if (v.scope === 'items' && Array.isArray(v.itemIds) && v.itemIds.length === 0) issue('itemIds', 'catalogues.vouchers.itemsRequired');
      if (v.scope === 'categories' && Array.isArray(v.categories) && v.categories.length === 0) issue('categories', 'catalogues.vouchers.categoriesRequired');
    }
    if (v.kind === 'service' && Array.isArray(v.serviceIds) && v.serviceIds.length === 0) issue('serviceIds', 'catalogues.vouchers.servicesRequired');
  });

export const voucherTypeCreateSchema = rules(
  z.object({
    id: z.uuid('validation.invalidId'),
    ...voucherTypeFields,
    value: voucherTypeFields.value.default(0),
    serviceIds: voucherTypeFields.serviceIds.default([]),
    scope: voucherTypeFields.scope.default('all'),
    itemIds: voucherTypeFields.itemIds.default([]),
    categories: voucherTypeFields.categories.default([]),
    validity: voucherTypeFields.validity.default({ kind: 'never' }),
    active: voucherTypeFields.active.default(true),
  }),
);

/** Only the fields sent (the server checks the rules again on the stored row merged with them). */
export const voucherTypePatchSchema = rules(z.object(voucherTypeFields).partial()).refine((o) => Object.keys(o).length > 0, 'validation.emptyPatch');

export type VoucherTypeCreateInput = z.input<typeof voucherTypeCreateSchema>;
export type VoucherTypePatch = z.output<typeof voucherTypePatchSchema>;

/** A voucher type of the catalogue (issue 16), replicated to every device for checkout. */
export interface VoucherTypeRow extends RowMeta {
  name: string;
  kind: VoucherKind;
  value: number;
  price: number;
  serviceIds: string[];
  scope: VoucherScope;
  itemIds: string[];
  categories: string[];
  validity: PackageValidity;
  active: boolean;
}
