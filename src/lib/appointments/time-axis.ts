// The calendar's time axis: slots at the slot interval, pixel maths, labels in the user's
// 12- or 24-hour clock, and weeks that begin on the user's week start (spec §3, §9).
import { formatTimeOfDay, toTimeString, type TimeFormat } from '@/lib/time';
import type { WeekStart } from '@/lib/calendar-preferences';

export interface TimeAxis {
  /** Minutes from midnight where the grid starts and ends. */
  startMinute: number;
  endMinute: number;
  /** Slot interval in minutes. */
  interval: number;
  /** Pixels per slot. */
  slotHeight: number;
}

/** Minutes from the grid's start of every slot, [start, end). */
export function slotStarts(axis: TimeAxis): number[] {
  const out: number[] = [];
  for (let m = axis.startMinute; m < axis.endMinute; m += axis.interval) out.push(m);
  return out;
}

/** Vertical position in pixels of a minute of the day. */
export function minuteToPx(axis: TimeAxis, minute: number): number {
  return ((minute - axis.startMinute) / axis.interval) * axis.slotHeight;
}

/** The minute of the day at a pixel offset, snapped down to the slot interval and clamped to the grid. */
export function pxToSlotMinute(axis: TimeAxis, px: number): number {
  const slot = Math.floor(px / axis.slotHeight);
  const minute = axis.startMinute + slot * axis.interval;
  return clamp(minute, axis.startMinute, axis.endMinute - axis.interval);
}

/** Snaps a number of minutes to the nearest multiple of the interval. */
export function snapMinutes(minutes: number, interval: number): number {
  return Math.round(minutes / interval) * interval;
}

export function clamp(value: number, min: number, max: number): number {
  return Math.min(max, Math.max(min, value));
}

/** "9:00 AM" or "09:00"; minutes past midnight (1440 shows as midnight). */
export function minuteLabel(minute: number, format: TimeFormat): string {
  const m = ((minute % 1440) + 1440) % 1440;
  return formatTimeOfDay(toTimeString(Math.floor(m / 60), m % 60), format);
}

/** 'yyyy-MM-dd' plus whole days (calendar arithmetic, no time zone involved). */
export function addDays(date: string, days: number): string {
  const d = new Date(`${date}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/** Day of the week of 'yyyy-MM-dd', 0 = Sunday. */
export function weekdayOf(date: string): number {
  return new Date(`${date}T00:00:00Z`).getUTCDay();
}

/** The seven days of the week holding `date`, beginning on `startsAt` (0 = Sunday). */
export function weekOf(date: string, startsAt: WeekStart): string[] {
  const back = (weekdayOf(date) - startsAt + 7) % 7;
  const first = addDays(date, -back);
  return Array.from({ length: 7 }, (_, i) => addDays(first, i));
}

/** Minutes from a local day's first instant (ISO UTC) to an instant. */
export function minuteInDay(dayStartIso: string, iso: string): number {
  return (Date.parse(iso) - Date.parse(dayStartIso)) / 60_000;
}

/** The instant (ISO UTC) a number of minutes after a local day's first instant. */
export function isoAtMinute(dayStartIso: string, minute: number): string {
  return new Date(Date.parse(dayStartIso) + minute * 60_000).toISOString();
}
