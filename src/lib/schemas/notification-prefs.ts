import { z } from 'zod';
import type { NotificationType } from '@/lib/schemas/notification';

/**
 * The notification types a user may switch off (spec §3 types and LOW_STOCK). TEST is what the
 * user asks for themselves, so it always arrives.
 */
export const OPTIONAL_NOTIFICATION_TYPES = ['NEW_BOOKING', 'EDITED_BOOKING', 'CANCEL_BOOKING', 'BOOKING_PENDING_APPROVAL', 'LOW_STOCK'] as const satisfies readonly NotificationType[];
export type OptionalNotificationType = (typeof OPTIONAL_NOTIFICATION_TYPES)[number];

/** Which notifications a member receives in the app: the types switched off, and the daily summary. */
export const notificationPrefsSchema = z.strictObject({
  muted: z
    .array(z.enum(OPTIONAL_NOTIFICATION_TYPES, 'validation.invalidOption'))
    .max(OPTIONAL_NOTIFICATION_TYPES.length, 'validation.tooMany')
    .refine((types) => new Set(types).size === types.length, 'validation.duplicate'),
  dailySummary: z.boolean('validation.invalidType'),
});
export type NotificationPrefs = z.output<typeof notificationPrefsSchema>;

/** What a member who never chose gets: every type, no daily summary. */
export const DEFAULT_NOTIFICATION_PREFS: NotificationPrefs = { muted: [], dailySummary: false };

/** Whether a member with these preferences gets a new notification of this type (the daily summary only when switched on). */
export function receives(prefs: NotificationPrefs, type: NotificationType): boolean {
  if (type === 'DAILY_SUMMARY') return prefs.dailySummary;
  return !prefs.muted.some((muted) => muted === type);
}

/** The preferences with one type switched on or off, in the fixed order of the types. */
export function withType(prefs: NotificationPrefs, type: OptionalNotificationType, on: boolean): NotificationPrefs {
  const muted = OPTIONAL_NOTIFICATION_TYPES.filter((t) => (t === type ? !on : prefs.muted.includes(t)));
  return { ...prefs, muted };
}
