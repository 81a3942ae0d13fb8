import { describe, expect, it } from 'vitest';
import { NEW_VOUCHER_TYPE, voucherTypeFormErrors, voucherTypeFormOf, voucherTypeInputOf } from '@/lib/catalogues/voucher-type-form';
import { sellableVoucherTypes, voucherSaleOf } from '@/lib/catalogues/voucher-sale';
import { voucherLineCredit } from '@/lib/checkout/voucher-balance';
import { cartLineSchema } from '@/lib/checkout/sale-schema';
import { voucherTypeCreateSchema, voucherTypePatchSchema, type VoucherTypeRow } from '@/lib/schemas/voucher-type';
import { fieldErrorsOf } from '@/lib/validation/field-errors';

const ID = '01970000-0000-7000-8000-000000000001';
const BLOW_DRY = '01970000-0000-7000-8000-0000000000a1';
const TREATMENT = '01970000-0000-7000-8000-0000000000a2';

const type = (over: Partial<VoucherTypeRow>): VoucherTypeRow => ({
  id: ID, businessId: ID, updatedAt: '2026-11-01T00:00:00.000Z', version: 1, name: 'RM 50 Voucher', kind: 'value', value: 5000, price: 4500,
  serviceIds: [], scope: 'all', itemIds: [], categories: [], validity: { kind: 'period', unit: 'months', count: 6 }, active: true, ...over,
});

const errorsOf = (input: unknown) => {
  const parsed = voucherTypeCreateSchema.safeParse(input);
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
};

describe('voucher type schema', () => {
  it('fills defaults: scope all, no services or items, never expires, active', () => {
    const parsed = voucherTypeCreateSchema.parse({ id: ID, name: ' Gift ', kind: 'value', value: 10_000, price: 10_000 });
    expect(parsed).toEqual({ id: ID, name: 'Gift', kind: 'value', value: 10_000, price: 10_000, serviceIds: [], scope: 'all', itemIds: [], categories: [], validity: { kind: 'never' }, active: true });
  });

  it('needs a value for a value voucher, a price no higher than it, and the scope’s list', () => {
    expect(errorsOf({ id: ID, name: 'A', kind: 'value', price: 0 })).toEqual({ value: 'catalogues.vouchers.valueRequired' });
    expect(errorsOf({ id: ID, name: 'A', kind: 'value', value: 5000, price: 5001 })).toEqual({ price: 'catalogues.vouchers.priceAboveValue' });
    expect(errorsOf({ id: ID, name: 'A', kind: 'value', value: 5000, price: 5000, scope: 'items' })).toEqual({ itemIds: 'catalogues.vouchers.itemsRequired' });
    expect(errorsOf({ id: ID, name: 'A', kind: 'value', value: 5000, price: 5000, scope: 'categories' })).toEqual({ categories: 'catalogues.vouchers.categoriesRequired' });
  });

  it('needs services for a service voucher, whose price is free of any value', () => {
    expect(errorsOf({ id: ID, name: 'Blow-dry', kind: 'service', price: 3500 })).toEqual({ serviceIds: 'catalogues.vouchers.servicesRequired' });
    expect(errorsOf({ id: ID, name: 'Blow-dry', kind: 'service', price: 3500, serviceIds: [BLOW_DRY] })).toEqual({});
  });

  it('refuses bad kinds, money and validity with field keys; a patch checks only what it sends', () => {
    expect(errorsOf({ id: ID, name: '', kind: 'gift', value: 1.5, price: -1, validity: { kind: 'custom', until: 'soon' } })).toMatchObject({
      name: 'catalogues.validation.nameRequired',
      kind: 'catalogues.vouchers.invalidKind',
      value: 'catalogues.validation.wholeSen',
      price: 'catalogues.validation.notNegative',
      'validity.until': 'catalogues.packages.dateRequired',
    });
    expect(voucherTypePatchSchema.safeParse({ price: 100 }).success).toBe(true);
    expect(voucherTypePatchSchema.safeParse({}).success).toBe(false);
    expect(voucherTypePatchSchema.safeParse({ kind: 'service', serviceIds: [] }).success).toBe(false);
  });
});

describe('voucher type form', () => {
  it('asks for the empty money fields before the schema runs', () => {
    expect(voucherTypeFormErrors({ ...NEW_VOUCHER_TYPE, name: 'Gift' })).toEqual({ value: 'catalogues.validation.required', price: 'catalogues.validation.required' });
    // The other fields' reasons show with them.
    expect(voucherTypeFormErrors(NEW_VOUCHER_TYPE)).toEqual({ name: 'catalogues.validation.nameRequired', value: 'catalogues.validation.required', price: 'catalogues.validation.required' });
    expect(voucherTypeFormErrors({ ...NEW_VOUCHER_TYPE, name: 'Gift', value: 50, price: 60 })).toEqual({ price: 'catalogues.vouchers.priceAboveValue' });
    // A service voucher has no value to fill.
    expect(voucherTypeFormErrors({ ...NEW_VOUCHER_TYPE, name: 'Blow-dry', kind: 'service', price: 35, serviceIds: [BLOW_DRY] })).toEqual({});
  });

  it('sends sen and only the kind’s and scope’s own fields', () => {
    const built = voucherTypeInputOf({ ...NEW_VOUCHER_TYPE, name: 'Hair 50', value: 50, price: 45, scope: 'categories', categories: ['Hair'], itemIds: [TREATMENT], serviceIds: [BLOW_DRY] });
    expect(built).toEqual({
      input: { name: 'Hair 50', kind: 'value', value: 5000, price: 4500, serviceIds: [], scope: 'categories', itemIds: [], categories: ['Hair'], validity: { kind: 'period', unit: 'months', count: 6 } },
    });
    const service = voucherTypeInputOf({ ...NEW_VOUCHER_TYPE, name: 'Blow-dry', kind: 'service', value: Number.NaN, price: 0, serviceIds: [BLOW_DRY], scope: 'items', itemIds: [TREATMENT] });
    expect(service).toMatchObject({ input: { value: 0, scope: 'all', itemIds: [], serviceIds: [BLOW_DRY] } });
  });

  it('reads a row back into the same input', () => {
    const row = type({ validity: { kind: 'custom', until: '2027-01-31' } });
    const built = voucherTypeInputOf(voucherTypeFormOf(row));
    expect(built).toMatchObject({ input: { value: 5000, price: 4500, validity: { kind: 'custom', until: '2027-01-31' } } });
  });
});

describe('selling a voucher of a type', () => {
  const prices = new Map([[BLOW_DRY, 4000], [TREATMENT, 9000]]);

  it('holds a value voucher’s value, whatever its price, and expires by its validity from the day of sale', () => {
    expect(voucherSaleOf(type({}), '2026-01-31', prices)).toEqual({ name: 'RM 50 Voucher', price: 4500, value: 5000, expiresOn: '2026-07-30' });
    expect(voucherSaleOf(type({ validity: { kind: 'never' } }), '2026-01-31', prices).expiresOn).toBeNull();
    expect(voucherSaleOf(type({ validity: { kind: 'custom', until: '2026-12-31' } }), '2026-01-31', prices).expiresOn).toBe('2026-12-31');
    expect(voucherSaleOf(type({ validity: { kind: 'period', unit: 'years', count: 1 } }), '2028-02-29', prices).expiresOn).toBe('2029-02-27');
  });

  it('holds what a service voucher’s services cost today (an unknown service adds nothing)', () => {
    const sale = voucherSaleOf(type({ kind: 'service', value: 0, price: 0, serviceIds: [BLOW_DRY, TREATMENT, ID] }), '2026-01-31', prices);
    expect(sale).toMatchObject({ price: 0, value: 13_000 });
  });

  it('offers only the active types, by name', () => {
    const types = [type({ id: 'b', name: 'Zen' }), type({ id: 'a', name: 'Aroma' }), type({ id: 'c', name: 'Old', active: false })];
    expect(sellableVoucherTypes(types).map((v) => v.id)).toEqual(['a', 'b']);
  });

  it('puts the type’s value on the voucher, the paid amount on a free-amount one', () => {
    expect(voucherLineCredit({ quantity: 2, voucherValue: 5000 }, 9000)).toBe(10_000);
    expect(voucherLineCredit({ quantity: 1 }, 3000)).toBe(3000);
  });

  it('keeps older sale lines valid and a typed line’s fields', () => {
    const base = { id: ID, kind: 'voucher', itemId: null, name: 'Gift', unitPrice: 4500, quantity: 1, staffId: null, discount: null, note: '', voucherCode: 'V-1' };
    expect(cartLineSchema.safeParse(base).success).toBe(true);
    expect(cartLineSchema.parse({ ...base, voucherTypeId: ID, voucherValue: 5000, voucherExpiresOn: null })).toMatchObject({ voucherTypeId: ID, voucherValue: 5000, voucherExpiresOn: null });
    expect(cartLineSchema.safeParse({ ...base, voucherExpiresOn: '31/12/2026' }).success).toBe(false);
  });

});
