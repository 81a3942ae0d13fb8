import { describe, expect, it } from 'vitest';
import { chooseDiscounts, discountAmount, discountApplies, spreadDiscounts, type DiscountContext, type DiscountLine, type DiscountRule } from '@/lib/catalogues/discount-selection';
import { discountCreateSchema } from '@/lib/schemas/discount';
import { discountLinesOf, discountMomentAt } from '@/lib/catalogues/discount-cart';
import type { CartLine } from '@/lib/checkout/sale-schema';

const CUT = '01970000-0000-7000-8000-0000000000a1';
const OIL = '01970000-0000-7000-8000-0000000000b1';

const rule = (over: Partial<DiscountRule>): DiscountRule => ({
  id: over.name ?? 'r', name: 'r', type: 'percent', value: 1000, scope: 'cart', itemIds: [], categories: [], startsOn: null, endsOn: null,
  days: [], fromTime: null, untilTime: null, code: null, stackable: false, minSpend: 0, active: true, ...over,
});

const lines: DiscountLine[] = [
  { id: 'l1', itemId: CUT, category: 'Hair', amount: 10_000 },
  { id: 'l2', itemId: OIL, category: 'Retail', amount: 5_000 },
];
// Wednesday 10 June 2026, 14:30.
const ctx = (over: Partial<DiscountContext> = {}): DiscountContext => ({ lines, moment: { day: '2026-06-10', weekday: 3, time: '14:30' }, codes: [], ...over });

describe('which discounts apply', () => {
  it('holds to the date range, weekdays and hours (until exclusive)', () => {
    expect(discountApplies(rule({ startsOn: '2026-06-10', endsOn: '2026-06-10' }), ctx())).toBe(true);
    expect(discountApplies(rule({ startsOn: '2026-06-11' }), ctx())).toBe(false);
    expect(discountApplies(rule({ endsOn: '2026-06-09' }), ctx())).toBe(false);
    expect(discountApplies(rule({ days: [1, 3] }), ctx())).toBe(true);
    expect(discountApplies(rule({ days: [0, 6] }), ctx())).toBe(false);
    expect(discountApplies(rule({ fromTime: '14:30', untilTime: '17:00' }), ctx())).toBe(true);
    expect(discountApplies(rule({ fromTime: '10:00', untilTime: '14:30' }), ctx())).toBe(false);
  });

  it('needs the minimum spend, the code (any case), something eligible, and to be active', () => {
    expect(discountApplies(rule({ minSpend: 15_000 }), ctx())).toBe(true);
    expect(discountApplies(rule({ minSpend: 15_001 }), ctx())).toBe(false);
    expect(discountApplies(rule({ code: 'RAYA10' }), ctx())).toBe(false);
    expect(discountApplies(rule({ code: 'RAYA10' }), ctx({ codes: [' raya10 '] }))).toBe(true);
    expect(discountApplies(rule({ scope: 'items', itemIds: ['01970000-0000-7000-8000-0000000000c9'] }), ctx())).toBe(false);
    expect(discountApplies(rule({ scope: 'categories', categories: ['Retail'] }), ctx())).toBe(true);
    expect(discountApplies(rule({ active: false }), ctx())).toBe(false);
  });

  it('takes a percentage of the eligible lines, or an amount capped at them', () => {
    expect(discountAmount(rule({ scope: 'categories', categories: ['Hair'], value: 2000 }), lines)).toBe(2_000);
    expect(discountAmount(rule({ scope: 'items', itemIds: [OIL], type: 'amount', value: 9_000 }), lines)).toBe(5_000);
    expect(discountAmount(rule({ value: 10_000 }), lines)).toBe(15_000);
  });
});

describe('stacking', () => {
  it('adds up stackable discounts, item ones on their lines, cart ones on what is left', () => {
    const hair = rule({ name: 'hair', scope: 'categories', categories: ['Hair'], type: 'amount', value: 3_000, stackable: true });
    const all = rule({ name: 'all', type: 'amount', value: 13_000, stackable: true });
    const choice = chooseDiscounts([hair, all], ctx());
    expect(choice.applied.map((r) => r.name)).toEqual(['hair', 'all']);
    expect(choice.lineDiscounts).toEqual({ l1: 3_000 });
    // 13,000 off the cart, but only 12,000 is left after the line discount.
    expect(choice.cartDiscount).toBe(12_000);
    expect(choice.total).toBe(15_000);
  });

  it('takes the single best non-stackable discount when it beats the stackable set', () => {
    const small = rule({ name: 'small', type: 'amount', value: 1_000, stackable: true });
    const small2 = rule({ name: 'small2', type: 'amount', value: 1_000, stackable: true });
    const big = rule({ name: 'big', value: 2_000 });
    const bigger = rule({ name: 'bigger', type: 'amount', value: 2_500 });
    expect(chooseDiscounts([small, small2, big, bigger], ctx()).applied.map((r) => r.name)).toEqual(['big']);
    expect(chooseDiscounts([small, small2, bigger], ctx()).applied.map((r) => r.name)).toEqual(['bigger']);
    // A tie goes to the stackable set.
    expect(chooseDiscounts([small, small2, rule({ name: 'two', type: 'amount', value: 2_000 })], ctx()).applied.map((r) => r.name)).toEqual(['small', 'small2']);
  });

  it('keeps the discount of a code the customer gave, even when another would take more', () => {
    const code = rule({ name: 'code', code: 'WELCOME', type: 'amount', value: 500 });
    const big = rule({ name: 'big', value: 5_000 });
    expect(chooseDiscounts([code, big], ctx({ codes: ['welcome'] })).applied.map((r) => r.name)).toEqual(['code']);
    expect(chooseDiscounts([code, big], ctx()).applied.map((r) => r.name)).toEqual(['big']);
    const stackCode = rule({ name: 'stackCode', code: 'WELCOME', type: 'amount', value: 500, stackable: true });
    const stack = rule({ name: 'stack', scope: 'items', itemIds: [OIL], value: 1000, stackable: true });
    expect(chooseDiscounts([stackCode, stack, big], ctx({ codes: ['WELCOME'] })).applied.map((r) => r.name)).toEqual(['stackCode', 'stack']);
  });

  it('offers nothing when nothing applies, and never takes a line below zero', () => {
    expect(chooseDiscounts([rule({ active: false })], ctx())).toEqual({ applied: [], lineDiscounts: {}, cartDiscount: 0, lineSources: {}, cartSource: null, total: 0 });
    const twice = spreadDiscounts([rule({ name: 'a', scope: 'items', itemIds: [OIL], type: 'amount', value: 4_000 }), rule({ name: 'b', scope: 'items', itemIds: [OIL], type: 'amount', value: 4_000 })], lines);
    expect(twice.lineDiscounts).toEqual({ l2: 5_000 });
  });
});

describe('which discount a sale records (issue 16)', () => {
  it('names the discount behind each line and the cart', () => {
    const hair = rule({ name: 'hair', scope: 'categories', categories: ['Hair'], type: 'amount', value: 3_000, stackable: true });
    const all = rule({ name: 'all', type: 'amount', value: 1_000, stackable: true });
    const choice = chooseDiscounts([hair, all], ctx());
    expect(choice.lineSources).toEqual({ l1: 'hair' });
    expect(choice.cartSource).toBe('all');
  });

  it('names the one that took most where stacked discounts share a line or the cart', () => {
    const small = rule({ name: 'small', scope: 'items', itemIds: [OIL], type: 'amount', value: 1_000, stackable: true });
    const large = rule({ name: 'large', scope: 'items', itemIds: [OIL], type: 'amount', value: 2_000, stackable: true });
    const tenth = rule({ name: 'tenth', value: 1000, stackable: true });
    const fifth = rule({ name: 'fifth', value: 2000, stackable: true });
    const choice = spreadDiscounts([small, large, tenth, fifth], lines);
    expect(choice.lineDiscounts).toEqual({ l2: 3_000 });
    expect(choice.lineSources).toEqual({ l2: 'large' });
    expect(choice.cartSource).toBe('fifth');
  });

  it('names no cart discount when nothing is left for it', () => {
    const allOff = rule({ name: 'allOff', scope: 'categories', categories: ['Hair', 'Retail'], value: 10_000, stackable: true });
    const cart = rule({ name: 'cart', type: 'amount', value: 500, stackable: true });
    const choice = spreadDiscounts([allOff, cart], lines);
    expect(choice.cartDiscount).toBe(0);
    expect(choice.cartSource).toBeNull();
  });
});

describe('discount schema', () => {
  const base = { id: '01970000-0000-7000-8000-0000000000d1', name: 'Raya', type: 'percent', value: 1500 } as const;
  it('defaults to a whole-cart, non-stackable discount with no code, and upper-cases a code', () => {
    expect(discountCreateSchema.parse({ ...base, code: ' raya-26 ' })).toMatchObject({ scope: 'cart', stackable: false, minSpend: 0, code: 'RAYA-26', days: [], active: true });
  });
  it('refuses a percentage over 100, an empty item list, an end before the start and a lone or reversed hour', () => {
    const issues = (body: object) => discountCreateSchema.safeParse({ ...base, ...body }).error?.issues.map((i) => `${i.path.join('.')}:${i.message}`);
    expect(issues({ value: 10_001 })).toEqual(['value:catalogues.discounts.percentTooLarge']);
    expect(issues({ scope: 'items' })).toEqual(['itemIds:catalogues.discounts.itemsRequired']);
    expect(issues({ startsOn: '2026-06-10', endsOn: '2026-06-01' })).toEqual(['endsOn:catalogues.discounts.endBeforeStart']);
    expect(issues({ fromTime: '10:00' })).toEqual(['untilTime:catalogues.discounts.bothTimes']);
    expect(issues({ fromTime: '10:00', untilTime: '09:00' })).toEqual(['untilTime:catalogues.discounts.untilBeforeFrom']);
    expect(issues({ code: 'a b' })).toEqual(['code:catalogues.discounts.invalidCode']);
  });
});

describe('discounts at the till', () => {
  it('reads the branch-local day, weekday (0 = Sunday) and time', () => {
    // 2026-06-13T16:30Z is Sunday 00:30 in Kuala Lumpur, still Saturday in London.
    expect(discountMomentAt(new Date('2026-06-13T16:30:00Z'), 'Asia/Kuala_Lumpur')).toEqual({ day: '2026-06-14', weekday: 0, time: '00:30' });
    expect(discountMomentAt(new Date('2026-06-13T16:30:00Z'), 'Europe/London')).toEqual({ day: '2026-06-13', weekday: 6, time: '17:30' });
  });

  it('takes the chargeable lines with their categories, leaving vouchers and credit out', () => {
    const line = (over: Partial<CartLine>): CartLine => ({ id: 'x', kind: 'service', itemId: CUT, name: 'Cut', unitPrice: 5_000, quantity: 2, staffId: null, discount: null, note: '', voucherCode: null, ...over });
    const out = discountLinesOf([line({ id: 'a' }), line({ id: 'b', kind: 'voucher', itemId: null }), line({ id: 'c', kind: 'product', itemId: OIL, quantity: 1 })], new Map([[CUT, 'Hair']]));
    expect(out).toEqual([
      { id: 'a', itemId: CUT, category: 'Hair', amount: 10_000 },
      { id: 'c', itemId: OIL, category: null, amount: 5_000 },
    ]);
  });
});
