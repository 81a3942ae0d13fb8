import { z } from 'zod';

/**
 * The customer record as it travels between device and server. Written once, used by the
 * client mutation, the sync worker and the server route. Error messages are i18n keys.
 */
export const CUSTOMER_GENDERS = ['', 'female', 'male', 'other'] as const;
export type CustomerGender = (typeof CUSTOMER_GENDERS)[number];

function isRealDay(value: string): boolean {
  const date = new Date(`${value}T00:00:00Z`);
  return !Number.isNaN(date.getTime()) && date.toISOString().slice(0, 10) === value;
}

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
  /** A calendar day, YYYY-MM-DD (no time zone: a birthday is the same day everywhere). */
  birthday: z
    .string()
    .regex(/^\d{4}-\d{2}-\d{2}$/, 'customers.validation.invalidDate')
    .refine(isRealDay, 'customers.validation.invalidDate')
    .nullable(),
  gender: z.enum(CUSTOMER_GENDERS, 'customers.validation.invalidGender'),
  /** The kit's address form: every line required when an address is given (spec §5). */
  address: z
    .object({
      address1: z.string().trim().min(1, 'customers.validation.addressRequired').max(200, 'validation.tooLong'),
      address2: z.string().trim().min(1, 'customers.validation.addressRequired').max(200, 'validation.tooLong'),
      city: z.string().trim().min(1, 'customers.validation.addressRequired').max(100, 'validation.tooLong'),
      postalCode: z.string().trim().min(1, 'customers.validation.addressRequired').max(20, 'validation.tooLong'),
      province: z.string().trim().min(1, 'customers.validation.addressRequired').max(100, 'validation.tooLong'),
      country: z.string().trim().min(1, 'customers.validation.addressRequired').max(100, 'validation.tooLong'),
    })
    .nullable(),
  /** When the customer agreed to marketing on WhatsApp (ISO time), or null: no consent. */
  whatsappConsentAt: z.iso.datetime({ offset: true, error: 'customers.validation.invalidDate' }).nullable(),
  /** When the customer agreed to marketing by e-mail (ISO time), or null: no consent. */
  emailConsentAt: z.iso.datetime({ offset: true, error: 'customers.validation.invalidDate' }).nullable(),
};

export const customerCreateSchema = z.object({
  id: z.uuid('validation.invalidId'),
  ...customerFields,
  lastName: customerFields.lastName.default(''),
  email: customerFields.email.default(''),
  phone: customerFields.phone.default(''),
  notes: customerFields.notes.default(''),
  branchId: customerFields.branchId.default(null),
  birthday: customerFields.birthday.default(null),
  gender: customerFields.gender.default(''),
  address: customerFields.address.default(null),
  whatsappConsentAt: customerFields.whatsappConsentAt.default(null),
  emailConsentAt: customerFields.emailConsentAt.default(null),
});

/** Only the fields sent: no defaults here, or a one-field patch would blank the others. */
export const customerPatchSchema = z
  .object(customerFields)
  .partial()
  .refine((o) => Object.keys(o).length > 0, 'validation.emptyPatch');

export type CustomerCreateInput = z.input<typeof customerCreateSchema>;
export type CustomerCreate = z.output<typeof customerCreateSchema>;
export type CustomerPatch = z.output<typeof customerPatchSchema>;
