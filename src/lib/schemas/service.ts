import { z } from 'zod';
import { catalogueCommon } from '@/lib/schemas/catalogue-common';

const minutes = (max: number) => z.number().int('catalogues.validation.wholeNumber').min(0, 'catalogues.validation.notNegative').max(max, 'catalogues.validation.tooLarge');

/** A price a staff level charges for the service instead of the base price. */
export const levelPriceSchema = z.object({
  level: z.string().trim().min(1, 'catalogues.validation.levelRequired').max(40, 'validation.tooLong'),
  price: catalogueCommon.price,
});

/**
 * The catalogue service as it travels between device and server, written once for the client
 * mutation and the server route. Error messages are i18n keys.
 */
export const serviceFields = {
  ...catalogueCommon,
  description: z.string().max(2000, 'validation.tooLong'),
  durationMinutes: minutes(1440).min(1, 'catalogues.validation.durationRequired'),
  /** Time the client waits (colour developing) while the staff member is free. */
  processingMinutes: minutes(1440),
  /** Time kept free after the service (cleaning up). */
  bufferMinutes: minutes(1440),
  levelPrices: z.array(levelPriceSchema).max(10, 'catalogues.validation.tooMany'),
  color: z.string().regex(/^#[0-9a-fA-F]{6}$/, 'catalogues.validation.invalidColor'),
  /** Members who perform it; empty means anyone. */
  memberIds: z.array(z.uuid('validation.invalidId')).max(500, 'catalogues.validation.tooMany'),
  /** Branches that offer it; empty means every branch. */
  branchIds: z.array(z.uuid('validation.invalidId')).max(200, 'catalogues.validation.tooMany'),
  onlineBookable: z.boolean(),
};

export const serviceCreateSchema = z.object({
  id: z.uuid('validation.invalidId'),
  ...serviceFields,
  category: serviceFields.category.default(''),
  description: serviceFields.description.default(''),
  processingMinutes: serviceFields.processingMinutes.default(0),
  bufferMinutes: serviceFields.bufferMinutes.default(0),
  levelPrices: serviceFields.levelPrices.default([]),
  sst: serviceFields.sst.default(true),
  color: serviceFields.color.default('#3B5BDB'),
  memberIds: serviceFields.memberIds.default([]),
  branchIds: serviceFields.branchIds.default([]),
  onlineBookable: serviceFields.onlineBookable.default(true),
  imageUrl: serviceFields.imageUrl.default(null),
  active: serviceFields.active.default(true),
});

/** Only the fields sent: no defaults here, or a one-field patch would blank the others. */
export const servicePatchSchema = z
  .object(serviceFields)
  .partial()
  .refine((o) => Object.keys(o).length > 0, 'validation.emptyPatch');

export type ServiceCreateInput = z.input<typeof serviceCreateSchema>;
export type ServiceCreate = z.output<typeof serviceCreateSchema>;
export type ServicePatch = z.output<typeof servicePatchSchema>;
export type LevelPrice = z.output<typeof levelPriceSchema>;
