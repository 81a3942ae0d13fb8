import { describe, expect, it } from 'vitest';
import { voucherLimit, voucherPaysFor, voucherRefusal, voucherTermsOf, type VoucherTerms } from '@/lib/checkout/voucher-rules';
import type { CartLine } from '@/lib/checkout/sale-schema';
import { addPayment, paymentErrorField } from '@/lib/checkout/payments';

const CUT = '01970000-0000-7000-8000-0000000000a1';
const COLOUR = '01970000-0000-7000-8000-0000000000a2';
const SHAMPOO = '01970000-0000-7000-8000-0000000000b1';
const TYPE = '01970000-0000-7000-8000-0000000000c1';
const RATES = { serviceChargeBp: 0, taxBp: 600, taxOnServices: true, taxOnProducts: true };
const CATEGORIES = new Map([[CUT, 'Hair'], [COLOUR, 'Hair'], [SHAMPOO, 'Retail']]);

function line(id: string, over: Partial<CartLine>): CartLine {
  return { id, kind: 'service', itemId: CUT, name: 'Cut', unitPrice: 8_000, quantity: 1, staffId: null, discount: null, note: '', voucherCode: null, ...over };
}

const lines = [
  line('01970000-0000-7000-8000-000000000e01', {}),
  line('01970000-0000-7000-8000-000000000e02', { itemId: COLOUR, name: 'Colour', unitPrice: 20_000 }),
  line('01970000-0000-7000-8000-000000000e03', { kind: 'product', itemId: SHAMPOO, name: 'Shampoo', unitPrice: 5_000, discount: { type: 'percent', value: 1000 } }),
];
const sale = { lines, cartDiscount: null, rates: RATES };
const categoryOf = (id: string) => CATEGORIES.get(id);
const valueType = (over: Partial<NonNullable<VoucherTerms['type']>> = {}): NonNullable<VoucherTerms['type']> => ({ kind: 'value', serviceIds: [], scope: 'all', itemIds: [], categories: [], ...over });

describe('voucher scope and expiry at payment', () => {
  it('a service voucher pays for its services; a value voucher for everything, its categories or its items; never for vouchers or credit', () => {
    expect(voucherPaysFor({ ...valueType(), kind: 'service', serviceIds: [CUT] }, lines[0]!, 'Hair')).toBe(true);
    expect(voucherPaysFor({ ...valueType(), kind: 'service', serviceIds: [CUT] }, lines[1]!, 'Hair')).toBe(false);
    expect(voucherPaysFor(valueType({ scope: 'categories', categories: ['Retail'] }), lines[2]!, 'Retail')).toBe(true);
    expect(voucherPaysFor(valueType({ scope: 'items', itemIds: [COLOUR] }), lines[0]!, 'Hair')).toBe(false);
    expect(voucherPaysFor(valueType(), { kind: 'credit', itemId: null }, undefined)).toBe(false);
  });

  it('the limit is the net of the lines it pays for; none for a voucher of everything or without a type', () => {
    expect(voucherLimit({ type: valueType({ scope: 'categories', categories: ['Hair'] }), expiresOn: null }, sale, categoryOf)).toBe(28_000);
    expect(voucherLimit({ type: valueType({ scope: 'items', itemIds: [SHAMPOO] }), expiresOn: null }, sale, categoryOf)).toBe(4_500);
    expect(voucherLimit({ type: valueType(), expiresOn: null }, sale, categoryOf)).toBeNull();
    expect(voucherLimit({ type: null, expiresOn: null }, sale, categoryOf)).toBeNull();
  });

  it('refuses after the last day and beyond the scope, counting the cart\'s earlier payments with the code', () => {
    const terms: VoucherTerms = { type: valueType({ scope: 'items', itemIds: [SHAMPOO] }), expiresOn: '2026-06-30' };
    const ask = { code: 'gift-1', amount: 4_500, day: '2026-06-30', payments: [] };
    expect(voucherRefusal(terms, ask, sale, categoryOf)).toBeNull();
    expect(voucherRefusal(terms, { ...ask, day: '2026-07-01' }, sale, categoryOf)).toBe('voucherExpired');
    expect(voucherRefusal(terms, { ...ask, amount: 4_501 }, sale, categoryOf)).toBe('voucherOutOfScope');
    const earlier = [{ id: '01970000-0000-7000-8000-00000000f001', method: 'voucher' as const, amount: 4_000, tendered: null, reference: ' GIFT-1 ' }];
    expect(voucherRefusal(terms, { ...ask, amount: 600, payments: earlier }, sale, categoryOf)).toBe('voucherOutOfScope');
    expect(voucherRefusal({ type: null, expiresOn: null }, { ...ask, amount: 999_999 }, sale, categoryOf)).toBeNull();
  });

  it('reads the terms from the selling line and the catalogue\'s types', () => {
    const type = valueType({ scope: 'categories', categories: ['Hair'] });
    expect(voucherTermsOf({ voucherTypeId: TYPE, voucherExpiresOn: '2026-12-31' }, new Map([[TYPE, type]]))).toEqual({ type, expiresOn: '2026-12-31' });
    expect(voucherTermsOf({}, new Map())).toEqual({ type: null, expiresOn: null });
  });

  it('a refused voucher payment is a field reason at the reference', () => {
    const request = { id: '01970000-0000-7000-8000-00000000f009', method: 'voucher' as const, amount: 1_000, reference: 'GIFT-1', requiresReference: true, cashStep: 5 };
    const state = { due: 10_000, rounding: 0, payments: [] };
    expect(addPayment(state, { ...request, voucherRefusal: 'voucherExpired' })).toEqual({ ok: false, error: 'voucherExpired' });
    expect(addPayment(state, { ...request, voucherRefusal: null }).ok).toBe(true);
    expect(paymentErrorField('voucherOutOfScope')).toBe('reference');
  });
});
