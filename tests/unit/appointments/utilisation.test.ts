import { describe, expect, it } from 'vitest';
import type { AppointmentRow, TimeOff } from '@/lib/api-types';
import { DAY_KEYS, type WeeklyAvailability } from '@/lib/availability';
import { bookedMinutes, isDayOff, utilisationOf, workingMinutesOver, type UtilisationMember } from '@/lib/appointments/utilisation';
import { percentOf } from '@/lib/percent';

// 2031-03-03 is a Monday; 2031-03-04 a Tuesday; 2031-03-09 a Sunday.
const WEEK = ['2031-03-03', '2031-03-04', '2031-03-05', '2031-03-06', '2031-03-07', '2031-03-08', '2031-03-09'];

/** 10:00–14:00 and 15:00–20:00 (9 hours), Tuesdays off. */
const stylistWeek = Object.fromEntries(
  DAY_KEYS.map((k) => [k, k === '2' ? { active: false, slots: [] } : { active: true, slots: [{ start: '10:00', end: '14:00' }, { start: '15:00', end: '20:00' }] }]),
) as WeeklyAvailability;
/** 12:00–18:00 every day. */
const middayWeek = Object.fromEntries(DAY_KEYS.map((k) => [k, { active: true, slots: [{ start: '12:00', end: '18:00' }] }])) as WeeklyAvailability;

function member(timeOff: TimeOff[] = []): UtilisationMember {
  return {
    branches: [
      { branchId: 'b1', serviceTeam: true },
      { branchId: 'b2', serviceTeam: true },
    ],
    workingHours: { b1: stylistWeek, b2: middayWeek },
    timeOff,
  };
}

function row(id: string, memberId: string | null, startAt: string, endAt: string, extra: Partial<AppointmentRow> = {}): AppointmentRow {
  return {
    id, businessId: 'b', branchId: 'b1', kind: 'Appointment', status: 'CONFIRMED', source: 'AdminBooking', customerId: null,
    memberId, serviceId: null, startAt, endAt, notes: '', services: [], seriesId: null, attendance: null, tags: [],
    cancelReason: null, allowDoubleBooking: false, capacity: null, saleId: null, createdBy: null, updatedAt: startAt, version: 1,
    ...extra,
  };
}

describe('working minutes over a period', () => {
  it('adds each day of the week at the branch: six 9-hour days, the day off none', () => {
    expect(workingMinutesOver(member(), ['b1'], WEEK)).toBe(6 * 9 * 60);
    expect(workingMinutesOver(member(), ['b1'], ['2031-03-04'])).toBe(0);
  });

  it('leaves out days off (time off ranges are inclusive)', () => {
    const off: TimeOff = { id: 't', startDate: '2031-03-05', endDate: '2031-03-06', note: 'leave' };
    expect(isDayOff(member([off]), '2031-03-06')).toBe(true);
    expect(isDayOff(member([off]), '2031-03-07')).toBe(false);
    expect(workingMinutesOver(member([off]), ['b1'], WEEK)).toBe(4 * 9 * 60);
    expect(workingMinutesOver(member([{ ...off, startDate: '2031-03-01', endDate: '2031-03-31' }]), ['b1', 'b2'], WEEK)).toBe(0);
  });

  it('counts hours at two branches on one day once where they overlap', () => {
    // Monday: 10–14 and 15–20 at b1, 12–18 at b2 → 10:00–20:00 = 10 hours; Tuesday: b2 only, 6 hours.
    expect(workingMinutesOver(member(), ['b1', 'b2'], ['2031-03-03'])).toBe(10 * 60);
    expect(workingMinutesOver(member(), ['b1', 'b2'], ['2031-03-04'])).toBe(6 * 60);
    expect(workingMinutesOver(member(), ['b3'], WEEK)).toBe(0);
  });
});

describe('utilisation', () => {
  const rows = [
    row('1', 'a', '2031-03-03T02:00:00.000Z', '2031-03-03T03:00:00.000Z'),
    // Two service lines with two members: each line counts for its own member.
    row('2', 'a', '2031-03-03T04:00:00.000Z', '2031-03-03T05:30:00.000Z', {
      services: [
        { serviceId: 's1', memberId: 'a', startAt: '2031-03-03T04:00:00.000Z', endAt: '2031-03-03T04:45:00.000Z' },
        { serviceId: 's2', memberId: 'b', startAt: '2031-03-03T04:45:00.000Z', endAt: '2031-03-03T05:30:00.000Z' },
      ],
    }),
    row('3', 'a', '2031-03-04T02:00:00.000Z', '2031-03-04T08:00:00.000Z', { status: 'CANCELLED' }),
    row('4', 'a', '2031-03-04T02:00:00.000Z', '2031-03-04T03:00:00.000Z', { kind: 'Blocker', source: 'PersonalBlocker' }),
    row('5', null, '2031-03-04T02:00:00.000Z', '2031-03-04T03:00:00.000Z'),
  ];

  it('books each service line for its member; cancelled bookings, blockers and unassigned ones book nobody', () => {
    expect(bookedMinutes(rows)).toEqual(new Map([['a', 105], ['b', 45]]));
  });

  it('divides booked by working minutes in the members’ order, 0 (not a division by zero) without working hours', () => {
    const out = utilisationOf(rows, [{ id: 'b', workingMinutes: 0 }, { id: 'a', workingMinutes: 420 }, { id: 'c', workingMinutes: 60 }]);
    expect(out).toEqual([
      { memberId: 'b', bookedMinutes: 45, workingMinutes: 0, ratio: 0 },
      { memberId: 'a', bookedMinutes: 105, workingMinutes: 420, ratio: 0.25 },
      { memberId: 'c', bookedMinutes: 0, workingMinutes: 60, ratio: 0 },
    ]);
    expect(out.every((u) => Number.isFinite(u.ratio))).toBe(true);
    expect(percentOf(45, 0)).toBe(0);
  });
});
