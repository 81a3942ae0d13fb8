import type { Options } from 'rrule';
import { RRule } from '@/lib/appointments/rrule';

/**
 * Fast expansion of the rules the booking screens make (DAILY, WEEKLY with BYDAY, MONTHLY on the
 * start's day; INTERVAL; COUNT or UNTIL) on floating dates, with rrule's semantics (weeks start
 * on Monday; a month without the start's day is skipped). rrule's own iterator spends about a
 * millisecond setting up each rule, too slow for 500 series in a month view (series_expand_ms);
 * any other rule goes to rrule. Dates are wall-clock times stored as UTC ("floating").
 */

const DAY = 86_400_000;
const SIMPLE_KEYS = new Set(['freq', 'interval', 'byweekday', 'count', 'until', 'wkst']);

function weekdayNumbers(options: Partial<Options>): number[] | null {
  const days = options.byweekday;
  if (days === null || days === undefined) return null;
  const list = Array.isArray(days) ? days : [days];
  const out: number[] = [];
  for (const d of list) {
    if (typeof d === 'number') out.push(d);
    else if (typeof d === 'object' && d !== null && 'weekday' in d && (d.n === undefined || d.n === null || d.n === 0)) out.push(d.weekday);
    else return null;
  }
  return [...new Set(out)].sort((a, b) => a - b);
}

function isSimple(options: Partial<Options>): boolean {
  if (!Object.keys(options).every((k) => SIMPLE_KEYS.has(k) && options[k as keyof Options] !== undefined)) return false;
  if (options.wkst !== undefined && options.wkst !== null && options.wkst !== 0 && !(typeof options.wkst === 'object' && options.wkst.weekday === 0)) return false;
  if (options.freq === RRule.WEEKLY) return options.byweekday === undefined || weekdayNumbers(options) !== null;
  return (options.freq === RRule.DAILY || options.freq === RRule.MONTHLY) && options.byweekday === undefined;
}

/** Whether the fast iterator handles the rule, by parsed rule (the same rules come again and again). */
const simple = new WeakMap<Partial<Options>, boolean>();
function isSimpleCached(options: Partial<Options>): boolean {
  let answer = simple.get(options);
  if (answer === undefined) {
    answer = isSimple(options);
    simple.set(options, answer);
  }
  return answer;
}

/**
 * Occurrences (floating times, epoch ms) of `options` from `dtstart`, those in [from, to] only,
 * stopping after `limit` occurrences in all. Numbers, not Dates: a month view of 500 series
 * makes thousands, and the allocations showed in series_expand_ms.
 */
export function floatingOccurrences(options: Partial<Options>, dtstart: Date, from: number, to: number, limit: number): number[] {
  if (!isSimpleCached(options)) {
    const rule = new RRule({ ...options, dtstart });
    const out: number[] = [];
    rule.all((d, i) => {
      if (i >= limit || d.getTime() > to) return false;
      if (d.getTime() >= from) out.push(d.getTime());
      return true;
    });
    return out;
  }
  const interval = Math.max(1, options.interval ?? 1);
  const until = options.until ? options.until.getTime() : Number.POSITIVE_INFINITY;
  const count = options.count ?? Number.POSITIVE_INFINITY;
  const start = dtstart.getTime();
  const out: number[] = [];
  let made = 0;
  const emit = (t: number): boolean => {
    if (t > until || made >= count || made >= limit || t > to) return false;
    made += 1;
    if (t >= from) out.push(t);
    return true;
  };
  if (options.freq === RRule.DAILY) {
    // Straight to the window: the days before it only count towards COUNT.
    const skip = from > start ? Math.max(0, Math.floor((from - start) / (interval * DAY)) - 1) : 0;
    if (skip > 0) {
      if (skip >= count || skip >= limit || start + (skip - 1) * interval * DAY > until) return out;
      made = skip;
    }
    for (let k = skip; emit(start + k * interval * DAY); k++);
  } else if (options.freq === RRule.WEEKLY) {
    const days = weekdayNumbers(options) ?? [(dtstart.getUTCDay() + 6) % 7];
    const timeOfDay = start % DAY;
    const monday = start - timeOfDay - ((dtstart.getUTCDay() + 6) % 7) * DAY;
    for (let week = 0; ; week += interval) {
      let more = true;
      for (const d of days) {
        const t = monday + (week * 7 + d) * DAY + timeOfDay;
        if (t < start) continue;
        if (!emit(t)) {
          more = false;
          break;
        }
      }
      if (!more) break;
    }
  } else {
    const y = dtstart.getUTCFullYear();
    const m = dtstart.getUTCMonth();
    const day = dtstart.getUTCDate();
    const timeOfDay = start % DAY;
    for (let k = 0; k < 12 * 100; k += interval) {
      const first = Date.UTC(y, m + k, 1);
      const month = new Date(first).getUTCMonth();
      const t = Date.UTC(y, m + k, day) + timeOfDay;
      if (new Date(t).getUTCMonth() !== month) continue;
      if (!emit(t)) break;
    }
  }
  return out;
}
