import { formatInTimeZone } from 'date-fns-tz';

/**
 * Where an instant falls for a branch: its local calendar day ('yyyy-MM-dd') and local hour
 * ('00'–'23'). Reports count a sale on the branch's day, not the server's or the device's.
 */
export function localDayOf(iso: string, timeZone: string): string {
  return formatInTimeZone(new Date(iso), timeZone, 'yyyy-MM-dd');
}

export function localHourOf(iso: string, timeZone: string): string {
  return formatInTimeZone(new Date(iso), timeZone, 'HH');
}

/** The days from `start` to `end` inclusive ('yyyy-MM-dd', calendar arithmetic, no time zone). */
export function daysBetween(start: string, end: string): string[] {
  const out: string[] = [];
  const last = Date.parse(`${end}T00:00:00Z`);
  for (let t = Date.parse(`${start}T00:00:00Z`); t <= last && out.length < 5000; t += 86_400_000) {
    out.push(new Date(t).toISOString().slice(0, 10));
  }
  return out;
}

/** `day` moved by `days` calendar days. */
export function shiftDay(day: string, days: number): string {
  return new Date(Date.parse(`${day}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);
}
