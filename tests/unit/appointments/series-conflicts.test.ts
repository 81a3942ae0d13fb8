import { describe, expect, it } from 'vitest';
import { NO_EXTRA_MINUTES as NONE, type ConflictCandidate, type ConflictRow } from '@/lib/appointments/conflict';
import { dayWindows, suggestFreeSlots } from '@/lib/appointments/free-slots';
import { findSeriesConflicts, occurrenceOffsets, occurrenceStarts } from '@/lib/appointments/series-conflicts';

const KL = 'Asia/Kuala_Lumpur';
const SYDNEY = 'Australia/Sydney';
/** KL local time on day `day` of March 2031 (UTC+8); 2031-03-03 is a Monday. */
const kl = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2031, 2, day, hh - 8, mm)).toISOString();
const line = (memberId: string, from: string, to: string) => ({ serviceId: 's', memberId, startAt: from, endAt: to });
const row = (id: string, memberId: string, from: string, to: string): ConflictRow => ({
  id, branchId: 'b1', kind: 'Appointment', status: 'CONFIRMED', memberId, startAt: from, endAt: to, services: [line(memberId, from, to)],
});
const weeklyAt10: ConflictCandidate = { branchId: 'b1', kind: 'Appointment', memberId: 'm1', startAt: kl(3, 10), endAt: kl(3, 10, 45), services: [line('m1', kl(3, 10), kl(3, 10, 45))] };

describe('the device checks every occurrence of a series', () => {
  const starts = occurrenceStarts(weeklyAt10, 'FREQ=WEEKLY;COUNT=4', KL);

  it('expands the rule from the booking, in the branch time zone', () => {
    expect(starts).toEqual([kl(3, 10), kl(10, 10), kl(17, 10), kl(24, 10)]);
    expect(occurrenceStarts(weeklyAt10, null, KL)).toEqual([kl(3, 10)]);
    expect(occurrenceOffsets(weeklyAt10, starts)).toEqual([0, 7, 14, 21].map((d) => d * 86_400_000));
  });

  it('finds a clash on the fourth occurrence, not only the first, and says which occurrence', () => {
    const rows = [row('later', 'm1', kl(24, 10, 30), kl(24, 11)), row('other member', 'm2', kl(3, 10), kl(3, 11))];
    const clashes = findSeriesConflicts(weeklyAt10, starts, rows, NONE);
    expect(clashes.map((c) => [c.row.id, c.occurrenceStartAt])).toEqual([['later', kl(24, 10)]]);
    expect(clashes[0]).toMatchObject({ start: Date.parse(kl(24, 10, 30)), end: Date.parse(kl(24, 10, 45)) });
    // The first occurrence alone is free: checking only it would have let the series through.
    expect(findSeriesConflicts(weeklyAt10, [weeklyAt10.startAt], rows, NONE)).toEqual([]);
  });

  it('moves every occurrence of a multi-service booking with its services', () => {
    const twoServices: ConflictCandidate = { ...weeklyAt10, endAt: kl(3, 11, 30), services: [line('m1', kl(3, 10), kl(3, 10, 45)), line('m2', kl(3, 10, 45), kl(3, 11, 30))] };
    const clashes = findSeriesConflicts(twoServices, occurrenceStarts(twoServices, 'FREQ=WEEKLY;COUNT=3', KL), [row('colour', 'm2', kl(17, 11), kl(17, 12))], NONE);
    expect(clashes.map((c) => [c.row.id, c.memberId, c.occurrenceStartAt])).toEqual([['colour', 'm2', kl(17, 10)]]);
  });

  it('keeps 10:00 local across a daylight-saving change (Sydney, April 2031)', () => {
    const sydney: ConflictCandidate = { ...weeklyAt10, startAt: '2031-03-30T23:00:00.000Z', endAt: '2031-03-30T23:45:00.000Z', services: [line('m1', '2031-03-30T23:00:00.000Z', '2031-03-30T23:45:00.000Z')] };
    const sydneyStarts = occurrenceStarts(sydney, 'FREQ=WEEKLY;COUNT=2', SYDNEY);
    expect(sydneyStarts).toEqual(['2031-03-30T23:00:00.000Z', '2031-04-07T00:00:00.000Z']);
    const clashes = findSeriesConflicts(sydney, sydneyStarts, [row('after DST', 'm1', '2031-04-07T00:30:00.000Z', '2031-04-07T01:00:00.000Z')], NONE);
    expect(clashes.map((c) => c.occurrenceStartAt)).toEqual(['2031-04-07T00:00:00.000Z']);
  });

  it('suggests only starts free at every occurrence', () => {
    const rows = [row('later', 'm1', kl(24, 10, 30), kl(24, 11))];
    const windows = dayWindows('2031-03-03', KL, [{ start: 10 * 60, end: 14 * 60 }]);
    const once = suggestFreeSlots(weeklyAt10, rows, { windows, intervalMinutes: 15, extra: NONE, count: 3 });
    expect(once[0]).toBe(kl(3, 10));
    const series = suggestFreeSlots(weeklyAt10, rows, { windows, intervalMinutes: 15, extra: NONE, count: 3, offsets: occurrenceOffsets(weeklyAt10, starts) });
    expect(series).toEqual([kl(3, 11), kl(3, 11, 15), kl(3, 11, 30)]);
  });
});
