import { z } from 'zod';
import { isValidTimeZone } from '@/lib/calendar-preferences';
import { customerFields } from '@/lib/schemas/customer';
import { availabilitySchema } from '@/lib/schemas/member';
import { webUrl } from '@/lib/schemas/web-url';

const required = (max: number) => z.string('validation.invalidType').trim().min(1, 'validation.required').max(max, 'validation.tooLong');

/**
 * A branch as `PUT /business/{businessId}/branches` takes it (spec §7): the whole record, created
 * when the id is new (the device makes it) and replaced otherwise. The code starts its receipt
 * numbers; every address field is required (spec §5).
 */
export const branchSchema = z.strictObject({
  id: z.uuid('validation.invalidId'),
  name: required(100),
  code: z.string('validation.invalidType').trim().toUpperCase().regex(/^[A-Z0-9]{1,6}$/, 'validation.invalidBranchCode'),
  phone: customerFields.phone.default(''),
  timeZone: z.string('validation.invalidType').refine(isValidTimeZone, 'validation.invalidTimeZone'),
  address1: required(200),
  address2: required(200),
  city: required(100),
  postalCode: required(20),
  province: required(100),
  country: required(60),
  imageUrl: webUrl().nullable().default(null),
  openingHours: z.union([availabilitySchema, z.strictObject({})]).default({}),
});
export type BranchInput = z.input<typeof branchSchema>;
