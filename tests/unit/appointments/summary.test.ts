import { describe, expect, it } from 'vitest';
import type { AppointmentRow } from '@/lib/api-types';
import { summarise } from '@/lib/appointments/summary';

function row(id: string, memberId: string, startAt: string, endAt: string, extra: Partial<AppointmentRow> = {}): AppointmentRow {
  return {
    id, businessId: 'b', branchId: 'br', kind: 'Appointment', status: 'CONFIRMED', source: 'AdminBooking', customerId: null,
    memberId, serviceId: null, startAt, endAt, notes: '', services: [], seriesId: null, attendance: null, tags: [],
    cancelReason: null, allowDoubleBooking: false, capacity: null, saleId: null, createdBy: null, updatedAt: startAt, version: 1,
    ...extra,
  };
}

describe('summarise', () => {
  const rows = [
    row('1', 'a', '2026-11-26T01:00:00.000Z', '2026-11-26T02:00:00.000Z', { attendance: 'ATTENDED' }),
    row('2', 'a', '2026-11-26T03:00:00.000Z', '2026-11-26T03:30:00.000Z', { attendance: 'NO_SHOW' }),
    row('3', 'b', '2026-11-26T04:00:00.000Z', '2026-11-26T05:00:00.000Z', { status: 'CANCELLED' }),
    row('4', 'b', '2026-11-26T06:00:00.000Z', '2026-11-26T07:00:00.000Z', { status: 'PENDING_CUSTOM_PAYMENT' }),
    row('5', 'a', '2026-11-26T05:00:00.000Z', '2026-11-26T06:00:00.000Z', { kind: 'Blocker', source: 'PersonalBlocker' }),
  ];
  const out = summarise({ rows, members: [{ id: 'a', workingMinutes: 600 }, { id: 'b', workingMinutes: 0 }], now: '2026-11-26T03:00:00.000Z', nextCount: 5 });

  it('counts bookings by status, no-shows and cancellations, leaving blockers out', () => {
    expect(out.bookings).toBe(4);
    expect(out.byStatus).toEqual({ CONFIRMED: 2, CANCELLED: 1, PENDING_BILLPLZ_PAYMENT: 0, PENDING_CUSTOM_PAYMENT: 1 });
    expect(out.noShows).toBe(1);
    expect(out.attended).toBe(1);
    expect(out.cancellations).toBe(1);
  });

  it('measures utilisation from booked minutes over working minutes', () => {
    expect(out.utilisation).toEqual([
      { memberId: 'a', bookedMinutes: 90, workingMinutes: 600, ratio: 0.15 },
      { memberId: 'b', bookedMinutes: 60, workingMinutes: 0, ratio: 0 },
    ]);
  });

  it('lists the next bookings from now, not cancelled', () => {
    expect(out.next.map((r) => r.id)).toEqual(['2', '4']);
  });
});
