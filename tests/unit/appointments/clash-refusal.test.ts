import { describe, expect, it } from 'vitest';
import type { BookingConflictProblem } from '@/lib/api-types';
import type { StoredOutboxEntry } from '@/data/outbox-entry';
import { bookingClashOf } from '@/features/sync-issues/BookingClashActions';
import { describeEntry } from '@/features/sync-issues/describe-entry';
import { toProblem } from '../../../workers/sync/http';

const CLASH = {
  appointmentId: '0195f0a0-0000-7000-8000-0000000000c1',
  kind: 'Appointment',
  memberId: '0195f0a0-0000-7000-8000-0000000000a3',
  startAt: '2031-03-03T05:00:00.000Z',
  endAt: '2031-03-03T05:30:00.000Z',
  occurrenceStartAt: '2031-03-03T05:00:00.000Z',
};

const body = {
  type: 'about:blank',
  title: 'The member is already booked at this time (1 clash).',
  status: 409,
  errors: { startAt: 'appointments.conflict.overlap' },
  conflicts: [CLASH, { appointmentId: 42 }, 'not a clash'],
  doubleBookingAllowed: false,
};

function entry(error: StoredOutboxEntry['error']): StoredOutboxEntry {
  return {
    seq: 1,
    id: '0195f0a0-0000-7000-8000-0000000000e1',
    userId: 'u',
    businessId: 'b',
    method: 'POST',
    path: '/b/b/appointments',
    body: { startAt: CLASH.startAt, endAt: CLASH.endAt },
    table: 'appointments',
    rowId: '0195f0a0-0000-7000-8000-0000000000e2',
    effect: { op: 'delete' },
    before: null,
    status: 'rejected',
    attempts: 1,
    createdAt: CLASH.startAt,
    ...(error ? { error } : {}),
  } as StoredOutboxEntry;
}

// A booking the server refuses on sync for a clash (409): the device keeps what is in the way,
// so Sync issues can offer the ways out (move to a free time, book anyway, cancel).
describe('a clash refused on sync', () => {
  it('keeps the 409 body’s clashes and the branch’s double-booking permission in the stored problem', () => {
    const problem = toProblem(409, 'Conflict', body) as BookingConflictProblem;
    expect(problem).toMatchObject({ status: 409, title: body.title, errors: body.errors, doubleBookingAllowed: false });
    expect(problem.conflicts).toEqual([CLASH]);
    expect(bookingClashOf(entry(problem))).toEqual(problem);
    const allowed = toProblem(409, 'Conflict', { ...body, doubleBookingAllowed: true }) as BookingConflictProblem;
    expect(bookingClashOf(entry(allowed))?.doubleBookingAllowed).toBe(true);
  });

  it('leaves other refusals as they were, and they offer no ways out', () => {
    const plain = toProblem(409, 'Conflict', { title: 'Only a pending booking can be approved or rejected.', errors: { status: 'appointments.conflict.notPending' } });
    expect(plain).toEqual({ status: 409, title: 'Only a pending booking can be approved or rejected.', errors: { status: 'appointments.conflict.notPending' } });
    expect(bookingClashOf(entry(plain))).toBeNull();
    expect(bookingClashOf(entry(toProblem(400, 'Bad Request', { ...body, status: 400 })))).toBeNull();
  });
});

describe('a refused booking change, as Sync issues names it', () => {
  it('is a new booking, or the booking action its path names', () => {
    const made = entry(undefined);
    expect(describeEntry(made).key).toBe('syncIssues.change.appointments.create');
    const id = made.rowId;
    for (const action of ['reschedule', 'cancel', 'attendance', 'approve', 'reject']) {
      expect(describeEntry({ ...made, path: `/b/b/appointments/${id}/${action}` }).key).toBe(`syncIssues.change.appointments.${action}`);
    }
    expect(describeEntry({ ...made, method: 'PATCH', path: `/b/b/appointments/${id}` }).key).toBe('syncIssues.change.appointments.update');
    // Other tables keep the method's name.
    expect(describeEntry({ ...made, table: 'customers', path: `/b/b/customers/${id}/merge` }).key).toBe('syncIssues.change.customers.create');
  });
});
