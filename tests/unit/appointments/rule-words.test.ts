import { describe, expect, it } from 'vitest';
import { ruleWords } from '@/lib/appointments/rule-words';
import { buildRrule, endRuleBefore, expandSeries } from '@/lib/appointments/series';

const KL = 'Asia/Kuala_Lumpur';

describe('a repeat rule in words', () => {
  it('reads the rules the create screen writes', () => {
    expect(ruleWords(buildRrule({ every: 'day', interval: 1 }, { count: 5 }), '2031-03-03T10:00')).toEqual({ every: 'day', interval: 1, weekdays: [], end: { count: 5 } });
    expect(ruleWords(buildRrule({ every: 'week', interval: 2, weekdays: [4, 2] }, { count: 6 }), '2031-03-04T10:00')).toEqual({
      every: 'week',
      interval: 2,
      weekdays: [2, 4],
      end: { count: 6 },
    });
    expect(ruleWords(buildRrule({ every: 'month', interval: 3 }, { until: '2031-12-31' }), '2031-03-03T10:00')).toEqual({
      every: 'month',
      interval: 3,
      weekdays: [],
      end: { lastDate: '2031-12-31' },
    });
    expect(ruleWords('FREQ=WEEKLY', '2031-03-03T10:00')).toEqual({ every: 'week', interval: 1, weekdays: [], end: null });
  });

  it('gives the last date an occurrence can fall on: a split series ends the day before the moved occurrence', () => {
    const start = '2031-03-04T10:00';
    const rule = 'FREQ=WEEKLY;BYDAY=TU;COUNT=6';
    // "This and following" from the fourth occurrence ends the rule a minute before it.
    const split = endRuleBefore(rule, '2031-03-25T10:00');
    const words = ruleWords(split, start);
    expect(words?.end).toEqual({ lastDate: '2031-03-24' });
    const kept = expandSeries({ rrule: split, timeZone: KL, startLocal: start, durationMinutes: 30, exceptions: [] });
    expect(kept.map((o) => o.local.slice(0, 10))).toEqual(['2031-03-04', '2031-03-11', '2031-03-18']);
    // A daily rule split the same way does reach that last date.
    const daily = endRuleBefore('FREQ=DAILY;COUNT=30', '2031-03-25T10:00');
    expect(ruleWords(daily, start)?.end).toEqual({ lastDate: '2031-03-24' });
    expect(expandSeries({ rrule: daily, timeZone: KL, startLocal: start, durationMinutes: 30, exceptions: [] }).at(-1)?.local).toBe('2031-03-24T10:00');
    // UNTIL's own date counts when the occurrence starts by UNTIL's time.
    expect(ruleWords('FREQ=DAILY;UNTIL=20310310T120000Z', '2031-03-03T09:00')?.end).toEqual({ lastDate: '2031-03-10' });
    expect(ruleWords('FREQ=DAILY;UNTIL=20310310T080000Z', '2031-03-03T09:00')?.end).toEqual({ lastDate: '2031-03-09' });
    expect(ruleWords('FREQ=DAILY;UNTIL=20310301', '2031-02-03T09:00')?.end).toEqual({ lastDate: '2031-03-01' });
  });

  it('gives up on rules it cannot say (the screen then shows the rule as it is)', () => {
    for (const rule of [
      'FREQ=HOURLY;COUNT=3',
      'FREQ=MONTHLY;BYMONTHDAY=15;COUNT=3',
      'FREQ=MONTHLY;BYDAY=1MO;COUNT=3',
      'FREQ=DAILY;BYDAY=MO',
      'FREQ=WEEKLY;INTERVAL=0',
      'FREQ=WEEKLY;COUNT=3;UNTIL=20310301',
      'FREQ=WEEKLY;UNTIL=tomorrow',
      'FREQ=WEEKLY;FREQ=DAILY',
      'INTERVAL=2',
      '',
    ]) {
      expect(ruleWords(rule, '2031-03-03T10:00'), rule).toBeNull();
    }
  });
});
