import { describe, expect, it } from 'vitest';
import type { AppointmentRow, ServiceRow } from '@/lib/api-types';
import { checkOutBooking } from '@/data/mutations/booking-checkout';
import { setCartPayments } from '@/data/mutations/carts';
import { completeSale } from '@/data/mutations/sales';
import { addPayment } from '@/lib/checkout/payments';
import { computeTotals } from '@/lib/checkout/totals';
import { account, BUSINESS, freshDb } from '../data/helpers';
import { SST8 } from '../checkout/fixtures';

const BRANCH = '01970000-0000-7000-8000-0000000000c1';
const DEVICE = '01970000-0000-7000-8000-0000000000d1';
const MEMBER = '01970000-0000-7000-8000-0000000000e1';
const SERVICE = '01970000-0000-7000-8000-0000000000f1';
const ctx = { deviceId: DEVICE, deviceCode: 'AB12C', branchCode: 'BGS', shiftId: null, currency: 'myr', rates: SST8 };

const service: ServiceRow = {
  id: SERVICE, businessId: BUSINESS, updatedAt: '2031-03-01T00:00:00.000Z', version: 1, name: 'Haircut', category: 'Hair', description: '',
  durationMinutes: 45, processingMinutes: 0, bufferMinutes: 0, price: 6000, levelPrices: [], currency: 'myr', sst: true, color: '#000000',
  memberIds: [], branchIds: [], onlineBookable: true, imageUrl: null, active: true,
};
const booking: AppointmentRow = {
  id: '01970000-0000-7000-8000-0000000000a1', businessId: BUSINESS, branchId: BRANCH, kind: 'Appointment', status: 'CONFIRMED', source: 'AdminBooking',
  customerId: null, memberId: MEMBER, serviceId: SERVICE, startAt: '2031-03-03T02:00:00.000Z', endAt: '2031-03-03T02:45:00.000Z', notes: '',
  services: [{ serviceId: SERVICE, memberId: MEMBER, startAt: '2031-03-03T02:00:00.000Z', endAt: '2031-03-03T02:45:00.000Z' }],
  seriesId: null, attendance: null, tags: [], cancelReason: null, allowDoubleBooking: false, capacity: null, saleId: null, createdBy: null,
  updatedAt: '2031-03-01T00:00:00.000Z', version: 1,
};

describe('checking out a booking', () => {
  it('carries the booking from the cart into the sale, and links the booking to the sale in the same write', async () => {
    const db = freshDb();
    await db.services.put(service);
    await db.appointments.put(booking);
    const cartId = await checkOutBooking(booking, { branchId: BRANCH, deviceId: DEVICE }, { db, account });
    const cart = await db.carts.get(cartId);
    expect(cart).toMatchObject({ appointmentId: booking.id, lines: [{ itemId: SERVICE, staffId: MEMBER }] });

    const due = computeTotals({ lines: cart?.lines ?? [], cartDiscount: null, tip: 0, rates: SST8 }).due;
    const paid = addPayment({ due, rounding: 0, payments: [] }, { id: crypto.randomUUID(), method: 'cash', amount: due, reference: '', requiresReference: false, cashStep: 5 });
    if (!paid.ok) throw new Error(paid.error);
    await setCartPayments(cartId, paid.state.payments, paid.state.rounding, { db, account });
    const saleId = await completeSale(cartId, ctx, { db, account });

    expect((await db.appointments.get(booking.id))?.saleId).toBe(saleId);
    const [entry] = await db.outbox.toArray();
    expect(entry?.body).toMatchObject({ id: saleId, appointmentId: booking.id });
    expect(await db.sales.get(saleId)).not.toHaveProperty('appointmentId');
  });

  it('leaves the booking alone when the sale is refused', async () => {
    const db = freshDb();
    await db.services.put(service);
    await db.appointments.put(booking);
    const cartId = await checkOutBooking(booking, { branchId: BRANCH, deviceId: DEVICE }, { db, account });
    await expect(completeSale(cartId, ctx, { db, account })).rejects.toThrow();
    expect((await db.appointments.get(booking.id))?.saleId).toBeNull();
  });
});
