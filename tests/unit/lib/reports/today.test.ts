import { describe, expect, it } from 'vitest';
import type { AppointmentRow, ProductRow } from '@/lib/api-types';
import { lowStockProducts, todayBookings } from '@/lib/reports/today';

const appt = (over: Partial<AppointmentRow>): AppointmentRow => ({
  id: crypto.randomUUID(), businessId: 'b', updatedAt: '', version: 1, branchId: 'x', kind: 'Appointment', status: 'CONFIRMED', source: 'AdminBooking',
  customerId: null, memberId: null, serviceId: null, startAt: '2026-03-01T02:00:00.000Z', endAt: '2026-03-01T03:00:00.000Z', notes: '', services: [],
  seriesId: null, attendance: null, tags: [], cancelReason: null, allowDoubleBooking: false, capacity: null, saleId: null, createdBy: null, ...over,
});

describe('today at a glance', () => {
  it('counts statuses, no-shows and bookings waiting, and lists the next ones (no blockers, no cancelled)', () => {
    const list = [
      appt({ startAt: '2026-03-01T05:00:00.000Z', id: 'later' }),
      appt({ startAt: '2026-03-01T04:00:00.000Z', id: 'soon' }),
      appt({ startAt: '2026-03-01T01:00:00.000Z', attendance: 'NO_SHOW' }),
      appt({ startAt: '2026-03-01T04:30:00.000Z', status: 'CANCELLED' }),
      appt({ startAt: '2026-03-01T06:00:00.000Z', status: 'PENDING_CUSTOM_PAYMENT', id: 'pending' }),
      appt({ startAt: '2026-03-01T04:10:00.000Z', kind: 'Blocker' }),
    ];
    const t = todayBookings(list, '2026-03-01T03:00:00.000Z', 2);
    expect(t.byStatus).toEqual({ CONFIRMED: 3, CANCELLED: 1, PENDING_CUSTOM_PAYMENT: 1 });
    expect(t.noShows).toBe(1);
    expect(t.waiting).toBe(1);
    expect(t.next.map((a) => a.id)).toEqual(['soon', 'later']);
  });

  it('finds products at or under a branch’s threshold', () => {
    const p = (id: string, onHand: number, threshold: number | undefined, active = true) =>
      ({ id, active, stockByBranch: { a: onHand }, lowStock: threshold === undefined ? {} : { a: threshold } }) as unknown as ProductRow;
    const products = [p('low', 2, 3), p('at', 3, 3), p('fine', 9, 3), p('none', 0, undefined), p('archived', 0, 5, false)];
    expect(lowStockProducts(products, 'a').map((x) => x.id)).toEqual(['low', 'at']);
    expect(lowStockProducts(products, null).map((x) => x.id)).toEqual(['low', 'at']);
  });
});
