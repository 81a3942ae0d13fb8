import { describe, expect, it } from 'vitest';
import { commissionOf, commissionsOfSale, patternFor, periodOf, valueAt, type CommissionLineInput, type PatternRule } from '@/lib/commissions/compute';
import { commissionPatternFormErrors, commissionPatternInputOf, NEW_COMMISSION_PATTERN } from '@/lib/commissions/pattern-form';

const ANA = 'a0000000-0000-4000-8000-000000000001';
const BEN = 'a0000000-0000-4000-8000-000000000002';

const pattern = (over: Partial<PatternRule>): PatternRule => ({
  id: 'p0', name: 'Base', itemKind: 'any', category: '', type: 'percent', value: 1000, tiers: [], memberIds: [ANA], active: true, ...over,
});
const line = (over: Partial<CommissionLineInput>): CommissionLineInput => ({ lineId: 'l1', kind: 'service', category: 'Hair', staffId: ANA, net: 10_000, quantity: 1, ...over });

describe('commission tiers', () => {
  it('pays the base value below the first tier and the highest tier reached above it', () => {
    const tiers = [{ fromSales: 500_000, value: 1200 }, { fromSales: 1_000_000, value: 1500 }];
    expect(valueAt(1000, tiers, 0)).toBe(1000);
    expect(valueAt(1000, tiers, 499_999)).toBe(1000);
    expect(valueAt(1000, tiers, 500_000)).toBe(1200);
    expect(valueAt(1000, tiers, 2_000_000)).toBe(1500);
  });

  it('takes a percentage of the net rounded to the sen, or a fixed amount per unit', () => {
    expect(commissionOf({ type: 'percent', value: 1250, tiers: [] }, { net: 8_550, quantity: 1 }, 0)).toBe(1069);
    expect(commissionOf({ type: 'amount', value: 500, tiers: [] }, { net: 8_550, quantity: 3 }, 0)).toBe(1500);
    expect(commissionOf({ type: 'percent', value: 1000, tiers: [] }, { net: -500, quantity: 1 }, 0)).toBe(0);
  });

  it('picks the most specific pattern assigned to the line\'s staff member', () => {
    const any = pattern({ id: 'any' });
    const services = pattern({ id: 'svc', itemKind: 'service', value: 1500 });
    const hair = pattern({ id: 'hair', itemKind: 'any', category: 'hair', value: 2000 });
    const off = pattern({ id: 'off', itemKind: 'service', category: 'Hair', active: false });
    expect(patternFor([any, services, off], line({}))?.id).toBe('svc');
    expect(patternFor([any, services, hair, off], line({}))?.id).toBe('hair');
    expect(patternFor([any, services], line({ kind: 'product' }))?.id).toBe('any');
    expect(patternFor([any], line({ staffId: BEN }))).toBeNull();
    expect(patternFor([any], line({ kind: 'voucher' }))).toBeNull();
    expect(patternFor([any], line({ staffId: null }))).toBeNull();
  });

  it('counts each line towards the member\'s tier, starting from the month\'s earlier sales', () => {
    const tiered = pattern({ tiers: [{ fromSales: 100_000, value: 2000 }], memberIds: [ANA, BEN] });
    const lines = [line({ lineId: 'a', net: 50_000 }), line({ lineId: 'b', net: 50_000 }), line({ lineId: 'c', staffId: BEN, net: 50_000 })];
    const earned = commissionsOfSale([tiered], lines, new Map([[ANA, 20_000]]));
    expect(earned).toEqual([
      { lineId: 'a', memberId: ANA, patternId: 'p0', salesAmount: 50_000, amount: 5_000 },
      { lineId: 'b', memberId: ANA, patternId: 'p0', salesAmount: 50_000, amount: 10_000 },
      { lineId: 'c', memberId: BEN, patternId: 'p0', salesAmount: 50_000, amount: 5_000 },
    ]);
  });

  it('puts a sale in the calendar month of its branch\'s time zone', () => {
    expect(periodOf('2026-06-30T17:00:00.000Z', 'Asia/Kuala_Lumpur')).toBe('2026-07');
    expect(periodOf('2026-06-30T15:59:59.000Z', 'Asia/Kuala_Lumpur')).toBe('2026-06');
  });
});

describe('commission pattern form', () => {
  it('turns percent into basis points and ringgit into sen', () => {
    expect(commissionPatternInputOf({ ...NEW_COMMISSION_PATTERN, name: 'Stylists', value: 12.5, tiers: [{ fromSales: 5000, value: 15 }] })).toMatchObject({
      input: { value: 1250, tiers: [{ fromSales: 500_000, value: 1500 }] },
    });
    expect(commissionPatternInputOf({ ...NEW_COMMISSION_PATTERN, name: 'Retail', type: 'amount', value: 5.5 })).toMatchObject({ input: { value: 550 } });
  });

  it('reports empty numbers, a missing name, a percentage over 100 and falling tiers at the field', () => {
    expect(commissionPatternFormErrors({ ...NEW_COMMISSION_PATTERN, name: 'X', value: Number.NaN })).toEqual({ value: 'commissions.validation.required' });
    expect(commissionPatternFormErrors({ ...NEW_COMMISSION_PATTERN, name: ' ' })).toEqual({ name: 'commissions.validation.nameRequired' });
    expect(commissionPatternFormErrors({ ...NEW_COMMISSION_PATTERN, name: 'X', value: 120 })).toEqual({ value: 'commissions.validation.percentTooLarge' });
    expect(commissionPatternFormErrors({ ...NEW_COMMISSION_PATTERN, name: 'X', tiers: [{ fromSales: 2000, value: 12 }, { fromSales: 1000, value: 15 }] })).toEqual({
      tiers: 'commissions.validation.tiersRising',
    });
  });
});
