import type { Options } from 'rrule';
import { floatingOccurrences } from '@/lib/appointments/recurrence';
import { RRule } from '@/lib/appointments/rrule';
import { formatInTimeZone, fromZonedTime } from 'date-fns-tz';

/**
 * Recurring series (spec §3 "Recurring event: rrule"). The rule runs on wall-clock times: rrule
 * iterates "floating" dates (local times stored as if UTC), and each one becomes an instant in
 * the branch's time zone, so "every Tuesday 10:00" stays at 10:00 local across daylight saving.
 */

/** Occurrences a series may have (five years of weeks); longer rules are refused. */
export const MAX_OCCURRENCES = 260;

export interface SeriesRule {
  /** RRULE body without DTSTART, e.g. 'FREQ=WEEKLY;BYDAY=TU;COUNT=10'. */
  rrule: string;
  timeZone: string;
  /** The first occurrence's local start, 'yyyy-MM-ddTHH:mm'. */
  startLocal: string;
  durationMinutes: number;
  /** Local starts left out (cancelled or moved occurrences). */
  exceptions: readonly string[];
}

export interface Occurrence {
  /** Local start 'yyyy-MM-ddTHH:mm': the occurrence's identity within its series. */
  local: string;
  startAt: string;
  endAt: string;
}

const DAY_MS = 86_400_000;
const LOCAL = /^(\d{4})-(\d{2})-(\d{2})T(\d{2}):(\d{2})$/;

function floating(local: string): Date {
  const m = LOCAL.exec(local);
  if (!m) throw new RangeError(`Not a local time: ${local}`);
  return new Date(Date.UTC(Number(m[1]), Number(m[2]) - 1, Number(m[3]), Number(m[4]), Number(m[5])));
}

function localOf(d: Date): string {
  return d.toISOString().slice(0, 16);
}

/** The local wall-clock time of `instant` in `timeZone`, 'yyyy-MM-ddTHH:mm'. */
export function toLocal(instant: string | Date, timeZone: string): string {
  const key = `${timeZone}|${typeof instant === 'string' ? instant : instant.toISOString()}`;
  let local = locals.get(key);
  if (local === undefined) {
    local = formatInTimeZone(instant, timeZone, "yyyy-MM-dd'T'HH:mm");
    if (locals.size > 50_000) locals.clear();
    locals.set(key, local);
  }
  return local;
}
const locals = new Map<string, string>();

/** The instant of local `local` in `timeZone` (ISO, UTC). */
export function fromLocal(local: string, timeZone: string): string {
  return fromZonedTime(`${local}:00`, timeZone).toISOString();
}

/** Parsed rules by text (parsing is cheap, but a month view asks for the same rules often). */
const parsed = new Map<string, Partial<Options>>();
function optionsOf(rrule: string): Partial<Options> {
  let options = parsed.get(rrule);
  if (options === undefined) {
    options = RRule.parseString(rrule.replace(/^RRULE:/, ''));
    if (parsed.size > 5_000) parsed.clear();
    parsed.set(rrule, options);
  }
  return options;
}

/** Local wall-clock → instant, memoised per zone and local minute (date-fns-tz takes ~0.1 ms). */
const instants = new Map<string, number>();
function instantOf(local: string, timeZone: string): number {
  const key = `${timeZone}|${local}`;
  let ms = instants.get(key);
  if (ms === undefined) {
    ms = fromZonedTime(`${local}:00`, timeZone).getTime();
    if (instants.size > 50_000) instants.clear();
    instants.set(key, ms);
  }
  return ms;
}

/**
 * The series' occurrences (exceptions left out), optionally only those overlapping
 * [from, to); at most MAX_OCCURRENCES + 1 (one more tells the caller the rule is too long).
 */
export function expandSeries(series: SeriesRule, window?: { from: string; to: string }): Occurrence[] {
  const options = optionsOf(series.rrule);
  const skip = new Set(series.exceptions);
  const durationMs = series.durationMinutes * 60_000;
  // Floating bounds padded by a day cover any UTC offset; exact instants filter after.
  const from = window ? floating(toLocal(window.from, series.timeZone)).getTime() - DAY_MS - durationMs : Number.NEGATIVE_INFINITY;
  const to = window ? floating(toLocal(window.to, series.timeZone)).getTime() + DAY_MS : Number.POSITIVE_INFINITY;
  const fromMs = window ? Date.parse(window.from) : Number.NEGATIVE_INFINITY;
  const toMs = window ? Date.parse(window.to) : Number.POSITIVE_INFINITY;
  const out: Occurrence[] = [];
  for (const d of floatingOccurrences(options, floating(series.startLocal), from, to, MAX_OCCURRENCES + 1)) {
    const local = localOf(d);
    if (skip.has(local)) continue;
    const start = instantOf(local, series.timeZone);
    const end = start + durationMs;
    if (end <= fromMs || start >= toMs) continue;
    out.push({ local, startAt: new Date(start).toISOString(), endAt: new Date(end).toISOString() });
  }
  return out;
}

/** A rule ending just before the local start `local` (for "this and following" splits). */
export function endRuleBefore(rrule: string, local: string): string {
  const options = RRule.parseString(rrule.replace(/^RRULE:/, ''));
  const until = new Date(floating(local).getTime() - 60_000);
  const { count: _count, ...rest } = options;
  return RRule.optionsToString({ ...rest, until }).replace(/^RRULE:/, '');
}

/** Repeat choices of the create screen, as an RRULE body. */
export type RepeatChoice =
  | { every: 'day'; interval: number }
  | { every: 'week'; interval: number; weekdays: readonly number[] }
  | { every: 'month'; interval: number };
export type RepeatEnd = { until: string } | { count: number };

const WEEKDAYS = [RRule.MO, RRule.TU, RRule.WE, RRule.TH, RRule.FR, RRule.SA, RRule.SU];

/** `weekdays` are ISO (1 = Monday … 7 = Sunday); `until` is a local date 'yyyy-MM-dd' (inclusive). */
export function buildRrule(choice: RepeatChoice, end: RepeatEnd): string {
  const freq = choice.every === 'day' ? RRule.DAILY : choice.every === 'week' ? RRule.WEEKLY : RRule.MONTHLY;
  const byweekday = choice.every === 'week' && choice.weekdays.length > 0 ? choice.weekdays.map((d) => WEEKDAYS[(d - 1) % 7] ?? RRule.MO) : null;
  const bound = 'count' in end ? { count: end.count } : { until: floating(`${end.until}T23:59`) };
  return RRule.optionsToString({ freq, interval: Math.max(1, choice.interval), ...(byweekday ? { byweekday } : {}), ...bound }).replace(/^RRULE:/, '');
}
