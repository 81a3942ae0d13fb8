import { describe, expect, it } from 'vitest';
import { appointmentChangeDeltas, mergeDeltas, refundDeltas, saleDeltas, zeroMeasures, type SaleFacts } from '@/lib/reports/rollup';
import { daysBetween, localDayOf, localHourOf, shiftDay } from '@/lib/reports/local-day';

const BRANCH = '0190a000-0000-7000-8000-000000000001';
const STAFF = '0190a000-0000-7000-8000-0000000000aa';
const SELLER = '0190a000-0000-7000-8000-0000000000bb';

function sale(soldAt: string): SaleFacts {
  return {
    branchId: BRANCH,
    soldBy: SELLER,
    soldAt,
    cartDiscount: null,
    rates: { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false },
    lines: [
      { id: 'l1', kind: 'service', itemId: 'svc', name: 'Cut', unitPrice: 5000, quantity: 1, staffId: STAFF, discount: { type: 'amount', value: 1000 }, note: '', voucherCode: null },
      { id: 'l2', kind: 'product', itemId: null, name: 'Gel', unitPrice: 1500, quantity: 2, staffId: null, discount: null, note: '', voucherCode: null },
    ],
    totals: { subtotal: 8000, discount: 1000, serviceCharge: 0, tax: 0, tip: 500, rounding: 0, total: 7500 },
    payments: [
      { id: 'p1', method: 'cash', amount: 5000, tendered: 5000, reference: '' },
      { id: 'p2', method: 'card', amount: 2500, tendered: null, reference: '' },
    ],
  };
}

describe('local day', () => {
  it('counts a sale on the branch’s day, not UTC’s', () => {
    expect(localDayOf('2026-03-01T17:30:00Z', 'Asia/Kuala_Lumpur')).toBe('2026-03-02');
    expect(localHourOf('2026-03-01T17:30:00Z', 'Asia/Kuala_Lumpur')).toBe('01');
  });

  it('follows daylight saving (London, spring forward on 29 March 2026)', () => {
    // 23:30 UTC is 23:30 local the day before the change, 00:30 local after it.
    expect(localDayOf('2026-03-28T23:30:00Z', 'Europe/London')).toBe('2026-03-28');
    expect(localDayOf('2026-03-29T23:30:00Z', 'Europe/London')).toBe('2026-03-30');
    expect(localHourOf('2026-03-29T01:30:00Z', 'Europe/London')).toBe('02');
  });

  it('lists and shifts calendar days across month ends', () => {
    expect(daysBetween('2026-02-27', '2026-03-02')).toEqual(['2026-02-27', '2026-02-28', '2026-03-01', '2026-03-02']);
    expect(shiftDay('2026-03-01', -1)).toBe('2026-02-28');
    expect(daysBetween('2026-03-02', '2026-03-01')).toEqual([]);
  });
});

describe('sale deltas', () => {
  const deltas = saleDeltas(sale('2026-03-01T02:00:00Z'), 'Asia/Kuala_Lumpur');
  const find = (dim: string, key: string) => deltas.find((d) => d.dim === dim && d.key === key);

  it('adds the day’s totals once', () => {
    expect(find('total', '')).toMatchObject({ day: '2026-03-01', count: 1, qty: 3, gross: 8000, discount: 1000, tip: 500, total: 7500 });
  });

  it('splits by payment method, hour, item, category and staff (line staff, else the seller)', () => {
    expect(find('payment', 'cash')?.total).toBe(5000);
    expect(find('payment', 'card')?.total).toBe(2500);
    expect(find('hour', '10')?.count).toBe(1);
    expect(find('item', 'svc')).toMatchObject({ gross: 5000, discount: 1000 });
    expect(find('item', 'name:Gel')).toMatchObject({ qty: 2, gross: 3000 });
    expect(find('category', 'product')?.gross).toBe(3000);
    expect(find('staff', STAFF)?.gross).toBe(5000);
    expect(find('staff', SELLER)?.gross).toBe(3000);
  });

  it('lines’ sums add up to the day’s gross and discount', () => {
    const items = deltas.filter((d) => d.dim === 'item');
    expect(items.reduce((a, d) => a + d.gross, 0)).toBe(8000);
    expect(items.reduce((a, d) => a + d.discount, 0)).toBe(1000);
  });
});

describe('refunds, appointments and merging', () => {
  it('counts a refund on its own day, by method and the seller', () => {
    const out = refundDeltas({ amount: 700, method: 'cash', refundedAt: '2026-03-05T01:00:00Z' }, { branchId: BRANCH, soldBy: SELLER }, 'Asia/Kuala_Lumpur');
    expect(out.map((d) => [d.dim, d.key, d.day, d.refunds])).toEqual([
      ['total', '', '2026-03-05', 700],
      ['payment', 'cash', '2026-03-05', 700],
      ['staff', SELLER, '2026-03-05', 700],
    ]);
  });

  it('moves an appointment from its old status to the new one, and nets out to nothing when unchanged', () => {
    const a = { branchId: BRANCH, kind: 'Appointment' as const, status: 'CONFIRMED' as const, source: 'AdminBooking' as const, startAt: '2026-03-01T02:00:00Z' };
    const cancelled = appointmentChangeDeltas(a, { ...a, status: 'CANCELLED' }, 'Asia/Kuala_Lumpur');
    expect(cancelled.map((d) => [d.dim, d.key, d.count])).toEqual([
      ['status', 'CONFIRMED', -1],
      ['status', 'CANCELLED', 1],
    ]);
    expect(appointmentChangeDeltas(a, a, 'Asia/Kuala_Lumpur')).toEqual([]);
    expect(appointmentChangeDeltas(null, { ...a, kind: 'Blocker' }, 'Asia/Kuala_Lumpur')).toEqual([]);
  });

  it('merges deltas with the same key', () => {
    const d = { branchId: BRANCH, day: '2026-03-01', dim: 'total' as const, key: '', ...zeroMeasures() };
    expect(mergeDeltas([{ ...d, total: 100 }, { ...d, total: 50, count: 1 }])).toEqual([{ ...d, total: 150, count: 1 }]);
  });
});
