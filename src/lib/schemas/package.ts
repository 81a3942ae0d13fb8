import { z } from 'zod';
import { catalogueCommon } from '@/lib/schemas/catalogue-common';

/** Units of a package's validity period (spec §3 duration, at day granularity). */
export const VALIDITY_UNITS = ['days', 'weeks', 'months', 'years'] as const;
export type ValidityUnit = (typeof VALIDITY_UNITS)[number];

const dayPattern = /^\d{4}-\d{2}-\d{2}$/;

/**
 * How long a package's sessions stay usable after the sale (spec §3 duration): a unit plus a
 * whole number, never, or custom (a fixed last day, the same for every sale).
 */
export const packageValiditySchema = z.discriminatedUnion('kind', [
  z.object({
    kind: z.literal('period'),
    unit: z.enum(VALIDITY_UNITS, 'catalogues.packages.invalidUnit'),
    count: z.number().int('catalogues.validation.wholeNumber').min(1, 'catalogues.validation.atLeastOne').max(999, 'catalogues.validation.tooLarge'),
  }),
  z.object({ kind: z.literal('never') }),
  z.object({ kind: z.literal('custom'), until: z.string().regex(dayPattern, 'catalogues.packages.dateRequired') }),
]);
export type PackageValidity = z.output<typeof packageValiditySchema>;

/** One service or product the package holds, with the sessions (or units) it buys. */
export const packageItemSchema = z
  .object({
    serviceId: z.uuid('validation.invalidId').nullable(),
    productId: z.uuid('validation.invalidId').nullable(),
    name: z.string().trim().min(1, 'catalogues.validation.nameRequired').max(120, 'validation.tooLong'),
    sessions: z.number().int('catalogues.validation.wholeNumber').min(1, 'catalogues.validation.atLeastOne').max(999, 'catalogues.validation.tooLarge'),
  })
  .refine((i) => (i.serviceId === null) !== (i.productId === null), { message: 'catalogues.packages.itemRequired', path: ['serviceId'] });

/** The catalogue package as it travels between device and server; error messages are i18n keys. */
export const packageFields = {
  ...catalogueCommon,
  items: z
    .array(packageItemSchema)
    .min(1, 'catalogues.packages.itemsRequired')
    .max(30, 'catalogues.validation.tooMany')
    .refine((items) => new Set(items.map((i) => i.serviceId ?? i.productId)).size === items.length, 'catalogues.packages.itemTwice'),
  validity: packageValiditySchema,
};

export const packageCreateSchema = z.object({
  id: z.uuid('validation.invalidId'),
  ...packageFields,
  category: packageFields.category.default(''),
  sst: packageFields.sst.default(true),
  imageUrl: packageFields.imageUrl.default(null),
  validity: packageFields.validity.default({ kind: 'never' }),
  active: packageFields.active.default(true),
});

/** Only the fields sent: no defaults here, or a one-field patch would blank the others. */
export const packagePatchSchema = z
  .object(packageFields)
  .partial()
  .refine((o) => Object.keys(o).length > 0, 'validation.emptyPatch');

export type PackageCreateInput = z.input<typeof packageCreateSchema>;
export type PackagePatch = z.output<typeof packagePatchSchema>;
export type PackageItemInput = z.output<typeof packageItemSchema>;
