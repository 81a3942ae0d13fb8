import { describe, expect, it } from 'vitest';
import type { AppointmentRow } from '@/lib/api-types';
import { NO_EXTRA_MINUTES as NONE } from '@/lib/appointments/conflict';
import { firstFreeMember, nextSlot } from '@/lib/appointments/walk-in';

function row(memberId: string | null, startAt: string, endAt: string, extra: Partial<AppointmentRow> = {}): AppointmentRow {
  return {
    id: `${memberId}-${startAt}`, businessId: 'b', branchId: 'br', kind: 'Appointment', status: 'CONFIRMED', source: 'AdminBooking',
    customerId: null, memberId, serviceId: null, startAt, endAt, notes: '', services: [], seriesId: null, attendance: null, tags: [],
    cancelReason: null, allowDoubleBooking: false, capacity: null, saleId: null, createdBy: null, updatedAt: startAt, version: 1,
    ...extra,
  };
}

const at = '2026-11-26T02:00:00.000Z';

describe('firstFreeMember', () => {
  it('skips busy and off-duty members, in order', () => {
    const rows = [row('a', '2026-11-26T01:30:00.000Z', '2026-11-26T02:30:00.000Z')];
    const members = [{ id: 'a', working: true }, { id: 'b', working: false }, { id: 'c', working: true }];
    expect(firstFreeMember({ branchId: 'br', members, rows, startAt: at, minutes: 30, extra: NONE })).toBe('c');
  });

  it('lets a walk-in start as the last booking ends, and ignores cancelled ones', () => {
    const rows = [
      row('a', '2026-11-26T01:00:00.000Z', '2026-11-26T02:00:00.000Z'),
      row('b', '2026-11-26T02:00:00.000Z', '2026-11-26T03:00:00.000Z', { status: 'CANCELLED' }),
    ];
    expect(firstFreeMember({ branchId: 'br', members: [{ id: 'a', working: true }], rows, startAt: at, minutes: 30, extra: NONE })).toBe('a');
    expect(firstFreeMember({ branchId: 'br', members: [{ id: 'b', working: true }], rows, startAt: at, minutes: 30, extra: NONE })).toBe('b');
  });

  it('finds nobody under a branch-wide blocker', () => {
    const rows = [row(null, '2026-11-26T01:00:00.000Z', '2026-11-26T04:00:00.000Z', { kind: 'Blocker', source: 'BranchBlocker' })];
    expect(firstFreeMember({ branchId: 'br', members: [{ id: 'a', working: true }], rows, startAt: at, minutes: 30, extra: NONE })).toBeNull();
  });
});

describe('nextSlot', () => {
  it('rounds up to the slot interval', () => {
    expect(nextSlot(new Date('2026-11-26T02:07:30.000Z'), 15)).toBe('2026-11-26T02:15:00.000Z');
    expect(nextSlot(new Date('2026-11-26T02:15:00.000Z'), 15)).toBe('2026-11-26T02:15:00.000Z');
  });
});
