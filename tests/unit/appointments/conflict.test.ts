import { describe, expect, it } from 'vitest';
import { findConflicts, type ConflictCandidate, type ConflictRow } from '@/lib/appointments/conflict';

const at = (hh: number, mm = 0) => new Date(Date.UTC(2031, 2, 3, hh, mm)).toISOString();
const line = (memberId: string, from: string, to: string) => ({ serviceId: 's', memberId, startAt: from, endAt: to });

function booking(id: string, memberId: string, from: string, to: string, extra: Partial<ConflictRow> = {}): ConflictRow {
  return { id, branchId: 'b1', kind: 'Appointment', status: 'CONFIRMED', memberId, startAt: from, endAt: to, services: [line(memberId, from, to)], ...extra };
}

const candidate = (memberId: string, from: string, to: string, extra: Partial<ConflictCandidate> = {}): ConflictCandidate => ({
  branchId: 'b1',
  kind: 'Appointment',
  memberId,
  startAt: from,
  endAt: to,
  services: [line(memberId, from, to)],
  ...extra,
});

describe('findConflicts (one rule for device and server)', () => {
  it('finds an overlap of the same member, and only of the same member', () => {
    const rows = [booking('a', 'm1', at(10), at(11)), booking('b', 'm2', at(10), at(11))];
    expect(findConflicts(candidate('m1', at(10, 30), at(11, 30)), rows).map((c) => c.row.id)).toEqual(['a']);
  });

  it('treats ranges as half-open: back to back is free', () => {
    const rows = [booking('a', 'm1', at(10), at(11))];
    expect(findConflicts(candidate('m1', at(11), at(12)), rows)).toEqual([]);
    expect(findConflicts(candidate('m1', at(9), at(10)), rows)).toEqual([]);
  });

  it('ignores cancelled bookings and the row itself (a move)', () => {
    const rows = [booking('a', 'm1', at(10), at(11), { status: 'CANCELLED' }), booking('self', 'm1', at(10), at(11))];
    expect(findConflicts(candidate('m1', at(10), at(11), { id: 'self' }), rows)).toEqual([]);
  });

  it('counts personal and branch-wide blockers; two blockers may overlap', () => {
    const lunch = booking('lunch', 'm1', at(13), at(14), { kind: 'Blocker', services: [] });
    const meeting = booking('meeting', 'm1', at(9), at(10), { kind: 'Blocker', memberId: null, services: [] });
    const other = { ...meeting, id: 'elsewhere', branchId: 'b2' };
    expect(findConflicts(candidate('m1', at(13, 30), at(14)), [lunch]).map((c) => c.row.id)).toEqual(['lunch']);
    expect(findConflicts(candidate('m7', at(9, 30), at(10)), [meeting, other]).map((c) => c.row.id)).toEqual(['meeting']);
    const blocker = candidate('m1', at(13), at(15), { kind: 'Blocker', services: [] });
    expect(findConflicts(blocker, [lunch])).toEqual([]);
  });

  it('checks each service of a multi-service booking against its own member', () => {
    const rows = [booking('a', 'm2', at(10, 30), at(11))];
    const two = candidate('m1', at(10), at(11), { services: [line('m1', at(10), at(10, 30)), line('m2', at(10, 30), at(11))] });
    const [hit] = findConflicts(two, rows);
    expect(hit?.row.id).toBe('a');
    expect(hit?.memberId).toBe('m2');
    expect([hit?.start, hit?.end]).toEqual([Date.parse(at(10, 30)), Date.parse(at(11))]);
  });

  it('a branch-wide blocker clashes with every booking of its branch', () => {
    const rows = [booking('a', 'm1', at(9), at(10)), booking('b', 'm2', at(9, 30), at(10)), { ...booking('c', 'm3', at(9), at(10)), branchId: 'b2' }];
    const closed = candidate('m1', at(9), at(10), { kind: 'Blocker', memberId: null, services: [] });
    expect(findConflicts(closed, rows).map((c) => c.row.id)).toEqual(['a', 'b']);
  });
});
