import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { addToCart, createCart, setCartPayments } from '@/data/mutations/carts';
import { completeSale } from '@/data/mutations/sales';
import { metaKeys, type SessionData } from '@/data/meta';
import { readCustomerPoints, readSalePoints } from '@/data/queries/rewards';
import { encodeReceipt } from '@/lib/checkout/escpos';
import { saleReceiptDocument } from '@/lib/checkout/receipt-document';
import { layoutReceipt, receiptText } from '@/lib/checkout/receipt-layout';
import type { SaleRow } from '@/lib/checkout/rows';
import { withDefaults } from '@/lib/checkout/settings';
import type { SalePoints } from '@/lib/rewards/sale-summary';
import { addPayment } from '@/lib/checkout/payments';
import type { Payment } from '@/lib/checkout/sale-schema';
import { computeTotals } from '@/lib/checkout/totals';
import { salePointsMovementId } from '@/lib/rewards/movements';
import type { RewardProgramRow } from '@/lib/schemas/reward-program';
import { account, BUSINESS, customerId, freshDb, USER } from '../data/helpers';
import { indexOf, LABELS, SST8 } from '../checkout/fixtures';

const ascii = (s: string) => [...s].map((c) => c.charCodeAt(0));

const BRANCH = '01970000-0000-7000-8000-0000000000c1';
const DEVICE = '01970000-0000-7000-8000-0000000000d1';
const ctx = { deviceId: DEVICE, deviceCode: 'AB12C', branchCode: 'BGS', shiftId: null, currency: 'myr', rates: SST8 };
const CUSTOMER = customerId(7);
const GLOW: RewardProgramRow = {
  id: '01970000-0000-7000-8000-0000000000e1', businessId: BUSINESS, updatedAt: '2026-11-01T00:00:00.000Z', version: 1, name: 'Glow Points',
  earnRates: { service: 1, product: 1, package: 0 }, scope: 'all', itemIds: [], categories: [], pointValue: 5, minRedeem: 100, expiryMonths: 12, active: true,
};

function session(rewardPts: boolean): SessionData {
  return {
    user: {
      userId: USER, businessId: BUSINESS, userFirstName: 'Ana', userLastName: 'Lim', userEmail: 'ana@demo.test', userPhoneNo: '', userColor: '#336699',
      profileImageUrl: null, orgAccessLevel: 'admin', branches: [], permissions: { pos: true }, _internalRole: null,
    },
    business: { businessId: BUSINESS, name: 'Demo', admins: [], bookitVersion: 'arabica', features: { rewardPts }, country: 'MY', currency: 'myr', timeZone: 'Asia/Kuala_Lumpur' },
    branches: [],
  };
}

async function replica(rewardPts = true) {
  const db = freshDb();
  await db.meta.put({ key: metaKeys.session(USER, BUSINESS), kind: 'session', value: session(rewardPts), savedAt: '2026-11-27T00:00:00.000Z' });
  await db.rewardPrograms.put(GLOW);
  return db;
}

/** A cart for the customer of one RM 100 service, paid by `points` (if any) and cash for the rest. */
async function paidCart(db: ReturnType<typeof freshDb>, points = 0): Promise<string> {
  const cartId = await createCart({ branchId: BRANCH, deviceId: DEVICE, customerId: CUSTOMER }, { db, account });
  await addToCart(cartId, { kind: 'service', itemId: uuidv7(), name: 'Cut', unitPrice: 10_000 }, { db, account });
  const cart = await db.carts.get(cartId);
  const due = computeTotals({ lines: cart?.lines ?? [], cartDiscount: null, tip: 0, rates: SST8 }).due;
  const byPoints: Payment[] = points > 0 ? [{ id: uuidv7(), method: 'points', amount: points * 5, tendered: null, reference: String(points), points }] : [];
  const paid = addPayment({ due, rounding: 0, payments: byPoints }, { id: uuidv7(), method: 'cash', amount: due, reference: '', requiresReference: false, cashStep: 5 });
  if (!paid.ok) throw new Error(paid.error);
  await setCartPayments(cartId, paid.state.payments, paid.state.rounding, { db, account });
  return cartId;
}

describe('points on the device', () => {
  it('a completed sale keeps what it earned, and the customer’s balance counts it until the server’s row replaces it', async () => {
    const db = await replica();
    const saleId = await completeSale(await paidCart(db), ctx, { db, account });
    const sale = await db.sales.get(saleId);
    expect(sale?.pointsEarned).toBe(100);
    const entry = (await db.outbox.toArray())[0];
    expect(entry?.body).toMatchObject({ id: saleId, pointsEarned: 100 });
    const now = new Date().toISOString();
    const pending = await readCustomerPoints(CUSTOMER, BUSINESS, now, db);
    expect(pending.balance).toBe(100);
    expect([...pending.pendingIds]).toEqual([salePointsMovementId(saleId, 'earned')]);

    // The server accepted the sale and its movement arrived on the feed: still 100, not 200.
    await db.sales.update(saleId, { version: 1 });
    await db.pointMovements.put({
      id: salePointsMovementId(saleId, 'earned'), businessId: BUSINESS, updatedAt: now, version: 1, customerId: CUSTOMER, kind: 'earned', points: 100, saleId,
      programId: GLOW.id, reason: '', expiresAt: '2099-01-01T00:00:00.000Z', occurredAt: sale?.soldAt ?? now, createdBy: USER,
    });
    const synced = await readCustomerPoints(CUSTOMER, BUSINESS, now, db);
    expect(synced.balance).toBe(100);
    expect(synced.pendingIds.size).toBe(0);

    // The next sale redeems 100 points (RM 5) of RM 108 and earns on the rest.
    const next = await completeSale(await paidCart(db, 100), ctx, { db, account });
    expect((await db.sales.get(next))?.pointsEarned).toBe(95);
    expect((await readCustomerPoints(CUSTOMER, BUSINESS, new Date().toISOString(), db)).balance).toBe(100 - 100 + 95);
  });

  it('earns nothing with the rewardPts flag off or without an active program', async () => {
    const off = await replica(false);
    expect((await off.sales.get(await completeSale(await paidCart(off), ctx, { db: off, account })))?.pointsEarned).toBeUndefined();
    const none = await replica();
    await none.rewardPrograms.update(GLOW.id, { active: false });
    expect((await none.sales.get(await completeSale(await paidCart(none), ctx, { db: none, account })))?.pointsEarned).toBeUndefined();
  });
});

describe('points on the receipt, worked out on the device', () => {
  const receiptOf = (sale: SaleRow, points: SalePoints | null) =>
    saleReceiptDocument(sale, [], {
      businessName: 'Demo', branch: null, receipt: withDefaults({}).receipt, names: { cashier: null, customer: 'Zara', staff: new Map() },
      methodLabel: (m) => m, dateText: '27 Nov 2026', banner: '', qrUrl: '', points,
    });

  it('prints what the sale earned and the balance after it, offline, and the same once the server has answered', async () => {
    const db = await replica();
    const saleId = await completeSale(await paidCart(db), ctx, { db, account });
    const sale = await db.sales.get(saleId);
    if (!sale) throw new Error('no sale');
    expect(await readSalePoints(sale, db)).toEqual({ earned: 100, spent: 0, balance: 100 });
    const bytes = encodeReceipt(layoutReceipt(receiptOf(sale, await readSalePoints(sale, db)), LABELS, 33), { width: 33, drawerKick: true });
    expect(indexOf(bytes, ascii('Points earned: 100 '))).toBeGreaterThan(0);
    expect(indexOf(bytes, ascii(' Balance: 100'))).toBeGreaterThan(indexOf(bytes, ascii('Points earned: 100 ')));

    // The server's row replaced the device's (no pointsEarned) before its movement came down the feed.
    const answered: SaleRow = { ...sale, version: 1 };
    delete answered.pointsEarned;
    await db.sales.put(answered);
    expect(await readSalePoints(answered, db)).toEqual({ earned: 100, spent: 0, balance: 100 });
    // Then the movement arrives: the same figure, counted once.
    await db.pointMovements.put({
      id: salePointsMovementId(saleId, 'earned'), businessId: BUSINESS, updatedAt: sale.soldAt, version: 1, customerId: CUSTOMER, kind: 'earned', points: 100, saleId,
      programId: GLOW.id, reason: '', expiresAt: '2099-01-01T00:00:00.000Z', occurredAt: sale.soldAt, createdBy: USER,
    });
    expect(await readSalePoints(answered, db)).toEqual({ earned: 100, spent: 0, balance: 100 });

    // The next sale spends 100 points and earns 95 on the rest; the balance after it is 95.
    const next = await db.sales.get(await completeSale(await paidCart(db, 100), ctx, { db, account }));
    if (!next) throw new Error('no sale');
    const points = await readSalePoints(next, db);
    expect(points).toEqual({ earned: 95, spent: 100, balance: 95 });
    const text = receiptText(layoutReceipt(receiptOf(next, points), LABELS, 33));
    expect(text).toContain('Points spent: 100\nPoints earned: 95 · Balance: 95');
  });

  it('prints none for a sale without a customer', async () => {
    const db = await replica();
    const cartId = await paidCart(db);
    await db.carts.update(cartId, { customerId: null });
    const sale = await db.sales.get(await completeSale(cartId, ctx, { db, account }));
    if (!sale) throw new Error('no sale');
    expect(await readSalePoints(sale, db)).toBeNull();
    expect(receiptText(layoutReceipt(receiptOf(sale, null), LABELS, 33))).not.toContain('Points');
  });
});
