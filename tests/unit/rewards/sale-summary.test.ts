import { describe, expect, it } from 'vitest';
import type { SaleRow } from '@/lib/checkout/rows';
import { salePointsMovementId, type PointMovementRow } from '@/lib/rewards/movements';
import { salePoints } from '@/lib/rewards/sale-summary';
import type { RewardProgramRow } from '@/lib/schemas/reward-program';
import { line, NO_CHARGES } from '../checkout/fixtures';

const BUSINESS = '01970000-0000-7000-8000-0000000000b1';
const CUSTOMER = '01970000-0000-7000-8000-0000000000c9';
const SALE = '01970000-0000-7000-8000-000000000aa1';
const CUT = '01970000-0000-7000-8000-0000000000a1';
const GLOW: RewardProgramRow = {
  id: '01970000-0000-7000-8000-0000000000e1', businessId: BUSINESS, updatedAt: '2026-11-01T00:00:00.000Z', version: 1, name: 'Glow Points',
  earnRates: { service: 1, product: 1, package: 0 }, scope: 'all', itemIds: [], categories: [], pointValue: 5, minRedeem: 100, expiryMonths: 12, active: true,
};
const SOLD_AT = '2026-11-20T03:00:00.000Z';

/** A RM 120 service sold to the customer, RM 20 of it paid with 400 points. */
function sale(over: Partial<SaleRow> = {}): SaleRow {
  return {
    id: SALE, businessId: BUSINESS, updatedAt: SOLD_AT, version: 0, branchId: '01970000-0000-7000-8000-0000000000c1', deviceId: '01970000-0000-7000-8000-0000000000d1',
    shiftId: null, receiptNumber: 'BGS-AB12C-000009', customerId: CUSTOMER, soldBy: 'user-1', currency: 'myr',
    lines: [line({ itemId: CUT, name: 'Colour', unitPrice: 12_000 })], cartDiscount: null, rates: NO_CHARGES,
    totals: { subtotal: 12_000, discount: 0, serviceCharge: 0, tax: 0, tip: 0, rounding: 0, total: 12_000 },
    payments: [
      { id: '01970000-0000-7000-8000-00000000f001', method: 'points', amount: 2000, tendered: null, reference: '400', points: 400 },
      { id: '01970000-0000-7000-8000-00000000f002', method: 'cash', amount: 10_000, tendered: 10_000, reference: '' },
    ],
    note: '', soldAt: SOLD_AT, anomalies: [],
    ...over,
  };
}

function movement(id: string, kind: PointMovementRow['kind'], points: number, occurredAt: string, over: Partial<PointMovementRow> = {}): PointMovementRow {
  return { id, businessId: BUSINESS, updatedAt: occurredAt, version: 1, customerId: CUSTOMER, kind, points, saleId: null, programId: GLOW.id, reason: '', expiresAt: null, occurredAt, createdBy: 'user-1', ...over };
}

const before = movement('01970000-0000-7000-8000-000000000001', 'adjusted', 1000, '2026-11-01T00:00:00.000Z');
const after = movement('01970000-0000-7000-8000-000000000002', 'adjusted', 5000, '2026-11-25T00:00:00.000Z');
const noCategory = () => null;

describe('a sale’s points for its receipt', () => {
  it('are the device’s figure, what points paid, and the balance right after the sale (its own movements in, later ones out)', () => {
    // 100 of 120 paid in cash: 120 points × 100/120 = 100.
    expect(salePoints(sale({ pointsEarned: 100 }), [before, after], GLOW, noCategory)).toEqual({ earned: 100, spent: 400, balance: 1000 - 400 + 100 });
  });

  it('prefer the server’s earned movement once the replica holds it, and never count the sale twice', () => {
    const earned = movement(salePointsMovementId(SALE, 'earned'), 'earned', 90, SOLD_AT, { saleId: SALE });
    const redeemed = movement(salePointsMovementId(SALE, 'redeemed'), 'redeemed', -400, SOLD_AT, { saleId: SALE });
    expect(salePoints(sale({ version: 1, pointsEarned: 100 }), [before, earned, redeemed, after], GLOW, noCategory)).toEqual({ earned: 90, spent: 400, balance: 690 });
  });

  it('work the figure out by the earning rule when the sale row no longer carries it and its movement has not arrived', () => {
    // The server answered the sale (its row has no pointsEarned); the same rule gives 100.
    expect(salePoints(sale({ version: 1 }), [before], GLOW, noCategory)).toEqual({ earned: 100, spent: 400, balance: 700 });
    // Category-scoped program: the line's category decides.
    const scoped = { ...GLOW, scope: 'categories' as const, categories: ['Hair'] };
    expect(salePoints(sale({ version: 1 }), [before], scoped, (id) => (id === CUT ? 'Hair' : null))?.earned).toBe(100);
    expect(salePoints(sale({ version: 1 }), [before], scoped, noCategory)?.earned).toBe(0);
  });

  it('count points that lapsed by the sale out of the balance', () => {
    const lapsed = movement('01970000-0000-7000-8000-000000000003', 'earned', 300, '2025-10-01T00:00:00.000Z', { expiresAt: '2026-10-01T00:00:00.000Z' });
    expect(salePoints(sale({ pointsEarned: 100, payments: [] }), [before, lapsed], GLOW, noCategory)).toEqual({ earned: 100, spent: 0, balance: 1100 });
  });

  it('are none without a customer, or without an active program when the sale moved no points', () => {
    expect(salePoints(sale({ customerId: null, pointsEarned: 100 }), [], GLOW, noCategory)).toBeNull();
    expect(salePoints(sale({ payments: [] }), [before], null, noCategory)).toBeNull();
    // A program archived since: the sale's own movements still print.
    const earned = movement(salePointsMovementId(SALE, 'earned'), 'earned', 90, SOLD_AT, { saleId: SALE });
    expect(salePoints(sale({ version: 1, payments: [] }), [before, earned], null, noCategory)).toEqual({ earned: 90, spent: 0, balance: 1090 });
  });
});
