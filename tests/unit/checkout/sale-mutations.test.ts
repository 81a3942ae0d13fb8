import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { addToCart, createCart, setCartPayments } from '@/data/mutations/carts';
import { completeSale } from '@/data/mutations/sales';
import { closeShift, openShift } from '@/data/mutations/shifts';
import { ValidationError } from '@/data/errors';
import { addPayment } from '@/lib/checkout/payments';
import { computeTotals } from '@/lib/checkout/totals';
import { account, freshDb } from '../data/helpers';
import { SST8 } from './fixtures';

const BRANCH = '01970000-0000-7000-8000-0000000000c1';
const DEVICE = '01970000-0000-7000-8000-0000000000d1';
const ctx = { deviceId: DEVICE, deviceCode: 'AB12C', branchCode: 'BGS', shiftId: null, currency: 'myr', rates: SST8 };

async function paidCart(db: ReturnType<typeof freshDb>, price: number): Promise<string> {
  const cartId = await createCart({ branchId: BRANCH, deviceId: DEVICE }, { db, account });
  await addToCart(cartId, { kind: 'service', itemId: uuidv7(), name: 'Cut', unitPrice: price }, { db, account });
  const cart = await db.carts.get(cartId);
  const due = computeTotals({ lines: cart?.lines ?? [], cartDiscount: null, tip: 0, rates: SST8 }).due;
  const paid = addPayment({ due, rounding: 0, payments: [] }, { id: uuidv7(), method: 'cash', amount: due + 1000, reference: '', requiresReference: false, cashStep: 5 });
  if (!paid.ok) throw new Error(paid.error);
  await setCartPayments(cartId, paid.state.payments, paid.state.rounding, { db, account });
  return cartId;
}

describe('completing a sale', () => {
  it('writes the sale, its outbox entry and the next receipt number in one go, and removes the cart', async () => {
    const db = freshDb();
    const first = await completeSale(await paidCart(db, 4500), ctx, { db, account });
    const second = await completeSale(await paidCart(db, 8500), ctx, { db, account });
    const sales = await db.sales.bulkGet([first, second]);
    expect(sales.map((s) => s?.receiptNumber)).toEqual(['BGS-AB12C-000001', 'BGS-AB12C-000002']);
    expect(sales[0]?.totals).toMatchObject({ subtotal: 4500, tax: 360, total: 4860 });
    const outbox = await db.outbox.toArray();
    expect(outbox.map((e) => [e.method, e.path, e.rowId])).toEqual([
      ['POST', `/b/${account.businessId}/sales`, first],
      ['POST', `/b/${account.businessId}/sales`, second],
    ]);
    expect(await db.carts.count()).toBe(0);
  });

  it('refuses an unpaid cart and keeps it', async () => {
    const db = freshDb();
    const cartId = await createCart({ branchId: BRANCH, deviceId: DEVICE }, { db, account });
    await addToCart(cartId, { kind: 'product', itemId: uuidv7(), name: 'Oil', unitPrice: 2200 }, { db, account });
    await expect(completeSale(cartId, ctx, { db, account })).rejects.toBeInstanceOf(ValidationError);
    expect(await db.carts.count()).toBe(1);
    expect(await db.sales.count()).toBe(0);
    expect(await db.outbox.count()).toBe(0);
  });

  it('closes a shift with a numbered Z report made from the replica', async () => {
    const db = freshDb();
    const shiftId = await openShift({ branchId: BRANCH, deviceId: DEVICE, openingFloat: 10_000 }, { db, account });
    await completeSale(await paidCart(db, 4500), { ...ctx, shiftId }, { db, account });
    const shift = await db.shifts.get(shiftId);
    if (!shift) throw new Error('no shift');
    await closeShift(shift, { countedCash: 14_860, branchCode: 'BGS', deviceCode: 'AB12C', deviceId: DEVICE }, { db, account });
    const closed = await db.shifts.get(shiftId);
    expect(closed).toMatchObject({ status: 'closed', zNumber: 'Z-BGS-AB12C-0001', zReport: { salesCount: 1, expectedCash: 14_860, difference: 0 } });
  });
});
