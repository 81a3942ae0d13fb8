import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { addToCart, createCart, setCartPayments } from '@/data/mutations/carts';
import { createRefund } from '@/data/mutations/refunds';
import { completeSale } from '@/data/mutations/sales';
import { ValidationError } from '@/data/errors';
import { addPayment } from '@/lib/checkout/payments';
import { computeTotals } from '@/lib/checkout/totals';
import { account, freshDb } from '../data/helpers';
import { NO_CHARGES } from './fixtures';

const BRANCH = '01970000-0000-7000-8000-0000000000c1';
const DEVICE = '01970000-0000-7000-8000-0000000000d1';
const CUSTOMER = '01970000-0000-7000-8000-0000000000e1';
const HOLDING = '01970000-0000-7000-8000-0000000000f1';
const ctx = { deviceId: DEVICE, deviceCode: 'AB12C', branchCode: 'BGS', shiftId: null, currency: 'myr', rates: NO_CHARGES };

async function sale(db: ReturnType<typeof freshDb>, price: number): Promise<string> {
  const cartId = await createCart({ branchId: BRANCH, deviceId: DEVICE }, { db, account });
  await addToCart(cartId, { kind: 'service', itemId: uuidv7(), name: 'Cut', unitPrice: price }, { db, account });
  const cart = await db.carts.get(cartId);
  const due = computeTotals({ lines: cart?.lines ?? [], cartDiscount: null, tip: 0, rates: NO_CHARGES }).due;
  const paid = addPayment({ due, rounding: 0, payments: [] }, { id: uuidv7(), method: 'cash', amount: due, reference: '', requiresReference: false, cashStep: 5 });
  if (!paid.ok) throw new Error(paid.error);
  await setCartPayments(cartId, paid.state.payments, paid.state.rounding, { db, account });
  return completeSale(cartId, ctx, { db, account });
}

const refundOf = (saleId: string, amount: number) => ({ saleId, kind: 'refund' as const, amount, method: 'cash' as const, reason: 'Not happy', restock: [], deviceId: DEVICE, shiftId: null });

describe('a refund on the device', () => {
  it('refuses 0 at the amount for a sale that moved no package, and records money refunds as before', async () => {
    const db = freshDb();
    const saleId = await sale(db, 4500);
    const zero = createRefund(refundOf(saleId, 0), { db, account });
    await expect(zero).rejects.toBeInstanceOf(ValidationError);
    await expect(zero).rejects.toMatchObject({ fieldErrors: { amount: 'transactions.refundErrors.zeroWithoutPackages' } });
    expect(await db.outbox.filter((e) => e.table === 'refunds').count()).toBe(0);
    await createRefund(refundOf(saleId, 4500), { db, account });
    expect(await db.refunds.where('saleId').equals(saleId).count()).toBe(1);
  });

  it('a sale paid by a package session is refunded with 0 once; another refund of 0 has nothing to give back', async () => {
    const db = freshDb();
    const saleId = await sale(db, 4500);
    const stored = await db.sales.get(saleId);
    if (!stored) throw new Error('no sale');
    // As the till records it: the customer's package paid the line, so the sale's total is 0.
    await db.sales.put({ ...stored, customerId: CUSTOMER, lines: stored.lines.map((l) => ({ ...l, packageHoldingId: HOLDING })), totals: { ...stored.totals, subtotal: 0, total: 0 } });
    const refundId = await createRefund(refundOf(saleId, 0), { db, account });
    expect(await db.refunds.get(refundId)).toMatchObject({ amount: 0, saleId });
    expect(await db.outbox.filter((e) => e.table === 'refunds').count()).toBe(1);
    await expect(createRefund(refundOf(saleId, 0), { db, account })).rejects.toMatchObject({ fieldErrors: { amount: 'transactions.refundErrors.packagesAlreadyBack' } });
    expect(await db.refunds.count()).toBe(1);
  });
});
