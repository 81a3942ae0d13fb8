import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

export interface LocalDay {
  /** yyyy-MM-dd in the time zone. */
  date: string;
  /** The day's first instant, ISO UTC. */
  startIso: string;
  /** The next day's first instant, ISO UTC (exclusive end). */
  endIso: string;
}

/** The local calendar day that contains `at` in `timeZone`, as a UTC range for index queries. */
export function localDay(at: Date, timeZone: string): LocalDay {
  const date = formatInTimeZone(at, timeZone, 'yyyy-MM-dd');
  const start = fromZonedTime(`${date}T00:00:00`, timeZone);
  // Noon of the next calendar day, then its midnight: safe across DST changes.
  const nextDate = formatInTimeZone(new Date(start.getTime() + 36 * 3_600_000), timeZone, 'yyyy-MM-dd');
  const end = fromZonedTime(`${nextDate}T00:00:00`, timeZone);
  return { date, startIso: start.toISOString(), endIso: end.toISOString() };
}
