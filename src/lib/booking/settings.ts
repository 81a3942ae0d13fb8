import { z } from 'zod';

/** Slot intervals a branch may choose (the database's check constraint holds the same list). */
export const SLOT_INTERVALS = [5, 10, 15, 20, 30, 60] as const;

const whole = (min: number, max: number, message: string) => z.number('validation.invalidType').int(message).min(min, message).max(max, message);

/**
 * A branch's booking rules (`/settings/bookings/:branchId`, issue 20): the calendar's slot grid,
 * how early (lead time) and how far ahead customers may book online, until how many hours before
 * the start they may cancel or reschedule, whether an online booking waits for approval, whether
 * staff may book over a clash, and minutes kept free before and after every booking.
 */
export const bookingRulesSchema = z.strictObject({
  slotIntervalMinutes: z.union(SLOT_INTERVALS.map((n) => z.literal(n)), 'bookingSettings.errors.slotInterval'),
  leadTimeMinutes: whole(0, 10080, 'bookingSettings.errors.leadTime'),
  maxAdvanceDays: whole(1, 365, 'bookingSettings.errors.maxAdvance'),
  cancelWindowHours: whole(0, 720, 'bookingSettings.errors.window'),
  rescheduleWindowHours: whole(0, 720, 'bookingSettings.errors.window'),
  requireApproval: z.boolean('validation.invalidType'),
  allowDoubleBooking: z.boolean('validation.invalidType'),
  bufferBeforeMinutes: whole(0, 120, 'bookingSettings.errors.buffer'),
  bufferAfterMinutes: whole(0, 120, 'bookingSettings.errors.buffer'),
});
export type BookingRules = z.output<typeof bookingRulesSchema>;

/** What a branch without a settings row (or a device row synced before these rules existed) follows. */
export const BOOKING_RULE_DEFAULTS: BookingRules = {
  slotIntervalMinutes: 15,
  leadTimeMinutes: 60,
  maxAdvanceDays: 60,
  cancelWindowHours: 24,
  rescheduleWindowHours: 24,
  requireApproval: false,
  allowDoubleBooking: false,
  bufferBeforeMinutes: 0,
  bufferAfterMinutes: 0,
};

/** The rules of a stored row, defaults filling fields it lacks. */
export function rulesOf(row: Partial<BookingRules> | undefined): BookingRules {
  return { ...BOOKING_RULE_DEFAULTS, ...(row ?? {}) } as BookingRules;
}

/** Whether a customer may still cancel (or reschedule) a booking starting at `startAt`: up to `windowHours` before it. */
export function withinPolicy(startAt: string, windowHours: number, nowMs: number): boolean {
  return Date.parse(startAt) - nowMs >= windowHours * 3_600_000;
}
