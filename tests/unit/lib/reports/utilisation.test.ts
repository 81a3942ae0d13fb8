import { describe, expect, it } from 'vitest';
import type { AppointmentRow, MemberBranch } from '@/lib/api-types';
import { DAY_KEYS, type WeeklyAvailability } from '@/lib/availability';
import { branchWindows, hoursOf, staffUtilisation, type StaffUtilisationInput } from '@/lib/reports/utilisation';

// 2031-03-03 is a Monday, 2031-03-04 a Tuesday.
const DAYS = ['2031-03-03', '2031-03-04'];
const nineToFive = Object.fromEntries(DAY_KEYS.map((k) => [k, { active: true, slots: [{ start: '09:00', end: '17:00' }] }])) as WeeklyAvailability;

function member(id: string, branches: MemberBranch[]): StaffUtilisationInput['members'][number] {
  return { id, branches, workingHours: Object.fromEntries(branches.map((b) => [b.branchId, nineToFive])), timeOff: [] };
}

function row(id: string, memberId: string, startAt: string, endAt: string): AppointmentRow {
  return {
    id, businessId: 'b', branchId: 'b1', kind: 'Appointment', status: 'CONFIRMED', source: 'AdminBooking', customerId: null,
    memberId, serviceId: null, startAt, endAt, notes: '', services: [], seriesId: null, attendance: null, tags: [],
    cancelReason: null, allowDoubleBooking: false, capacity: null, saleId: null, createdBy: null, updatedAt: startAt, version: 1,
  };
}

const members = [
  member('ana', [{ branchId: 'b1', serviceTeam: true }]),
  member('ben', [{ branchId: 'b1', serviceTeam: true }]),
  member('cai', [{ branchId: 'b2', serviceTeam: true }]),
  member('dee', [{ branchId: 'b1', serviceTeam: false }]),
  { ...member('eve', [{ branchId: 'b1', serviceTeam: true }]), workingHours: {} },
];
const rows = [row('1', 'ana', '2031-03-03T01:00:00.000Z', '2031-03-03T05:00:00.000Z'), row('2', 'ben', '2031-03-04T01:00:00.000Z', '2031-03-04T02:00:00.000Z')];
const input: StaffUtilisationInput = { rows, members, branchIds: ['b1'], days: DAYS, scope: 'all', userId: 'ana' };

describe("the booking report's staff utilisation", () => {
  it('lists the service team of the branch with booked and working minutes, leaving out members with neither', () => {
    expect(staffUtilisation(input)).toEqual([
      { memberId: 'ana', bookedMinutes: 240, workingMinutes: 960, ratio: 0.25 },
      { memberId: 'ben', bookedMinutes: 60, workingMinutes: 960, ratio: 0.0625 },
    ]);
    expect(staffUtilisation({ ...input, branchIds: ['b1', 'b2'] }).map((u) => u.memberId)).toEqual(['ana', 'ben', 'cai']);
  });

  it('shows a self-only user (reporting_self) their own row only, and nothing without a reporting level', () => {
    expect(staffUtilisation({ ...input, scope: 'self', userId: 'ben' }).map((u) => u.memberId)).toEqual(['ben']);
    expect(staffUtilisation({ ...input, scope: 'self', userId: 'cai' })).toEqual([]);
    expect(staffUtilisation({ ...input, scope: 'none' })).toEqual([]);
  });

  it('keeps a member booked without working hours, at 0 rather than a division by zero', () => {
    const booked = [...rows, row('3', 'eve', '2031-03-03T01:00:00.000Z', '2031-03-03T02:00:00.000Z')];
    expect(staffUtilisation({ ...input, rows: booked }).find((u) => u.memberId === 'eve')).toEqual({ memberId: 'eve', bookedMinutes: 60, workingMinutes: 0, ratio: 0 });
  });

  it('shows minutes as hours with two decimals', () => {
    expect([hoursOf(90), hoursOf(20), hoursOf(0), hoursOf(6 * 9 * 60)]).toEqual([1.5, 0.33, 0, 54]);
  });

  it('reads each branch’s days in its own time zone', () => {
    const zones: Record<string, string> = { b1: 'Asia/Kuala_Lumpur', b2: 'Europe/London' };
    expect(branchWindows(['b1', 'b2'], '2031-03-03', '2031-03-04', (b) => zones[b] ?? 'UTC')).toEqual([
      { branchId: 'b1', from: '2031-03-02T16:00:00.000Z', to: '2031-03-04T16:00:00.000Z' },
      { branchId: 'b2', from: '2031-03-03T00:00:00.000Z', to: '2031-03-05T00:00:00.000Z' },
    ]);
  });
});
