import type { TimeFormat, WeekStart } from '@/lib/calendar-preferences';
import { toLocal } from '@/lib/appointments/series';
import { formatTimeOfDay } from '@/lib/time';

/** A start as the time picker shows it: the local time in `timeZone`, "3:05 PM" or "15:05" (spec §9). */
export function slotLabel(instant: string, timeZone: string, format: TimeFormat): string {
  return formatTimeOfDay(toLocal(instant, timeZone).slice(11), format);
}

/**
 * ISO weekdays (1 = Monday … 7 = Sunday) in the order the user's week runs, from their week
 * start (0 = Sunday … 6 = Saturday, spec §3), for the repeat-on-weekdays choice.
 */
export function weekdayOrder(startsAt: WeekStart): number[] {
  return Array.from({ length: 7 }, (_, i) => ((startsAt + i + 6) % 7) + 1);
}

/** The ISO weekday (1–7) of a local date 'yyyy-MM-dd'. */
export function isoWeekday(date: string): number {
  const day = new Date(`${date}T00:00:00Z`).getUTCDay();
  return day === 0 ? 7 : day;
}
