import { describe, expect, it } from 'vitest';
import { extraMinutesOf, findConflicts, NO_EXTRA_MINUTES as NONE, type ConflictCandidate, type ConflictRow } from '@/lib/appointments/conflict';

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
    expect(findConflicts(candidate('m1', at(10, 30), at(11, 30)), rows, NONE).map((c) => c.row.id)).toEqual(['a']);
  });

  it('treats ranges as half-open: back to back is free', () => {
    const rows = [booking('a', 'm1', at(10), at(11))];
    expect(findConflicts(candidate('m1', at(11), at(12)), rows, NONE)).toEqual([]);
    expect(findConflicts(candidate('m1', at(9), at(10)), rows, NONE)).toEqual([]);
  });

  it('ignores cancelled bookings and the row itself (a move)', () => {
    const rows = [booking('a', 'm1', at(10), at(11), { status: 'CANCELLED' }), booking('self', 'm1', at(10), at(11))];
    expect(findConflicts(candidate('m1', at(10), at(11), { id: 'self' }), rows, NONE)).toEqual([]);
  });

  it('counts personal and branch-wide blockers; two blockers may overlap', () => {
    const lunch = booking('lunch', 'm1', at(13), at(14), { kind: 'Blocker', services: [] });
    const meeting = booking('meeting', 'm1', at(9), at(10), { kind: 'Blocker', memberId: null, services: [] });
    const other = { ...meeting, id: 'elsewhere', branchId: 'b2' };
    expect(findConflicts(candidate('m1', at(13, 30), at(14)), [lunch], NONE).map((c) => c.row.id)).toEqual(['lunch']);
    expect(findConflicts(candidate('m7', at(9, 30), at(10)), [meeting, other], NONE).map((c) => c.row.id)).toEqual(['meeting']);
    const blocker = candidate('m1', at(13), at(15), { kind: 'Blocker', services: [] });
    expect(findConflicts(blocker, [lunch], NONE)).toEqual([]);
  });

  it('checks each service of a multi-service booking against its own member', () => {
    const rows = [booking('a', 'm2', at(10, 30), at(11))];
    const two = candidate('m1', at(10), at(11), { services: [line('m1', at(10), at(10, 30)), line('m2', at(10, 30), at(11))] });
    const [hit] = findConflicts(two, rows, NONE);
    expect(hit?.row.id).toBe('a');
    expect(hit?.memberId).toBe('m2');
    expect([hit?.start, hit?.end]).toEqual([Date.parse(at(10, 30)), Date.parse(at(11))]);
  });

  it('a branch-wide blocker clashes with every booking of its branch', () => {
    const rows = [booking('a', 'm1', at(9), at(10)), booking('b', 'm2', at(9, 30), at(10)), { ...booking('c', 'm3', at(9), at(10)), branchId: 'b2' }];
    const closed = candidate('m1', at(9), at(10), { kind: 'Blocker', memberId: null, services: [] });
    expect(findConflicts(closed, rows, NONE).map((c) => c.row.id)).toEqual(['a', 'b']);
  });

  describe("a service's processing and buffer time keep its member busy", () => {
    // Service 's' is followed by 15 minutes of processing and 15 of buffer.
    const extra = extraMinutesOf([{ id: 's', processingMinutes: 15, bufferMinutes: 15 }, { id: 'plain', processingMinutes: 0, bufferMinutes: 0 }]);

    it('lists only services with extra time, adding processing and buffer', () => {
      expect([...extra]).toEqual([['s', 30]]);
    });

    it('a booking right after another clashes with its extra time, and fits once it has passed', () => {
      const rows = [booking('a', 'm1', at(10), at(11))];
      expect(findConflicts(candidate('m1', at(11), at(12), { services: [{ serviceId: 'plain', memberId: 'm1', startAt: at(11), endAt: at(12) }] }), rows, extra).map((c) => c.row.id)).toEqual(['a']);
      expect(findConflicts(candidate('m1', at(11, 15), at(12)), rows, extra).map((c) => c.row.id)).toEqual(['a']);
      expect(findConflicts(candidate('m1', at(11, 30), at(12)), rows, extra)).toEqual([]);
      expect(findConflicts(candidate('m1', at(11), at(12)), rows, NONE)).toEqual([]);
    });

    it("the candidate's own extra time clashes with the next booking of its member, not another member's", () => {
      const rows = [booking('next', 'm1', at(11, 15), at(12)), booking('other', 'm2', at(11), at(12))];
      const [hit, ...rest] = findConflicts(candidate('m1', at(10), at(11)), rows, extra);
      expect(hit?.row.id).toBe('next');
      expect([hit?.start, hit?.end]).toEqual([Date.parse(at(11, 15)), Date.parse(at(11, 30))]);
      expect(rest).toEqual([]);
    });

    it('a blocker has no extra time', () => {
      const lunch = booking('lunch', 'm1', at(13), at(14), { kind: 'Blocker', services: [] });
      expect(findConflicts(candidate('m1', at(14), at(15)), [lunch], extra)).toEqual([]);
    });
  });
});
