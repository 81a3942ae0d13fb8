import { describe, expect, it } from 'vitest';
import { NEW_REWARD_PROGRAM, rewardProgramFormErrors, rewardProgramFormOf, rewardProgramInputOf } from '@/lib/catalogues/reward-program-form';
import type { CartLine, Payment } from '@/lib/checkout/sale-schema';
import { expiresAtOf, pointsEarned } from '@/lib/rewards/earn';
import { pointsBalanceAt, pointsExpiringWithin, pointsLedger, type LedgerMovement } from '@/lib/rewards/ledger';
import { pointAdjustmentSchema, salePointsMovementId } from '@/lib/rewards/movements';
import { maxRedeemable, redemptionError, redemptionValue } from '@/lib/rewards/redeem';
import { pointsRedeemed, refundPoints, saleEarns, saleMovements } from '@/lib/rewards/sale-points';
import { rewardProgramCreateSchema, rewardProgramPatchSchema, type RewardProgramRow } from '@/lib/schemas/reward-program';
import { fieldErrorsOf } from '@/lib/validation/field-errors';

const ID = '01970000-0000-7000-8000-000000000001';
const CUT = '01970000-0000-7000-8000-0000000000a1';
const SERUM = '01970000-0000-7000-8000-0000000000a2';
const SALE = '01970000-0000-7000-8000-0000000000b1';

const GLOW: RewardProgramRow = {
  id: ID, businessId: ID, updatedAt: '2026-11-01T00:00:00.000Z', version: 1, name: 'Glow Points', earnRates: { service: 1, product: 1, package: 0 },
  scope: 'all', itemIds: [], categories: [], pointValue: 5, minRedeem: 100, expiryMonths: 12, active: true,
};

const errorsOf = (input: unknown) => {
  const parsed = rewardProgramCreateSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

describe('reward program schema', () => {
  it('fills defaults: earned on everything, no minimum, never expires, active', () => {
    const parsed = rewardProgramCreateSchema.parse({ id: ID, name: ' Glow ', earnRates: { service: 1, product: 0.5, package: 0 }, pointValue: 5 });
    expect(parsed).toEqual({ id: ID, name: 'Glow', earnRates: { service: 1, product: 0.5, package: 0 }, scope: 'all', itemIds: [], categories: [], pointValue: 5, minRedeem: 0, expiryMonths: null, active: true });
  });

  it('gives field reasons: some kind must earn, two decimals, a point worth at least a sen, the scope’s list, months in range', () => {
    expect(errorsOf({ id: ID, name: 'A', earnRates: { service: 0, product: 0, package: 0 }, pointValue: 5 })).toEqual({ earnRates: 'catalogues.rewards.ratesRequired' });
    expect(errorsOf({ id: ID, name: 'A', earnRates: { service: 1.234, product: 0, package: 0 }, pointValue: 5 })).toEqual({ 'earnRates.service': 'catalogues.rewards.twoDecimals' });
    expect(errorsOf({ id: ID, name: 'A', earnRates: { service: 1, product: 0, package: 0 }, pointValue: 0 })).toEqual({ pointValue: 'catalogues.rewards.pointValueRequired' });
    expect(errorsOf({ id: ID, name: 'A', earnRates: { service: 1, product: 0, package: 0 }, pointValue: 5, scope: 'items' })).toEqual({ itemIds: 'catalogues.rewards.itemsRequired' });
    expect(errorsOf({ id: ID, name: 'A', earnRates: { service: 1, product: 0, package: 0 }, pointValue: 5, expiryMonths: 0 })).toEqual({ expiryMonths: 'catalogues.rewards.expiryRange' });
    expect(errorsOf({ id: ID, name: ' ', earnRates: { service: 1, product: 0, package: 0 }, pointValue: 5 })).toEqual({ name: 'catalogues.validation.nameRequired' });
  });

  it('checks a patch’s own fields, and refuses an empty one', () => {
    expect(rewardProgramPatchSchema.safeParse({ active: false }).success).toBe(true);
    expect(rewardProgramPatchSchema.safeParse({}).success).toBe(false);
    expect(rewardProgramPatchSchema.safeParse({ scope: 'categories', categories: [] }).success).toBe(false);
  });
});

describe('reward program form', () => {
  it('turns ringgit into sen and sends the scope’s list only', () => {
    const built = rewardProgramInputOf({ ...NEW_REWARD_PROGRAM, name: 'Glow', pointValue: 0.05, scope: 'all', itemIds: [CUT] });
    expect(built).toEqual({ input: { name: 'Glow', earnRates: { service: 1, product: 1, package: 0 }, scope: 'all', itemIds: [], categories: [], pointValue: 5, minRedeem: 0, expiryMonths: 12, active: true } });
    expect(rewardProgramInputOf({ ...NEW_REWARD_PROGRAM, name: 'Glow', pointValue: 0.05, expires: false })).toMatchObject({ input: { expiryMonths: null } });
  });

  it('names empty number fields and the schema’s reasons together', () => {
    expect(rewardProgramFormErrors({ ...NEW_REWARD_PROGRAM, name: '' })).toEqual({ name: 'catalogues.validation.nameRequired', pointValue: 'catalogues.validation.required' });
    expect(rewardProgramFormErrors({ ...NEW_REWARD_PROGRAM, name: 'A', pointValue: 0.05, serviceRate: 0, productRate: 0 })).toEqual({ earnRates: 'catalogues.rewards.ratesRequired' });
  });

  it('reads a row back into the same form', () => {
    const form = rewardProgramFormOf(GLOW);
    expect(form).toMatchObject({ name: 'Glow Points', serviceRate: 1, productRate: 1, packageRate: 0, pointValue: 0.05, minRedeem: 100, expires: true, expiryMonths: 12 });
    expect(rewardProgramInputOf(form)).toMatchObject({ input: { pointValue: 5, expiryMonths: 12 } });
  });
});

describe('points earned', () => {
  const line = (kind: string, net: number, itemId: string | null = CUT, category: string | null = 'Hair') => ({ kind, itemId, category, net });

  it('earns per ringgit of each kind’s net, rounded down once for the sale; vouchers and credit never earn', () => {
    expect(pointsEarned(GLOW, [line('service', 12_050), line('product', 4_990, SERUM, 'Retail')], { total: 17_040, paidWithPoints: 0 })).toBe(170);
    expect(pointsEarned(GLOW, [line('package', 50_000), line('voucher', 10_000, null), line('credit', 5_000, null)], { total: 65_000, paidWithPoints: 0 })).toBe(0);
    expect(pointsEarned({ ...GLOW, earnRates: { service: 1.5, product: 0, package: 0 } }, [line('service', 999)], { total: 999, paidWithPoints: 0 })).toBe(14);
  });

  it('earns only on chosen items or categories when the program says so', () => {
    const lines = [line('service', 10_000, CUT, 'Hair'), line('product', 5_000, SERUM, 'Retail')];
    expect(pointsEarned({ ...GLOW, scope: 'items', itemIds: [SERUM] }, lines, { total: 15_000, paidWithPoints: 0 })).toBe(50);
    expect(pointsEarned({ ...GLOW, scope: 'categories', categories: ['Hair'] }, lines, { total: 15_000, paidWithPoints: 0 })).toBe(100);
  });

  it('earns nothing on the part paid with points', () => {
    expect(pointsEarned(GLOW, [line('service', 10_000)], { total: 10_000, paidWithPoints: 1_000 })).toBe(90);
    expect(pointsEarned(GLOW, [line('service', 10_000)], { total: 10_000, paidWithPoints: 10_000 })).toBe(0);
  });

  it('lapses the same day months later, or the month’s last day', () => {
    expect(expiresAtOf('2026-01-31T04:00:00.000Z', 1)).toBe('2026-02-28T04:00:00.000Z');
    expect(expiresAtOf('2026-11-27T04:00:00.000Z', 12)).toBe('2027-11-27T04:00:00.000Z');
    expect(expiresAtOf('2026-11-27T04:00:00.000Z', null)).toBeNull();
  });
});

describe('redemption', () => {
  it('values points, caps them by balance and by what is due, and names why not', () => {
    expect(redemptionValue(100, GLOW)).toBe(500);
    expect(maxRedeemable(1_234, 10_000, GLOW)).toBe(1_234);
    expect(maxRedeemable(5_000, 1_003, GLOW)).toBe(200);
    expect(maxRedeemable(0, 1_000, GLOW)).toBe(0);
    expect(redemptionError(99, 500, 10_000, GLOW)).toBe('belowMinimum');
    expect(redemptionError(600, 500, 10_000, GLOW)).toBe('overBalance');
    expect(redemptionError(300, 500, 1_000, GLOW)).toBe('overDue');
    expect(redemptionError(0, 500, 1_000, GLOW)).toBe('noPoints');
    expect(redemptionError(200, 500, 1_000, GLOW)).toBeNull();
  });
});

describe('points ledger', () => {
  const m = (id: string, kind: LedgerMovement['kind'], points: number, occurredAt: string, expiresAt: string | null = null): LedgerMovement => ({ id, kind, points, occurredAt, expiresAt });

  it('is the sum of unexpired movements, spending the soonest-lapsing points first', () => {
    const ledger = [
      m('a', 'earned', 300, '2025-01-10T00:00:00.000Z', '2026-01-10T00:00:00.000Z'),
      m('b', 'earned', 200, '2025-06-01T00:00:00.000Z', '2026-06-01T00:00:00.000Z'),
      m('c', 'redeemed', -250, '2025-08-01T00:00:00.000Z'),
    ];
    expect(pointsBalanceAt(ledger, '2025-12-31T00:00:00.000Z')).toBe(250);
    // 50 of a's 300 were left: they lapse on 10 January.
    expect(pointsBalanceAt(ledger, '2026-02-01T00:00:00.000Z')).toBe(200);
    expect(pointsBalanceAt(ledger, '2026-07-01T00:00:00.000Z')).toBe(0);
    const lines = pointsLedger(ledger, '2026-07-01T00:00:00.000Z');
    expect(lines.map((l) => [l.kind, l.points, l.balance])).toEqual([
      ['earned', 300, 300], ['earned', 200, 500], ['redeemed', -250, 250], ['expired', -50, 200], ['expired', -200, 0],
    ]);
  });

  it('holds a balance at any date, ignoring what came later; adjustments never lapse', () => {
    const ledger = [m('a', 'adjusted', 100, '2025-01-01T00:00:00.000Z'), m('b', 'earned', 50, '2026-03-01T00:00:00.000Z', '2027-03-01T00:00:00.000Z')];
    expect(pointsBalanceAt(ledger, '2026-01-01T00:00:00.000Z')).toBe(100);
    expect(pointsBalanceAt(ledger, '2030-01-01T00:00:00.000Z')).toBe(100);
    expect(pointsExpiringWithin(ledger, '2027-02-01T00:00:00.000Z', 30)).toBe(50);
  });

  it('carries an overdraft that later points pay off first', () => {
    const ledger = [m('a', 'redeemed', -100, '2025-01-01T00:00:00.000Z'), m('b', 'earned', 150, '2025-02-01T00:00:00.000Z', '2025-03-01T00:00:00.000Z')];
    expect(pointsBalanceAt(ledger, '2025-01-15T00:00:00.000Z')).toBe(-100);
    expect(pointsBalanceAt(ledger, '2025-02-15T00:00:00.000Z')).toBe(50);
    expect(pointsBalanceAt(ledger, '2025-04-01T00:00:00.000Z')).toBe(0);
  });
});

describe('a sale’s points', () => {
  const lines: CartLine[] = [
    { id: SALE, kind: 'service', itemId: CUT, name: 'Cut', unitPrice: 12_000, quantity: 1, staffId: null, discount: null, note: '', voucherCode: null },
  ];
  const rates = { serviceChargeBp: 0, taxBp: 0, taxOnServices: true, taxOnProducts: false };
  const payments: Payment[] = [
    { id: CUT, method: 'card', amount: 11_000, tendered: null, reference: 'A1' },
    { id: SERUM, method: 'points', amount: 1_000, tendered: null, reference: '200', points: 200 },
  ];
  const sale = { id: SALE, customerId: ID, soldAt: '2026-11-27T04:00:00.000Z', lines, cartDiscount: null, rates, payments, totals: { subtotal: 12_000, discount: 0, serviceCharge: 0, tax: 0, tip: 0, rounding: 0, total: 12_000 } };

  it('earns on what was not paid with points, and makes one redemption and one earning with ids from the sale', () => {
    expect(pointsRedeemed(payments)).toBe(200);
    const earned = saleEarns(GLOW, sale, () => 'Hair');
    expect(earned).toBe(110);
    const made = saleMovements(sale, { id: GLOW.id, expiryMonths: 12, earned }, { businessId: ID, updatedAt: sale.soldAt, version: 0, createdBy: null });
    expect(made.map((x) => [x.kind, x.points, x.id, x.expiresAt])).toEqual([
      ['redeemed', -200, salePointsMovementId(SALE, 'redeemed'), null],
      ['earned', 110, salePointsMovementId(SALE, 'earned'), '2027-11-27T04:00:00.000Z'],
    ]);
    expect(salePointsMovementId(SALE, 'earned')).toBe(salePointsMovementId(SALE, 'earned'));
    expect(saleMovements({ ...sale, customerId: null }, { id: GLOW.id, expiryMonths: 12, earned }, { businessId: ID, updatedAt: sale.soldAt, version: 0, createdBy: null })).toEqual([]);
  });

  it('checks a manual adjustment: whole points, not zero, with a reason', () => {
    const base = { id: SALE, customerId: ID, occurredAt: '2026-11-27T04:00:00.000Z' };
    expect(pointAdjustmentSchema.safeParse({ ...base, points: -50, reason: 'Birthday treat reversed' }).success).toBe(true);
    const bad = pointAdjustmentSchema.safeParse({ ...base, points: 0, reason: ' ' });
    expect(bad.success ? {} : fieldErrorsOf(bad.error.issues)).toEqual({ points: 'customers.points.nonZero', reason: 'validation.reasonRequired' });
  });
});

describe('a refund’s points', () => {
  it('takes back and gives back the refunded share, rounded down; a whole refund all of it', () => {
    expect(refundPoints({ earned: 110, redeemed: 200, total: 12_000 }, 6_000)).toEqual({ takeBack: 55, giveBack: 100 });
    expect(refundPoints({ earned: 110, redeemed: 0, total: 12_000 }, 12_000)).toEqual({ takeBack: 110, giveBack: 0 });
    expect(refundPoints({ earned: 99, redeemed: 0, total: 10_000 }, 100)).toEqual({ takeBack: 0, giveBack: 0 });
    expect(refundPoints({ earned: 10, redeemed: 5, total: 0 }, 0)).toEqual({ takeBack: 10, giveBack: 5 });
  });
});
