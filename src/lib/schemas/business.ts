import { z } from 'zod';
import { isSupportedCountry } from 'libphonenumber-js';
import { isValidTimeZone } from '@/lib/calendar-preferences';
import { CURRENCY_CODES } from '@/lib/money';
import { customerFields } from '@/lib/schemas/customer';
import { webUrl } from '@/lib/schemas/web-url';

/** A short code is what booking links and QR codes carry: lowercase letters, digits, dashes. */
export const SHORT_CODE_PATTERN = /^[a-z0-9](?:[a-z0-9-]{1,38}[a-z0-9])$/;

const text = (max: number) => z.string('validation.invalidType').trim().max(max, 'validation.tooLong');

/**
 * The organisation's own fields (spec §3 Business, issue 17 "The organisation"), as
 * `PATCH /business/{businessId}` takes them: every field optional, only those sent change (last
 * writer wins per field). Written once for the form, the outbox and the server route.
 */
export const businessFields = {
  name: text(100).min(1, 'validation.required'),
  shortCode: z
    .string('validation.invalidType')
    .trim()
    .toLowerCase()
    .regex(SHORT_CODE_PATTERN, 'business.validation.invalidShortCode'),
  logoUrl: webUrl().nullable(),
  registrationNumber: text(50),
  taxNumber: text(50),
  email: customerFields.email,
  phone: customerFields.phone,
  website: text(2000).refine((v) => v === '' || /^https?:\/\/[^\s/$.?#].[^\s]*$/i.test(v), 'validation.invalidUrl'),
  address: customerFields.address,
  country: z
    .string('validation.invalidType')
    .trim()
    .toUpperCase()
    .refine((v) => /^[A-Z]{2}$/.test(v) && isSupportedCountry(v), 'business.validation.invalidCountry'),
  currency: z.enum(CURRENCY_CODES, 'business.validation.invalidCurrency'),
  timeZone: z.string('validation.invalidType').refine(isValidTimeZone, 'validation.invalidTimeZone'),
  weekStart: z.number('validation.invalidType').int('business.validation.invalidWeekStart').min(0, 'business.validation.invalidWeekStart').max(6, 'business.validation.invalidWeekStart'),
};

export const businessPatchSchema = z.strictObject(businessFields).partial();
export type BusinessPatch = z.input<typeof businessPatchSchema>;
export type BusinessField = keyof typeof businessFields;
export const BUSINESS_FIELDS = Object.keys(businessFields) as BusinessField[];
