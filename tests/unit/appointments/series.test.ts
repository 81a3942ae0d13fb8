import { describe, expect, it } from 'vitest';
import { buildRrule, endRuleBefore, expandSeries, fromLocal, MAX_OCCURRENCES, toLocal } from '@/lib/appointments/series';

const SYD = 'Australia/Sydney';
const KL = 'Asia/Kuala_Lumpur';

describe('series expansion', () => {
  it('keeps 10:00 local across the end of daylight saving in Sydney (UTC+11 → UTC+10)', () => {
    const occ = expandSeries({ rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=4', timeZone: SYD, startLocal: '2031-03-25T10:00', durationMinutes: 45, exceptions: [] });
    expect(occ.map((o) => o.local)).toEqual(['2031-03-25T10:00', '2031-04-01T10:00', '2031-04-08T10:00', '2031-04-15T10:00']);
    expect(occ.map((o) => o.startAt)).toEqual([
      '2031-03-24T23:00:00.000Z',
      '2031-03-31T23:00:00.000Z',
      '2031-04-08T00:00:00.000Z',
      '2031-04-15T00:00:00.000Z',
    ]);
    expect(occ[2]?.endAt).toBe('2031-04-08T00:45:00.000Z');
  });

  it('keeps 10:00 local into daylight saving in Sydney (October, UTC+10 → UTC+11)', () => {
    const occ = expandSeries({ rrule: 'FREQ=DAILY;COUNT=3', timeZone: SYD, startLocal: '2031-10-04T10:00', durationMinutes: 30, exceptions: [] });
    expect(occ.map((o) => toLocal(o.startAt, SYD))).toEqual(['2031-10-04T10:00', '2031-10-05T10:00', '2031-10-06T10:00']);
    expect(Date.parse(occ[1]?.startAt ?? '') - Date.parse(occ[0]?.startAt ?? '')).toBe(23 * 3_600_000);
  });

  it('leaves out exceptions, in Kuala Lumpur (UTC+8, no daylight saving)', () => {
    const occ = expandSeries({
      rrule: 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH;UNTIL=20310331T235900Z',
      timeZone: KL,
      startLocal: '2031-03-03T09:30',
      durationMinutes: 60,
      exceptions: ['2031-03-17T09:30'],
    });
    expect(occ.map((o) => o.local)).toEqual(['2031-03-03T09:30', '2031-03-06T09:30', '2031-03-20T09:30', '2031-03-31T09:30']);
    expect(occ[0]?.startAt).toBe('2031-03-03T01:30:00.000Z');
  });

  it('expands only what overlaps a window (a month view)', () => {
    const series = { rrule: 'FREQ=DAILY;COUNT=200', timeZone: KL, startLocal: '2031-01-01T10:00', durationMinutes: 60, exceptions: [] };
    const occ = expandSeries(series, { from: fromLocal('2031-02-01T00:00', KL), to: fromLocal('2031-03-01T00:00', KL) });
    expect(occ).toHaveLength(28);
    expect(occ[0]?.local).toBe('2031-02-01T10:00');
  });

  it('stops one past the maximum so a too-long rule can be refused', () => {
    const occ = expandSeries({ rrule: 'FREQ=DAILY;COUNT=1000', timeZone: KL, startLocal: '2031-01-01T10:00', durationMinutes: 30, exceptions: [] });
    expect(occ.length).toBe(MAX_OCCURRENCES + 1);
  });

  it('builds rules from the repeat choices and ends one before an occurrence', () => {
    expect(buildRrule({ every: 'week', interval: 1, weekdays: [2, 4] }, { count: 6 })).toBe('FREQ=WEEKLY;INTERVAL=1;BYDAY=TU,TH;COUNT=6');
    expect(buildRrule({ every: 'month', interval: 1 }, { until: '2031-12-31' })).toBe('FREQ=MONTHLY;INTERVAL=1;UNTIL=20311231T235900Z');
    expect(buildRrule({ every: 'day', interval: 2 }, { count: 3 })).toBe('FREQ=DAILY;INTERVAL=2;COUNT=3');
    const ended = endRuleBefore('FREQ=WEEKLY;BYDAY=TU;COUNT=10', '2031-03-18T10:00');
    const occ = expandSeries({ rrule: ended, timeZone: KL, startLocal: '2031-03-04T10:00', durationMinutes: 30, exceptions: [] });
    expect(occ.map((o) => o.local)).toEqual(['2031-03-04T10:00', '2031-03-11T10:00']);
  });
});
