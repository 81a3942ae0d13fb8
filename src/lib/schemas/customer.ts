import { z } from 'zod';

/**
 * The customer record as it travels between device and server. Written once, used by the
 * client mutation, the sync worker and the server route. Error messages are i18n keys.
 */
export const customerFields = {
  firstName: z.string().trim().min(1, 'validation.firstNameRequired').max(100, 'validation.tooLong'),
  lastName: z.string().trim().max(100, 'validation.tooLong'),
  email: z
    .string()
    .trim()
    .toLowerCase()
    .max(254, 'validation.tooLong')
    .refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'validation.InvalidEmail'),
  /** E.164, or empty when unknown. */
  phone: z
    .string()
    .trim()
    .refine((v) => v === '' || /^\+[1-9]\d{6,14}$/.test(v), 'validation.invalidPhone'),
  notes: z.string().max(2000, 'validation.tooLong'),
  branchId: z.uuid('validation.invalidId').nullable(),
};

export const customerCreateSchema = z.object({
  id: z.uuid('validation.invalidId'),
  ...customerFields,
  lastName: customerFields.lastName.default(''),
  email: customerFields.email.default(''),
  phone: customerFields.phone.default(''),
  notes: customerFields.notes.default(''),
  branchId: customerFields.branchId.default(null),
});

/** Only the fields sent: no defaults here, or a one-field patch would blank the others. */
export const customerPatchSchema = z
  .object(customerFields)
  .partial()
  .refine((o) => Object.keys(o).length > 0, 'validation.emptyPatch');

export type CustomerCreateInput = z.input<typeof customerCreateSchema>;
export type CustomerCreate = z.output<typeof customerCreateSchema>;
export type CustomerPatch = z.output<typeof customerPatchSchema>;
