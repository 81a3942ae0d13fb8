import { describe, expect, it } from 'vitest';
import { isPackageUsable, packageLastDay } from '@/lib/catalogues/package-validity';
import { NEW_PACKAGE, packageFormErrors, packageFormOf, packageInputOf } from '@/lib/catalogues/package-form';
import type { PackageRow } from '@/lib/checkout/rows';

const SERVICE = '01970000-0000-7000-8000-0000000000a1';
const PRODUCT = '01970000-0000-7000-8000-0000000000b1';

describe('package validity', () => {
  it('counts a period from the day of sale, the last usable day being the day before its end', () => {
    expect(packageLastDay({ kind: 'period', unit: 'days', count: 1 }, '2026-03-10')).toBe('2026-03-10');
    expect(packageLastDay({ kind: 'period', unit: 'days', count: 30 }, '2026-03-10')).toBe('2026-04-08');
    expect(packageLastDay({ kind: 'period', unit: 'weeks', count: 2 }, '2026-12-25')).toBe('2027-01-07');
    expect(packageLastDay({ kind: 'period', unit: 'months', count: 6 }, '2026-01-15')).toBe('2026-07-14');
    // A month from 31 January ends on the last day of February (leap year or not).
    expect(packageLastDay({ kind: 'period', unit: 'months', count: 1 }, '2028-01-31')).toBe('2028-02-28');
    expect(packageLastDay({ kind: 'period', unit: 'years', count: 1 }, '2028-02-29')).toBe('2029-02-27');
  });

  it('never expires, or ends on the custom day whatever the day of sale', () => {
    expect(packageLastDay({ kind: 'never' }, '2026-03-10')).toBeNull();
    expect(packageLastDay({ kind: 'custom', until: '2026-12-31' }, '2026-03-10')).toBe('2026-12-31');
  });

  it('is usable from the day of sale through the last day only', () => {
    const sixMonths = { kind: 'period', unit: 'months', count: 6 } as const;
    expect(isPackageUsable(sixMonths, '2026-01-15', '2026-01-15')).toBe(true);
    expect(isPackageUsable(sixMonths, '2026-01-15', '2026-07-14')).toBe(true);
    expect(isPackageUsable(sixMonths, '2026-01-15', '2026-07-15')).toBe(false);
    expect(isPackageUsable(sixMonths, '2026-01-15', '2026-01-14')).toBe(false);
    expect(isPackageUsable({ kind: 'never' }, '2020-01-01', '2099-01-01')).toBe(true);
    expect(isPackageUsable({ kind: 'custom', until: '2026-02-01' }, '2026-03-10', '2026-03-10')).toBe(false);
  });
});

describe('package form', () => {
  const item = { serviceId: SERVICE, productId: null, name: 'Cut', sessions: 5 };

  it('builds the input: sen, validity of the chosen kind only, null image', () => {
    const built = packageInputOf({ ...NEW_PACKAGE, name: 'Cut x5', price: 200, items: [item], validity: { kind: 'period', unit: 'weeks', count: 8, until: '2026-01-01' } });
    expect(built).toEqual({ input: { name: 'Cut x5', category: '', price: 20_000, sst: true, imageUrl: null, items: [item], validity: { kind: 'period', unit: 'weeks', count: 8 } } });
    const never = packageInputOf({ ...NEW_PACKAGE, items: [item], validity: { kind: 'never', unit: 'days', count: Number.NaN, until: '' } });
    expect(never).toMatchObject({ input: { validity: { kind: 'never' } } });
  });

  it('reports empty numbers, missing items, a missing day and repeated items at their fields', () => {
    expect(packageFormErrors({ ...NEW_PACKAGE, name: 'X', items: [{ ...item, sessions: Number.NaN }] })).toEqual({ 'items.0.sessions': 'catalogues.validation.required' });
    expect(packageFormErrors({ ...NEW_PACKAGE, name: 'X', validity: { ...NEW_PACKAGE.validity, count: Number.NaN } })).toEqual({ 'validity.count': 'catalogues.validation.required' });
    expect(packageFormErrors({ ...NEW_PACKAGE, name: ' ' })).toEqual({ name: 'catalogues.validation.nameRequired', items: 'catalogues.packages.itemsRequired' });
    expect(packageFormErrors({ ...NEW_PACKAGE, name: 'X', items: [item, { ...item, sessions: 0 }] })).toEqual({
      'items.1.sessions': 'catalogues.validation.atLeastOne',
      items: 'catalogues.packages.itemTwice',
    });
    expect(packageFormErrors({ ...NEW_PACKAGE, name: 'X', items: [item], validity: { ...NEW_PACKAGE.validity, kind: 'custom' } })).toEqual({ 'validity.until': 'catalogues.packages.dateRequired' });
    expect(packageFormErrors({ ...NEW_PACKAGE, name: 'X', items: [{ ...item, productId: PRODUCT }] })).toEqual({ 'items.0.serviceId': 'catalogues.packages.itemRequired' });
  });

  it('reads a row back into the same form', () => {
    const row: PackageRow = {
      id: '01970000-0000-7000-8000-0000000000c1', businessId: 'b', updatedAt: '2026-01-01T00:00:00.000Z', version: 1, name: 'Kit', category: 'Packages', price: 12_345, currency: 'myr',
      items: [{ serviceId: null, productId: PRODUCT, name: 'Oil', sessions: 2 }], validity: { kind: 'custom', until: '2026-12-31' }, sst: false, imageUrl: null, active: true,
    };
    const form = packageFormOf(row);
    expect(form).toMatchObject({ price: 123.45, imageUrl: '', validity: { kind: 'custom', until: '2026-12-31' } });
    expect(packageInputOf(form)).toMatchObject({ input: { price: 12_345, items: row.items, validity: row.validity, sst: false } });
  });
});
