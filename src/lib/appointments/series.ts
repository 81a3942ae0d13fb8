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

const MINUTE_MS = 60_000;
const pad2 = (n: number) => String(n).padStart(2, '0');
/** 'HH:mm' of each minute of a day. */
const CLOCK = Array.from({ length: 24 * 60 }, (_, m) => `${pad2(Math.floor(m / 60))}:${pad2(m % 60)}`);
/** 'yyyy-MM-ddT' by day number since the epoch: one ISO formatting per day, not per occurrence. */
const dayPrefixes = new Map<number, string>();

/**
 * 'yyyy-MM-ddTHH:mm' of epoch ms (UTC fields). Formatting an ISO string per occurrence was most
 * of series_expand_ms, so whole minutes are put together from a day prefix and a clock table.
 */
function minuteIso(ms: number): string {
  if (ms % MINUTE_MS !== 0) return new Date(ms).toISOString().slice(0, 16);
  const day = Math.floor(ms / DAY_MS);
  let prefix = dayPrefixes.get(day);
  if (prefix === undefined) {
    prefix = new Date(day * DAY_MS).toISOString().slice(0, 11);
    if (dayPrefixes.size > 20_000) dayPrefixes.clear();
    dayPrefixes.set(day, prefix);
  }
  return prefix + (CLOCK[(ms - day * DAY_MS) / MINUTE_MS] ?? '');
}

/** The ISO string of epoch ms, as `Date#toISOString` gives it. */
function isoOf(ms: number): string {
  return ms % MINUTE_MS === 0 ? `${minuteIso(ms)}:00.000Z` : new Date(ms).toISOString();
}

function localOf(floatingMs: number): string {
  return minuteIso(floatingMs);
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

/**
 * Floating time → instant, memoised per zone and floating minute (date-fns-tz takes ~0.1 ms),
 * keyed by number: string keys and ISO formatting per occurrence were most of
 * series_expand_ms.
 */
const instants = new Map<string, Map<number, number>>();
let instantCount = 0;
function instantOf(floatingMs: number, timeZone: string): number {
  let zone = instants.get(timeZone);
  if (zone === undefined) {
    zone = new Map();
    instants.set(timeZone, zone);
  }
  let ms = zone.get(floatingMs);
  if (ms === undefined) {
    ms = fromZonedTime(`${localOf(floatingMs)}:00`, timeZone).getTime();
    if (instantCount > 50_000) {
      instants.clear();
      instantCount = 0;
    }
    zone.set(floatingMs, ms);
    instantCount += 1;
  }
  return ms;
}

/**
 * The series' occurrences (exceptions left out), optionally only those overlapping
 * [from, to); at most MAX_OCCURRENCES + 1 (one more tells the caller the rule is too long).
 */
export function expandSeries(series: SeriesRule, window?: { from: string; to: string }): Occurrence[] {
  const options = optionsOf(series.rrule);
  const skip = series.exceptions.length === 0 ? null : new Set(series.exceptions.map((e) => floating(e).getTime()));
  const durationMs = series.durationMinutes * 60_000;
  // Floating bounds padded by a day cover any UTC offset; exact instants filter after.
  const from = window ? floating(toLocal(window.from, series.timeZone)).getTime() - DAY_MS - durationMs : Number.NEGATIVE_INFINITY;
  const to = window ? floating(toLocal(window.to, series.timeZone)).getTime() + DAY_MS : Number.POSITIVE_INFINITY;
  const fromMs = window ? Date.parse(window.from) : Number.NEGATIVE_INFINITY;
  const toMs = window ? Date.parse(window.to) : Number.POSITIVE_INFINITY;
  const out: Occurrence[] = [];
  for (const d of floatingOccurrences(options, floating(series.startLocal), from, to, MAX_OCCURRENCES + 1)) {
    if (skip?.has(d)) continue;
    const start = instantOf(d, series.timeZone);
    const end = start + durationMs;
    if (end <= fromMs || start >= toMs) continue;
    out.push({ local: localOf(d), startAt: isoOf(start), endAt: isoOf(end) });
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
