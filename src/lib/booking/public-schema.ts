import { z } from 'zod';
import { SHORT_CODE_PATTERN } from '@/lib/schemas/business';
import { customerFields } from '@/lib/schemas/customer';

const id = z.uuid('validation.invalidId');
const day = z.string('validation.invalidType').regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate');
const instant = z.iso.datetime({ offset: true, error: 'validation.invalidDate' });

export const shortcodeParams = z.object({ shortcode: z.string().trim().toLowerCase().regex(SHORT_CODE_PATTERN, 'business.validation.invalidShortCode') });
export const branchParams = shortcodeParams.extend({ branchId: id });
export const bookingParams = shortcodeParams.extend({ id });

/** `?date=yyyy-MM-dd&services=id,id&memberId=id` (no memberId: anyone). */
export const slotQuerySchema = z.object({
  date: day,
  services: z
    .string('validation.invalidType')
    .transform((s) => s.split(',').filter((x) => x !== ''))
    .pipe(z.array(id).min(1, 'publicBooking.errors.serviceRequired').max(5, 'validation.tooMany')),
  memberId: id.optional(),
});

/**
 * A customer's own booking. `website` is the honeypot: a field people never see (it stays empty);
 * a form robot fills it in.
 */
export const publicBookingSchema = z.strictObject({
  branchId: id,
  serviceIds: z.array(id).min(1, 'publicBooking.errors.serviceRequired').max(5, 'validation.tooMany'),
  memberId: id.nullable(),
  startAt: instant,
  firstName: z.string('validation.invalidType').trim().min(1, 'validation.required').max(100, 'validation.tooLong'),
  lastName: z.string('validation.invalidType').trim().max(100, 'validation.tooLong').default(''),
  phone: customerFields.phone.refine((v) => v !== '', 'validation.required'),
  email: customerFields.email.default(''),
  consent: z.literal(true, 'publicBooking.errors.consent'),
  website: z.string().max(200).default(''),
});
export type PublicBookingInput = z.input<typeof publicBookingSchema>;

export const publicRescheduleSchema = z.strictObject({ startAt: instant });
export const publicCancelSchema = z.strictObject({});

/** The gateway's signed answer the booking page forwards after paying a deposit (billplz[id], [paid], [paid_at], [x_signature]). */
export const depositReturnSchema = z.strictObject({
  billId: z.string().regex(/^[A-Za-z0-9_-]{1,64}$/, 'subscription.errors.unknownBill'),
  paid: z.enum(['true', 'false'], 'subscription.errors.badReturn'),
  paidAt: z.string().max(64, 'validation.tooLong'),
  xSignature: z.string().regex(/^[0-9a-f]{64}$/, 'subscription.errors.badSignature'),
});
