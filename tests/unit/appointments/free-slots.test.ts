import { describe, expect, it } from 'vitest';
import { extraMinutesOf, NO_EXTRA_MINUTES as NONE, type ConflictCandidate, type ConflictRow } from '@/lib/appointments/conflict';
import { dayWindows, suggestFreeSlots } from '@/lib/appointments/free-slots';

const KL = 'Asia/Kuala_Lumpur';
/** KL local time on 2031-03-03 (UTC+8). */
const kl = (hh: number, mm = 0) => new Date(Date.UTC(2031, 2, 3, hh - 8, mm)).toISOString();
const line = (memberId: string, from: string, to: string) => ({ serviceId: 's', memberId, startAt: from, endAt: to });
const row = (id: string, memberId: string, from: string, to: string): ConflictRow => ({
  id, branchId: 'b1', kind: 'Appointment', status: 'CONFIRMED', memberId, startAt: from, endAt: to, services: [line(memberId, from, to)],
});
const want = (from: string, to: string): ConflictCandidate => ({ branchId: 'b1', kind: 'Appointment', memberId: 'm1', startAt: from, endAt: to, services: [line('m1', from, to)] });
const windows = dayWindows('2031-03-03', KL, [{ start: 9 * 60, end: 13 * 60 }, { start: 14 * 60, end: 18 * 60 }]);

describe('free-slot suggestions', () => {
  it('turns local working periods into instants', () => {
    expect(windows[0]).toEqual({ start: kl(9), end: kl(13) });
  });

  it('offers the nearest free starts on either side of a clash, earlier first on a tie', () => {
    const busy = [row('a', 'm1', kl(10), kl(11))];
    expect(suggestFreeSlots(want(kl(10), kl(11)), busy, { windows, intervalMinutes: 15, extra: NONE, count: 3 })).toEqual([kl(9), kl(11), kl(11, 15)]);
  });

  it('keeps the whole booking inside working hours (not across lunch, not past closing)', () => {
    const busy = [row('a', 'm1', kl(9), kl(12, 30))];
    const slots = suggestFreeSlots(want(kl(12), kl(13)), busy, { windows, intervalMinutes: 30, extra: NONE, count: 2 });
    expect(slots).toEqual([kl(14), kl(14, 30)]);
    const late = suggestFreeSlots(want(kl(17, 30), kl(18, 30)), [], { windows, intervalMinutes: 30, extra: NONE, count: 1 });
    expect(late).toEqual([kl(17)]);
  });

  it('moves every service of a multi-service booking together', () => {
    const two: ConflictCandidate = { ...want(kl(10), kl(11)), services: [line('m1', kl(10), kl(10, 30)), line('m2', kl(10, 30), kl(11))] };
    const busy = [row('b', 'm2', kl(10, 30), kl(11, 30))];
    expect(suggestFreeSlots(two, busy, { windows, intervalMinutes: 30, extra: NONE, count: 1 })).toEqual([kl(9, 30)]);
  });

  it('offers nothing when the day is full', () => {
    const busy = [row('a', 'm1', kl(9), kl(13)), row('b', 'm1', kl(14), kl(18))];
    expect(suggestFreeSlots(want(kl(10), kl(11)), busy, { windows, intervalMinutes: 15, extra: NONE })).toEqual([]);
  });

  it('leaves room for the extra time of the booking before and of the booking itself', () => {
    const busy = [row('a', 'm1', kl(10), kl(11)), row('b', 'm1', kl(12), kl(13))];
    const extra = extraMinutesOf([{ id: 's', processingMinutes: 0, bufferMinutes: 15 }]);
    // 11:00 is inside a's buffer; an hour from 11:15 (or 9:00) plus its own buffer runs into the next booking.
    expect(suggestFreeSlots(want(kl(11), kl(11, 30)), busy, { windows, intervalMinutes: 15, extra, count: 1 })).toEqual([kl(11, 15)]);
    expect(suggestFreeSlots(want(kl(11), kl(12)), busy, { windows, intervalMinutes: 15, extra: NONE, count: 1 })).toEqual([kl(11)]);
    expect(suggestFreeSlots(want(kl(11), kl(12)), busy, { windows, intervalMinutes: 15, extra, count: 1 })).toEqual([kl(14)]);
  });
});
