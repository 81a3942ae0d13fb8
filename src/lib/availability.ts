/**
 * Weekly availability (spec §3, §4): keyed "0" (Sunday) to "6", each day {active, slots}.
 * Every function returns a new object; the input is never changed.
 */
import { isValidTime } from './time';

export const DAY_KEYS = ['0', '1', '2', '3', '4', '5', '6'] as const;
export type DayKey = (typeof DAY_KEYS)[number];

export const DAY_START = '00:00';
export const DAY_END = '23:59';

export interface TimeSlot {
  start: string;
  end: string;
}

export interface DayAvailability {
  active: boolean;
  slots: TimeSlot[];
}

export type WeeklyAvailability = Record<DayKey, DayAvailability>;

export function emptyAvailability(): WeeklyAvailability {
  return Object.fromEntries(DAY_KEYS.map((k) => [k, { active: false, slots: [] }])) as unknown as WeeklyAvailability;
}

function withDay(week: WeeklyAvailability, day: DayKey, next: DayAvailability): WeeklyAvailability {
  return { ...week, [day]: next };
}

/** Turning a day on with no slots creates 00:00-23:59; turning it off clears its slots. */
export function setDayActive(week: WeeklyAvailability, day: DayKey, active: boolean): WeeklyAvailability {
  const current = week[day];
  if (!active) return withDay(week, day, { active: false, slots: [] });
  const slots = current.slots.length === 0 ? [{ start: DAY_START, end: DAY_END }] : current.slots;
  return withDay(week, day, { active: true, slots });
}

/** A new slot starts at the previous slot's end (or 00:00), ends at 23:59, and marks the day active. */
export function addSlot(week: WeeklyAvailability, day: DayKey): WeeklyAvailability {
  const current = week[day];
  const previous = current.slots[current.slots.length - 1];
  const slot = { start: previous?.end ?? DAY_START, end: DAY_END };
  return withDay(week, day, { active: true, slots: [...current.slots, slot] });
}

/** Editing a slot marks the day active. */
export function updateSlot(week: WeeklyAvailability, day: DayKey, index: number, patch: Partial<TimeSlot>): WeeklyAvailability {
  const current = week[day];
  if (index < 0 || index >= current.slots.length) return week;
  const slots = current.slots.map((s, i) => (i === index ? { ...s, ...patch } : s));
  return withDay(week, day, { active: true, slots });
}

/** Deleting the last remaining slot marks the day inactive. */
export function removeSlot(week: WeeklyAvailability, day: DayKey, index: number): WeeklyAvailability {
  const current = week[day];
  if (index < 0 || index >= current.slots.length) return week;
  const slots = current.slots.filter((_, i) => i !== index);
  return withDay(week, day, { active: slots.length > 0 ? current.active : false, slots });
}

/** An active day with no slots is available all day. */
export function isAvailableAllDay(day: DayAvailability): boolean {
  return day.active && day.slots.length === 0;
}

export type SlotError = 'InvalidTime' | 'EndBeforeStart';

/** Validates a slot: both times 'HH:mm', end not before start. */
export function slotError(slot: TimeSlot): SlotError | null {
  if (!isValidTime(slot.start) || !isValidTime(slot.end)) return 'InvalidTime';
  if (slot.end < slot.start) return 'EndBeforeStart';
  return null;
}

/** Accepts partial input from the server (missing days or fields) and fills the gaps. */
export function normaliseAvailability(input: Partial<Record<string, Partial<DayAvailability>>> | null | undefined): WeeklyAvailability {
  const week = emptyAvailability();
  for (const key of DAY_KEYS) {
    const day = input?.[key];
    if (day) week[key] = { active: Boolean(day.active), slots: [...(day.slots ?? [])] };
  }
  return week;
}
