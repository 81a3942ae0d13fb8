import { addDays, format, parseISO } from 'date-fns';
import { fromZonedTime } from 'date-fns-tz';
import {
  DATE_RANGE_PRESETS,
  makePresetRange,
  makeRelativeRange,
  type DateRangePreset,
  type DateRangeValue,
  type RelativeUnit,
} from '@/lib/date-range';

/**
 * The payments list's date range, kept in the address so a filtered list can be reloaded, shared
 * or gone back to: `?range=this_week` (a preset, moving with the calendar), `?range=past_7_day`
 * (relative), `?from=2025-06-01&to=2025-06-07` (fixed days), `?range=all`. No range means today.
 */
export type PaymentsRange = DateRangeValue | 'all';

const DAY = /^\d{4}-\d{2}-\d{2}$/;
const RELATIVE = /^(current|past)_(\d{1,3})_(day|week|month|year)$/;

export function rangeToQuery(range: PaymentsRange): Record<string, string> {
  if (range === 'all') return { range: 'all' };
  if (range.type === 'relative') return { range: range.key };
  if (range.presetKey) return { range: range.presetKey };
  return { from: range.start, to: range.end };
}

/** The range a query names (days in the business time zone's calendar); today when it names none or is not valid. */
export function rangeFromQuery(query: URLSearchParams, today: string): PaymentsRange {
  const named = query.get('range');
  if (named === 'all') return 'all';
  if (named !== null && (DATE_RANGE_PRESETS as readonly string[]).includes(named)) return makePresetRange(named as DateRangePreset, today);
  const relative = named === null ? null : RELATIVE.exec(named);
  if (relative) {
    const [, scope, amount, unit] = relative;
    const n = Number(amount);
    if (n >= 1) return makeRelativeRange(n, unit as RelativeUnit, scope === 'current' ? 'current' : 'past', today);
  }
  const from = query.get('from');
  const to = query.get('to');
  if (from !== null && to !== null && DAY.test(from) && DAY.test(to) && isDay(from) && isDay(to) && from <= to) {
    return { type: 'absolute', start: from, end: to };
  }
  return makePresetRange('today', today);
}

function isDay(day: string): boolean {
  const date = parseISO(day);
  return !Number.isNaN(date.getTime()) && format(date, 'yyyy-MM-dd') === day;
}

/** The UTC instants bounding local days `start`..`end` (inclusive) in `timeZone`. */
export function daysToInstants(start: string, end: string, timeZone: string): { from: string; to: string } {
  const after = format(addDays(parseISO(end), 1), 'yyyy-MM-dd');
  return { from: fromZonedTime(`${start}T00:00:00`, timeZone).toISOString(), to: fromZonedTime(`${after}T00:00:00`, timeZone).toISOString() };
}
