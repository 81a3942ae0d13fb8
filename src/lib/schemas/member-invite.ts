import { z } from 'zod';
import { customerFields } from '@/lib/schemas/customer';

const level = z.union([z.literal(0), z.literal(1), z.literal(2), z.literal(3)], 'validation.invalidLevel');

/** Spec §6 permissions (the areas with levels 0–3, pos and the commissions flag). */
export const permissionsSchema = z.strictObject({
  pos: z.boolean('validation.invalidType').optional(),
  booking_self: level.optional(),
  booking_all: level.optional(),
  payment_self: level.optional(),
  payment: level.optional(),
  reporting_self: level.optional(),
  reporting: level.optional(),
  customers: level.optional(),
  catalogues: level.optional(),
  members: level.optional(),
  commissions: z.strictObject({ view_comms_value: z.boolean('validation.invalidType').optional() }).optional(),
});

/** POST /b/{businessId}/members/invite. */
export const memberInviteSchema = z.object({
  email: customerFields.email.refine((v) => v !== '', 'validation.InvalidEmail'),
  firstName: customerFields.firstName,
  lastName: customerFields.lastName.default(''),
  phone: customerFields.phone.default(''),
  branchIds: z.array(z.uuid('validation.invalidId')).min(1, 'validation.branchRequired').max(100, 'validation.tooMany'),
  permissions: permissionsSchema.default({}),
});
export type MemberInviteInput = z.input<typeof memberInviteSchema>;

/** What `/join?data=` carries (base64 of this JSON, then URI-encoded). */
export interface JoinLinkData {
  email: string;
  phone: string;
  firstName: string;
  lastName: string;
  businessName: string;
}

/** POST /subscription/actions. */
export const subscriptionActionSchema = z.object({
  action: z.enum(['join-with-code'], 'validation.invalidOption'),
  userEmail: z.string('validation.invalidType').trim().toLowerCase().min(1, 'validation.InvalidEmail').max(254, 'validation.tooLong'),
});
