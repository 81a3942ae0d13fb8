/** Times of day as 'HH:mm' strings (24-hour), and their 12-hour parts (spec §9). */

export type Period = 0 | 12; // AM = 0, PM = 12
export type TimeFormat = '12' | '24';

const TIME_RE = /^([01]\d|2[0-3]):([0-5]\d)$/;

export function isValidTime(value: string): boolean {
  return TIME_RE.test(value);
}

export function parseTime(value: string): { hours: number; minutes: number } | null {
  const m = TIME_RE.exec(value);
  if (!m) return null;
  return { hours: Number(m[1]), minutes: Number(m[2]) };
}

export function toTimeString(hours: number, minutes: number): string {
  return `${String(hours).padStart(2, '0')}:${String(minutes).padStart(2, '0')}`;
}

export function minutesOfDay(value: string): number | null {
  const t = parseTime(value);
  return t ? t.hours * 60 + t.minutes : null;
}

/** 24-hour hours → 12-hour hour (1-12) and period (0 AM, 12 PM). */
export function to12Hour(hours: number): { hour: number; period: Period } {
  const period: Period = hours >= 12 ? 12 : 0;
  const hour = hours % 12 === 0 ? 12 : hours % 12;
  return { hour, period };
}

/** 12-hour hour (1-12) and period (0 or 12) → 24-hour hours. */
export function from12Hour(hour: number, period: Period): number {
  return (hour % 12) + period;
}

/** Clamps `end` so it is not before `start` (slot end has a minimum of the start time). */
export function clampEnd(start: string, end: string): string {
  return end < start ? start : end;
}

/** Displays 'HH:mm' in the user's format: "3:05 PM" or "15:05". */
export function formatTimeOfDay(value: string, format: TimeFormat): string {
  const t = parseTime(value);
  if (!t) return value;
  if (format === '24') return toTimeString(t.hours, t.minutes);
  const { hour, period } = to12Hour(t.hours);
  return `${hour}:${String(t.minutes).padStart(2, '0')} ${period === 0 ? 'AM' : 'PM'}`;
}
