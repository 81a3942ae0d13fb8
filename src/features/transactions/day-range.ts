import { fromZonedTime, formatInTimeZone } from 'date-fns-tz';

/** The UTC instants bounding the local day of `now` in `timeZone` (a shop's "today"). */
export function localDayRange(now: Date, timeZone: string): { from: string; to: string } {
  const day = formatInTimeZone(now, timeZone, 'yyyy-MM-dd');
  const from = fromZonedTime(`${day}T00:00:00`, timeZone);
  const to = new Date(from.getTime() + 24 * 60 * 60 * 1000);
  return { from: from.toISOString(), to: to.toISOString() };
}
