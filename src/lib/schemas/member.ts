import { z } from 'zod';
import { DAY_KEYS, slotError } from '@/lib/availability';
import { customerFields } from '@/lib/schemas/customer';
import { permissionsSchema } from '@/lib/schemas/member-invite';
import type { Permissions } from '@/lib/api-types';
import { LEVEL_AREAS, VIEW_ONLY_AREAS } from '@/lib/team/roles-form';
import { webUrl } from '@/lib/schemas/web-url';
import { notificationPrefsSchema } from '@/lib/schemas/notification-prefs';
import { LOCALES } from '@/lib/locale';

const time = z.string('validation.invalidType');
const slotSchema = z
  .strictObject({ start: time, end: time })
  .superRefine((slot, ctx) => {
    const error = slotError(slot);
    if (error !== null) ctx.addIssue({ code: 'custom', message: error === 'InvalidTime' ? 'validation.invalidTime' : 'validation.endBeforeStart', path: ['end'] });
  });
const daySchema = z.strictObject({ active: z.boolean('validation.invalidType'), slots: z.array(slotSchema).max(12, 'validation.tooMany') });

/** Spec §3 Availability: every day "0" (Sunday) to "6". */
export const availabilitySchema = z.strictObject(
  Object.fromEntries(DAY_KEYS.map((k) => [k, daySchema])) as Record<(typeof DAY_KEYS)[number], typeof daySchema>,
);

const isoDate = z.string('validation.invalidType').regex(/^\d{4}-\d{2}-\d{2}$/, 'validation.invalidDate');
export const timeOffSchema = z
  .strictObject({ id: z.uuid('validation.invalidId'), startDate: isoDate, endDate: isoDate, note: z.string().trim().max(200, 'validation.tooLong') })
  .refine((t) => t.endDate >= t.startDate, { message: 'validation.endBeforeStart', path: ['endDate'] });

/** Only the keys given, as plain JSON (zod's optional output also allows explicit undefined). */
type PermissionsJson = { [K in keyof Permissions]?: Exclude<Permissions[K], undefined> };

function givenPermissions(p: z.output<typeof permissionsSchema>): PermissionsJson {
  const out: PermissionsJson = {};
  if (p.pos !== undefined) out.pos = p.pos;
  for (const area of LEVEL_AREAS) {
    const level = p[area];
    if (level !== undefined) out[area] = level;
  }
  const view = p.commissions?.view_comms_value;
  if (p.commissions !== undefined) out.commissions = view === undefined ? {} : { view_comms_value: view };
  return out;
}

/** Stored permissions with the roles-form rule the server also holds: reporting is View at most. */
export const memberPermissionsSchema = permissionsSchema
  .superRefine((p, ctx) => {
    for (const area of VIEW_ONLY_AREAS) {
      const level = p[area];
      if (level !== undefined && level > 1) ctx.addIssue({ code: 'custom', message: 'validation.invalidLevel', path: [area] });
    }
  })
  .transform(givenPermissions);

const hex = z.string('validation.invalidType').regex(/^#[0-9a-fA-F]{6}$/, 'validation.invalidColor');

/** The fields of a member an admin may change (every one optional: only what is sent changes). */
export const memberDataSchema = z.strictObject({
  firstName: customerFields.firstName.optional(),
  lastName: customerFields.lastName.optional(),
  phone: customerFields.phone.optional(),
  color: hex.optional(),
  profileImageUrl: webUrl().nullable().optional(),
  branches: z
    .array(z.strictObject({ branchId: z.uuid('validation.invalidId'), serviceTeam: z.boolean('validation.invalidType') }))
    .max(100, 'validation.tooMany')
    .optional(),
  workingHours: z.record(z.uuid('validation.invalidId'), availabilitySchema).optional(),
  timeOff: z.array(timeOffSchema).max(200, 'validation.tooMany').optional(),
  permissions: memberPermissionsSchema.optional(),
  orgAccessLevel: z.enum(['admin', 'member'], 'validation.invalidOption').optional(),
  /** Deactivate (signs them out everywhere, keeps history) or reactivate. */
  status: z.enum(['active', 'deactivated'], 'validation.invalidOption').optional(),
  /** The member's own choices (src/lib/team/member-edit-rules.ts): preferred language, notifications. */
  locale: z.enum(LOCALES, 'validation.invalidOption').nullable().optional(),
  notificationPrefs: notificationPrefsSchema.optional(),
});
export type MemberData = z.output<typeof memberDataSchema>;

/** PUT /business/{businessId}/users/{userId} (spec §7): data plus options.operation. */
export const memberPutSchema = z.strictObject({
  data: memberDataSchema.default({}),
  options: z.strictObject({ operation: z.enum(['update', 'delete'], 'validation.invalidOption') }),
});
export type MemberPutInput = z.input<typeof memberPutSchema>;
