import { describe, expect, it } from 'vitest';
import { RULES } from '@/lib/area-rules';
import { featureOffFor, saleFeatureRefusal, sellsPackage } from '@/lib/feature-gates';
import { resolveFeatures } from '@/lib/features';

const on = resolveFeatures({ membership: true, advDiscountReward: true, rewardPts: true });
const without = (flag: 'membership' | 'advDiscountReward' | 'rewardPts') => ({ ...on, [flag]: false });

describe('featureOffFor', () => {
  it('names the flag that closes an area, and nothing when it is on or the area has none', () => {
    expect(featureOffFor(RULES.packages, without('membership'))).toBe('membership');
    expect(featureOffFor(RULES.packagesReport, without('membership'))).toBe('membership');
    expect(featureOffFor(RULES.discounts, without('advDiscountReward'))).toBe('advDiscountReward');
    expect(featureOffFor(RULES.rewardProgram, without('rewardPts'))).toBe('rewardPts');
    expect(featureOffFor(RULES.packages, on)).toBeNull();
    expect(featureOffFor(RULES.discounts, without('membership'))).toBeNull();
    expect(featureOffFor(RULES.catalogues, without('membership'))).toBeNull();
  });

  it('keeps vouchers and services open whatever membership and discounts say', () => {
    const none = { ...on, membership: false, advDiscountReward: false, rewardPts: false };
    expect(featureOffFor(RULES.catalogues, none)).toBeNull();
    expect(featureOffFor(RULES.customers, none)).toBeNull();
  });
});

describe('saleFeatureRefusal', () => {
  const service = { kind: 'service' as const, itemId: 'svc' };
  it('needs membership to sell a catalogue package or to pay a line with a package session', () => {
    expect(saleFeatureRefusal([service, { kind: 'package', itemId: 'pkg' }], without('membership'))).toBe('membership');
    expect(saleFeatureRefusal([{ ...service, packageHoldingId: 'h' }], without('membership'))).toBe('membership');
    expect(saleFeatureRefusal([service, { kind: 'package', itemId: 'pkg' }, { ...service, packageHoldingId: 'h' }], on)).toBeNull();
  });

  it('lets a custom item (a package line without a catalogue item) and plain lines through', () => {
    expect(sellsPackage({ kind: 'package', itemId: null })).toBe(false);
    expect(saleFeatureRefusal([service, { kind: 'package', itemId: null }, { kind: 'voucher', itemId: null }], without('membership'))).toBeNull();
  });
});
