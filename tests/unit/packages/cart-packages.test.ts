import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { addToCart, createCart, setCartPayments, updateCart } from '@/data/mutations/carts';
import { applyPackageSessions, setLinePackageSession } from '@/data/mutations/cart-packages';
import { checkOutBooking } from '@/data/mutations/booking-checkout';
import { completeSale } from '@/data/mutations/sales';
import { loadCustomerPackages } from '@/data/queries/packages';
import { addPayment } from '@/lib/checkout/payments';
import { computeTotals } from '@/lib/checkout/totals';
import type { AppointmentRow, ServiceRow } from '@/lib/api-types';
import { account, customerId, freshDb } from '../data/helpers';
import { SST8 } from '../checkout/fixtures';

const BRANCH = '01970000-0000-7000-8000-0000000000c1';
const DEVICE = '01970000-0000-7000-8000-0000000000d1';
const CUT = '01970000-0000-7000-8000-0000000000a1';
const PKG = '01970000-0000-7000-8000-0000000000e1';
const ctx = { deviceId: DEVICE, deviceCode: 'AB12C', branchCode: 'BGS', shiftId: null, currency: 'myr', rates: SST8 };
const CUSTOMER = customerId(7);
const options = (db: ReturnType<typeof freshDb>) => ({ db, account });

/** Sells "Cut x3" to the customer on this device (paid by card); answers the holding id (the line's id). */
async function sellPackage(db: ReturnType<typeof freshDb>): Promise<string> {
  const cartId = await createCart({ branchId: BRANCH, deviceId: DEVICE, customerId: CUSTOMER }, options(db));
  await addToCart(cartId, { kind: 'package', itemId: PKG, name: 'Cut x3', unitPrice: 20_000, contents: [{ name: 'Cut', sessions: 3, serviceId: CUT, productId: null }], packageExpiresOn: null }, options(db));
  const cart = await db.carts.get(cartId);
  const due = computeTotals({ lines: cart?.lines ?? [], cartDiscount: null, tip: 0, rates: SST8 }).due;
  const paid = addPayment({ due, rounding: 0, payments: [] }, { id: uuidv7(), method: 'card', amount: due, reference: 'A1', requiresReference: false, cashStep: 5 });
  if (!paid.ok) throw new Error(paid.error);
  await setCartPayments(cartId, paid.state.payments, 0, options(db));
  await completeSale(cartId, ctx, options(db));
  return cart?.lines[0]?.id ?? '';
}

describe('package sessions at checkout on the device', () => {
  it('a package sold here is held at once; a line paid by a session costs nothing and completes without payment', async () => {
    const db = freshDb();
    const holdingId = await sellPackage(db);
    expect((await loadCustomerPackages(CUSTOMER, db)).map((b) => [b.holding.id, b.left])).toEqual([[holdingId, 3]]);

    const cartId = await createCart({ branchId: BRANCH, deviceId: DEVICE, customerId: CUSTOMER }, options(db));
    await addToCart(cartId, { kind: 'service', itemId: CUT, name: 'Cut', unitPrice: 8_000 }, options(db));
    const lineId = (await db.carts.get(cartId))?.lines[0]?.id ?? '';
    await setLinePackageSession(cartId, lineId, holdingId, options(db));
    const cart = await db.carts.get(cartId);
    expect(computeTotals({ lines: cart?.lines ?? [], cartDiscount: null, tip: 0, rates: SST8 }).due).toBe(0);
    const saleId = await completeSale(cartId, ctx, options(db));
    const sale = await db.sales.get(saleId);
    expect(sale?.payments).toMatchObject([{ method: 'cash', amount: 0 }]);
    expect(sale?.lines[0]?.packageHoldingId).toBe(holdingId);
    expect((await loadCustomerPackages(CUSTOMER, db))[0]?.left).toBe(2);
  });

  it('another customer on the cart pays in money again', async () => {
    const db = freshDb();
    const holdingId = await sellPackage(db);
    const cartId = await createCart({ branchId: BRANCH, deviceId: DEVICE, customerId: CUSTOMER }, options(db));
    await addToCart(cartId, { kind: 'service', itemId: CUT, name: 'Cut', unitPrice: 8_000 }, options(db));
    const lineId = (await db.carts.get(cartId))?.lines[0]?.id ?? '';
    await setLinePackageSession(cartId, lineId, holdingId, options(db));
    await updateCart(cartId, { customerId: customerId(8) }, options(db));
    expect((await db.carts.get(cartId))?.lines[0]).not.toHaveProperty('packageHoldingId');
  });

  it('checking out a booking pays its services by the customer\'s package sessions', async () => {
    const db = freshDb();
    const holdingId = await sellPackage(db);
    await db.services.put({ id: CUT, businessId: account.businessId, name: 'Cut', price: 8_000 } as ServiceRow);
    const booking = { id: uuidv7(), customerId: CUSTOMER, services: [{ serviceId: CUT, memberId: null }, { serviceId: CUT, memberId: null }] } as unknown as AppointmentRow;
    const cartId = await checkOutBooking(booking, { branchId: BRANCH, deviceId: DEVICE }, options(db));
    const lines = (await db.carts.get(cartId))?.lines ?? [];
    // Two cuts (one line of two), two of the three sessions.
    expect(lines.map((l) => [l.quantity, l.packageHoldingId])).toEqual([[2, holdingId]]);
    expect(await applyPackageSessions(cartId, options(db))).toBe(0);
  });
});
