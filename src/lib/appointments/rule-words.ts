/**
 * A series' repeat rule as the parts a sentence is made of ("Every 2 weeks on Tue, Thu, 6 times"),
 * for the rules the create screen writes (src/lib/appointments/series.ts `buildRrule`) and the
 * "this and following" split (`endRuleBefore`). Any other rule (BYMONTHDAY, BYSETPOS, an hourly
 * one…) gives null and the screen shows the rule text as it is.
 */
export interface RuleWords {
  every: 'day' | 'week' | 'month';
  interval: number;
  /** ISO weekdays (1 = Monday … 7 = Sunday) of a weekly rule, in the order of the week; empty: the first occurrence's weekday. */
  weekdays: number[];
  /** A number of occurrences, the last local date an occurrence can fall on, or no end. */
  end: { count: number } | { lastDate: string } | null;
}

const FREQS: Record<string, RuleWords['every']> = { DAILY: 'day', WEEKLY: 'week', MONTHLY: 'month' };
const DAYS: Record<string, number> = { MO: 1, TU: 2, WE: 3, TH: 4, FR: 5, SA: 6, SU: 7 };
const UNTIL = /^(\d{4})(\d{2})(\d{2})(?:T(\d{2})(\d{2})(\d{2})Z?)?$/;

function positiveInt(text: string): number | null {
  return /^[1-9]\d{0,3}$/.test(text) ? Number(text) : null;
}

/** The local date before 'yyyy-MM-dd'. */
function dayBefore(date: string): string {
  return new Date(Date.parse(`${date}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);
}

/**
 * `rrule` is the series' RRULE body; `startLocal` its first occurrence's local start
 * ('yyyy-MM-ddTHH:mm'). UNTIL holds a floating local time: an occurrence on UNTIL's date counts
 * only if it starts by that time (a split series ends a minute before the moved occurrence).
 */
export function ruleWords(rrule: string, startLocal: string): RuleWords | null {
  const parts = new Map<string, string>();
  for (const part of rrule.replace(/^RRULE:/, '').split(';')) {
    const [key, value, ...rest] = part.split('=');
    if (!key || value === undefined || rest.length > 0 || parts.has(key)) return null;
    parts.set(key.toUpperCase(), value.toUpperCase());
  }
  const every = FREQS[parts.get('FREQ') ?? ''];
  if (!every) return null;
  const interval = parts.has('INTERVAL') ? positiveInt(parts.get('INTERVAL') ?? '') : 1;
  if (interval === null) return null;

  let weekdays: number[] = [];
  const byday = parts.get('BYDAY');
  if (byday !== undefined) {
    if (every !== 'week') return null;
    const days = byday.split(',').map((d) => DAYS[d]);
    if (days.some((d) => d === undefined)) return null;
    weekdays = [...new Set(days as number[])].sort((a, b) => a - b);
  }

  let end: RuleWords['end'] = null;
  const count = parts.get('COUNT');
  const until = parts.get('UNTIL');
  if (count !== undefined && until !== undefined) return null;
  if (count !== undefined) {
    const n = positiveInt(count);
    if (n === null) return null;
    end = { count: n };
  } else if (until !== undefined) {
    const m = UNTIL.exec(until);
    if (!m) return null;
    const date = `${m[1]}-${m[2]}-${m[3]}`;
    const untilTime = m[4] === undefined ? '23:59' : `${m[4]}:${m[5]}`;
    end = { lastDate: startLocal.slice(11, 16) <= untilTime ? date : dayBefore(date) };
  }

  for (const key of parts.keys()) {
    if (!['FREQ', 'INTERVAL', 'BYDAY', 'COUNT', 'UNTIL', 'WKST'].includes(key)) return null;
  }
  return { every, interval, weekdays, end };
}
