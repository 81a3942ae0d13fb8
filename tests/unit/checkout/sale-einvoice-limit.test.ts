import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { addToCart, createCart, setCartPayments } from '@/data/mutations/carts';
import { completeSale } from '@/data/mutations/sales';
import { metaKeys, type SessionData } from '@/data/meta';
import { ValidationError } from '@/data/errors';
import { addPayment } from '@/lib/checkout/payments';
import { computeTotals } from '@/lib/checkout/totals';
import type { Buyer } from '@/lib/invoices/schema';
import type { JsonObject } from '@/data/json';
import { account, BUSINESS, freshDb, USER } from '../data/helpers';
import { SALON_A_PROFILE } from '../../einvoice-profile';

const BRANCH = '01970000-0000-7000-8000-0000000000c1';
const DEVICE = '01970000-0000-7000-8000-0000000000d1';
const NO_TAX = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };
const ctx = { deviceId: DEVICE, deviceCode: 'AB12C', branchCode: 'BGS', shiftId: null, currency: 'myr', rates: NO_TAX };
const BUYER: Buyer = {
  name: 'Aisyah Rahman', company: '', email: '', phone: '+60123456789', address: '1 Jalan Ampang, Kuala Lumpur',
  tin: 'IG12345678901', idType: 'NRIC', idValue: '900101145566', sstNumber: '',
};

function session(einvoice: boolean): SessionData {
  return {
    user: {
      userId: USER, businessId: BUSINESS, userFirstName: 'Ana', userLastName: 'Lim', userEmail: 'ana@demo.test', userPhoneNo: '', userColor: '#336699',
      profileImageUrl: null, orgAccessLevel: 'admin', branches: [], permissions: { pos: true }, _internalRole: null,
    },
    business: { businessId: BUSINESS, name: 'Demo', admins: [], bookitVersion: 'arabica', features: { einvoice }, country: 'MY', currency: 'myr', timeZone: 'Asia/Kuala_Lumpur' },
    branches: [],
  };
}

/** A replica as the device holds it offline: the session's flags and the tax identity. */
async function replica(einvoice = true) {
  const db = freshDb();
  await db.meta.put({ key: metaKeys.session(USER, BUSINESS), kind: 'session', value: session(einvoice), savedAt: '2026-11-27T00:00:00.000Z' });
  await db.einvoiceProfiles.put({ ...SALON_A_PROFILE, id: BUSINESS, businessId: BUSINESS, updatedAt: '2026-11-27T00:00:00.000Z', version: 1 });
  return db;
}

async function paidCart(db: ReturnType<typeof freshDb>, price: number): Promise<string> {
  const cartId = await createCart({ branchId: BRANCH, deviceId: DEVICE }, { db, account });
  await addToCart(cartId, { kind: 'service', itemId: uuidv7(), name: 'Bridal package', unitPrice: price }, { db, account });
  const cart = await db.carts.get(cartId);
  const due = computeTotals({ lines: cart?.lines ?? [], cartDiscount: null, tip: 0, rates: NO_TAX }).due;
  const paid = addPayment({ due, rounding: 0, payments: [] }, { id: uuidv7(), method: 'card', amount: due, reference: 'APPR1', requiresReference: false, cashStep: 5 });
  if (!paid.ok) throw new Error(paid.error);
  await setCartPayments(cartId, paid.state.payments, paid.state.rounding, { db, account });
  return cartId;
}

async function refusal(p: Promise<unknown>): Promise<Record<string, string>> {
  const e: unknown = await p.then(() => null, (err: unknown) => err);
  if (!(e instanceof ValidationError)) throw new Error('not refused');
  return e.fieldErrors;
}

describe('the RM 10,000 rule on the device', () => {
  it('keeps a sale over the limit from completing without its buyer, and keeps the cart', async () => {
    const db = await replica();
    const cartId = await paidCart(db, 1_000_001);
    expect(await refusal(completeSale(cartId, ctx, { db, account }))).toMatchObject({ buyer: 'einvoice.errors.buyerOverLimit', 'buyer.tin': 'einvoice.errors.tin' });
    expect(await refusal(completeSale(cartId, { ...ctx, buyer: { ...BUYER, phone: '' } }, { db, account }))).toMatchObject({ 'buyer.phone': 'einvoice.errors.buyerContact' });
    expect(await db.carts.count()).toBe(1);
    expect(await db.outbox.count()).toBe(0);
  });

  it('sends the buyer with a sale over the limit; RM 10,000.00 itself completes without one', async () => {
    const db = await replica();
    await completeSale(await paidCart(db, 1_000_000), ctx, { db, account });
    await completeSale(await paidCart(db, 1_200_000), { ...ctx, buyer: BUYER }, { db, account });
    const bodies = (await db.outbox.toArray()).map((e) => e.body as JsonObject);
    expect(bodies.map((b) => b.buyer ?? null)).toEqual([null, BUYER]);
  });

  it('asks nothing of a business without e-invoicing', async () => {
    const db = await replica(false);
    await completeSale(await paidCart(db, 1_200_000), ctx, { db, account });
    expect(await db.sales.count()).toBe(1);
  });
});
