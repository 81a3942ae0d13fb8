import { describe, expect, it } from 'vitest';
import { DAY_KEYS, type WeeklyAvailability } from '@/lib/availability';
import { dayWindows } from '@/lib/appointments/free-slots';
import { shadedPeriods, workedMinutes, workingHoursFor, worksThrough, type HoursMember } from '@/lib/appointments/working-hours';

const KL = 'Asia/Kuala_Lumpur';
// 2031-03-03 is a Monday, 2031-03-04 a Tuesday, 2031-03-09 a Sunday.
const MONDAY = '2031-03-03';
const TUESDAY = '2031-03-04';
const SUNDAY = '2031-03-09';

/** A stylist of the demo salon: 10:00–14:00 and 15:00–20:00, Tuesdays off, at branch b1 only. */
function stylist(): HoursMember {
  const week = Object.fromEntries(
    DAY_KEYS.map((k) => [k, k === '2' ? { active: false, slots: [] } : { active: true, slots: [{ start: '15:00', end: '20:00' }, { start: '10:00', end: '14:00' }] }]),
  ) as WeeklyAvailability;
  return { branches: [{ branchId: 'b1', serviceTeam: true }], workingHours: { b1: week } };
}

describe("a member's working hours on a day", () => {
  it('reads the weekday of the date from their week at the branch, in order', () => {
    expect(workingHoursFor(stylist(), 'b1', MONDAY)).toEqual([
      { start: 600, end: 840 },
      { start: 900, end: 1200 },
    ]);
    expect(workingHoursFor(stylist(), 'b1', SUNDAY)).toHaveLength(2);
  });

  it('is empty on their day off, at a branch they do not work at, and for an unknown member', () => {
    expect(workingHoursFor(stylist(), 'b1', TUESDAY)).toEqual([]);
    expect(workingHoursFor(stylist(), 'b2', MONDAY)).toEqual([]);
    expect(workingHoursFor(undefined, 'b1', MONDAY)).toEqual([]);
  });

  it('is empty at a branch they belong to but have no hours set for', () => {
    const member: HoursMember = { ...stylist(), branches: [...stylist().branches, { branchId: 'b2', serviceTeam: true }] };
    expect(workingHoursFor(member, 'b2', MONDAY)).toEqual([]);
  });

  it('is the whole day for an active day without slots, and 23:59 ends the day', () => {
    const week = Object.fromEntries(DAY_KEYS.map((k) => [k, { active: true, slots: k === '1' ? [] : [{ start: '08:00', end: '23:59' }] }])) as WeeklyAvailability;
    const member: HoursMember = { branches: [{ branchId: 'b1', serviceTeam: true }], workingHours: { b1: week } };
    expect(workingHoursFor(member, 'b1', MONDAY)).toEqual([{ start: 0, end: 1440 }]);
    expect(workingHoursFor(member, 'b1', TUESDAY)).toEqual([{ start: 480, end: 1440 }]);
  });

  it('merges overlapping slots', () => {
    const week = Object.fromEntries(DAY_KEYS.map((k) => [k, { active: true, slots: [{ start: '09:00', end: '12:00' }, { start: '11:00', end: '13:00' }] }])) as WeeklyAvailability;
    const member: HoursMember = { branches: [{ branchId: 'b1', serviceTeam: true }], workingHours: { b1: week } };
    expect(workingHoursFor(member, 'b1', MONDAY)).toEqual([{ start: 540, end: 780 }]);
  });
});

describe('what the screens make of them', () => {
  const hours = workingHoursFor(stylist(), 'b1', MONDAY);

  it('shades the morning and evening as off-hours and the lunch gap as a break', () => {
    expect(shadedPeriods(hours, 1440)).toEqual([
      { start: 0, end: 600, kind: 'off' },
      { start: 840, end: 900, kind: 'break' },
      { start: 1200, end: 1440, kind: 'off' },
    ]);
  });

  it('shades the whole column on a day off', () => {
    expect(shadedPeriods([], 1440)).toEqual([{ start: 0, end: 1440, kind: 'off' }]);
  });

  it('offers a walk-in only inside one period, and counts the minutes worked', () => {
    expect(worksThrough(hours, 600, 630)).toBe(true);
    expect(worksThrough(hours, 825, 855)).toBe(false);
    expect(worksThrough([], 600, 630)).toBe(false);
    expect(workedMinutes(hours)).toBe(540);
  });

  it('gives the slot suggestions the periods as instants in the branch time zone, up to midnight', () => {
    expect(dayWindows(MONDAY, KL, hours)).toEqual([
      { start: '2031-03-03T02:00:00.000Z', end: '2031-03-03T06:00:00.000Z' },
      { start: '2031-03-03T07:00:00.000Z', end: '2031-03-03T12:00:00.000Z' },
    ]);
    expect(dayWindows(MONDAY, KL, [{ start: 0, end: 1440 }])).toEqual([{ start: '2031-03-02T16:00:00.000Z', end: '2031-03-03T16:00:00.000Z' }]);
  });
});
