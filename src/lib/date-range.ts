/**
 * Date range values (spec §3) and presets (spec §9). Weeks start on Monday. Days are local
 * calendar days 'yyyy-MM-dd' in the business time zone, computed by the caller's `today`.
 */
import {
  addDays,
  addMonths,
  addWeeks,
  addYears,
  endOfMonth,
  endOfWeek,
  endOfYear,
  format,
  parseISO,
  startOfMonth,
  startOfWeek,
  startOfYear,
} from 'date-fns';

export const RANGE_WEEK_STARTS_ON = 1 as const; // Monday
export const DATE_RANGE_PRESETS = ['today', 'yesterday', 'this_week', 'last_week', 'this_month', 'last_month'] as const;
export type DateRangePreset = (typeof DATE_RANGE_PRESETS)[number];

export type RelativeUnit = 'day' | 'week' | 'month' | 'year';
export type PeriodScope = 'current' | 'past';

export interface AbsoluteRange {
  type: 'absolute';
  start: string;
  end: string;
  presetKey?: DateRangePreset;
}

export interface RelativeRange {
  type: 'relative';
  start: string;
  end: string;
  periodScope: PeriodScope;
  amount: number;
  unit: RelativeUnit;
  key: string;
}

export type DateRangeValue = AbsoluteRange | RelativeRange;

const day = (d: Date) => format(d, 'yyyy-MM-dd');

/** The days of a preset, relative to `today` ('yyyy-MM-dd'). */
export function presetRange(preset: DateRangePreset, today: string): { start: string; end: string } {
  const t = parseISO(today);
  const week = { weekStartsOn: RANGE_WEEK_STARTS_ON };
  switch (preset) {
    case 'today':
      return { start: today, end: today };
    case 'yesterday': {
      const y = day(addDays(t, -1));
      return { start: y, end: y };
    }
    case 'this_week':
      return { start: day(startOfWeek(t, week)), end: day(endOfWeek(t, week)) };
    case 'last_week': {
      const w = addWeeks(t, -1);
      return { start: day(startOfWeek(w, week)), end: day(endOfWeek(w, week)) };
    }
    case 'this_month':
      return { start: day(startOfMonth(t)), end: day(endOfMonth(t)) };
    case 'last_month': {
      const m = addMonths(t, -1);
      return { start: day(startOfMonth(m)), end: day(endOfMonth(m)) };
    }
  }
}

/**
 * A relative range: 'current' scope is the unit containing today plus the amount-1 units before
 * it (this week, the last 3 months including this one); 'past' is the amount whole units before
 * the current one (the last 2 weeks, not counting this week).
 */
export function relativeRange(amount: number, unit: RelativeUnit, scope: PeriodScope, today: string): { start: string; end: string } {
  const n = Math.max(1, Math.trunc(amount));
  const t = parseISO(today);
  const week = { weekStartsOn: RANGE_WEEK_STARTS_ON };
  const startOf = (d: Date) =>
    unit === 'day' ? d : unit === 'week' ? startOfWeek(d, week) : unit === 'month' ? startOfMonth(d) : startOfYear(d);
  const endOf = (d: Date) =>
    unit === 'day' ? d : unit === 'week' ? endOfWeek(d, week) : unit === 'month' ? endOfMonth(d) : endOfYear(d);
  const add = (d: Date, k: number) =>
    unit === 'day' ? addDays(d, k) : unit === 'week' ? addWeeks(d, k) : unit === 'month' ? addMonths(d, k) : addYears(d, k);
  if (scope === 'current') return { start: day(startOf(add(t, -(n - 1)))), end: day(endOf(t)) };
  return { start: day(startOf(add(t, -n))), end: day(endOf(add(t, -1))) };
}

export function relativeKey(amount: number, unit: RelativeUnit, scope: PeriodScope): string {
  return `${scope}_${amount}_${unit}`;
}

export function makeRelativeRange(amount: number, unit: RelativeUnit, scope: PeriodScope, today: string): RelativeRange {
  return { type: 'relative', ...relativeRange(amount, unit, scope, today), periodScope: scope, amount, unit, key: relativeKey(amount, unit, scope) };
}

export function makePresetRange(preset: DateRangePreset, today: string): AbsoluteRange {
  return { type: 'absolute', ...presetRange(preset, today), presetKey: preset };
}
