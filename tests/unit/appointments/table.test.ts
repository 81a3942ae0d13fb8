import { describe, expect, it } from 'vitest';
import type { AppointmentRow } from '@/lib/api-types';
import { EMPTY_FILTER, filterRows, sortRows } from '@/lib/appointments/table';

function row(id: string, memberId: string | null, startAt: string, extra: Partial<AppointmentRow> = {}): AppointmentRow {
  return {
    id, businessId: 'b', branchId: 'br', kind: 'Appointment', status: 'CONFIRMED', source: 'AdminBooking', customerId: id,
    memberId, serviceId: null, startAt, endAt: startAt, notes: '', services: [], seriesId: null, attendance: null, tags: [],
    cancelReason: null, allowDoubleBooking: false, capacity: null, saleId: null, createdBy: null, updatedAt: startAt, version: 1,
    ...extra,
  };
}

const rows = [
  row('1', 'a', '2026-11-26T03:00:00.000Z'),
  row('2', 'b', '2026-11-26T01:00:00.000Z', { status: 'CANCELLED', source: 'CustomerBooking' }),
  row('3', 'a', '2026-11-26T02:00:00.000Z', { kind: 'Blocker', source: 'PersonalBlocker', customerId: null }),
];
const names: Record<string, string> = { '1': 'Zara', '2': 'Adam', a: 'Mei', b: 'Ali' };
const named = { customer: (r: AppointmentRow) => names[r.customerId ?? ''] ?? '', member: (r: AppointmentRow) => names[r.memberId ?? ''] ?? '' };

describe('appointments table', () => {
  it('filters by staff, status, source and kind together', () => {
    expect(filterRows(rows, EMPTY_FILTER).map((r) => r.id)).toEqual(['1', '2', '3']);
    expect(filterRows(rows, { ...EMPTY_FILTER, memberIds: ['a'] }).map((r) => r.id)).toEqual(['1', '3']);
    expect(filterRows(rows, { ...EMPTY_FILTER, status: 'CANCELLED' }).map((r) => r.id)).toEqual(['2']);
    expect(filterRows(rows, { ...EMPTY_FILTER, source: 'PersonalBlocker', kind: 'Blocker' }).map((r) => r.id)).toEqual(['3']);
    expect(filterRows(rows, { ...EMPTY_FILTER, memberIds: ['b'], kind: 'Blocker' })).toEqual([]);
  });

  it('sorts by start either way, by customer and by member', () => {
    expect(sortRows(rows, 'startAsc', named).map((r) => r.id)).toEqual(['2', '3', '1']);
    expect(sortRows(rows, 'startDesc', named).map((r) => r.id)).toEqual(['1', '3', '2']);
    expect(sortRows(rows, 'customer', named).map((r) => r.id)).toEqual(['3', '2', '1']);
    expect(sortRows(rows, 'member', named).map((r) => r.id)).toEqual(['2', '3', '1']);
  });
});
