import { describe, expect, it } from 'vitest';
import { cartLineSchema, saleCreateSchema, type CartLine, type Discount } from '@/lib/checkout/sale-schema';
import { discountUsage } from '@/lib/reports/discount-report';
import { MANUAL_DISCOUNT, saleDiscountUsage } from '@/lib/reports/discount-usage';
import { saleDeltas, zeroMeasures, type SaleFacts } from '@/lib/reports/rollup';
import type { RollupFigures } from '@/lib/reports/aggregate';

const BRANCH = '0190a000-0000-7000-8000-000000000001';
const OTHER_BRANCH = '0190a000-0000-7000-8000-000000000002';
const RAYA = '0190a000-0000-7000-8000-0000000000d1';
const HAPPY = '0190a000-0000-7000-8000-0000000000d2';
const SELLER = '0190a000-0000-7000-8000-0000000000bb';

const line = (id: string, unitPrice: number, discount: Discount | null): CartLine => ({
  id, kind: 'service', itemId: null, name: `Item ${id}`, unitPrice, quantity: 1, staffId: null, discount, note: '', voucherCode: null,
});

const sale = (lines: CartLine[], cartDiscount: Discount | null): SaleFacts => ({
  branchId: BRANCH,
  soldBy: SELLER,
  soldAt: '2026-03-01T02:00:00Z',
  cartDiscount,
  rates: { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false },
  lines,
  totals: { subtotal: 0, discount: 0, serviceCharge: 0, tax: 0, tip: 0, rounding: 0, total: 0 },
  payments: [{ id: 'p1', method: 'cash', amount: 0, tendered: null, reference: '' }],
});

describe('a sale’s discount usage', () => {
  it('adds line discounts per catalogue discount, the cart discount’s shares under its own, typed ones as manual', () => {
    const s = sale(
      [line('a', 10_000, { type: 'amount', value: 1_000, discountId: RAYA }), line('b', 5_000, { type: 'percent', value: 1000, discountId: RAYA }), line('c', 5_000, { type: 'amount', value: 200 })],
      { type: 'amount', value: 900, discountId: HAPPY },
    );
    const deltas = saleDeltas(s, 'Asia/Kuala_Lumpur').filter((d) => d.dim === 'discount');
    expect(deltas.map((d) => [d.key, d.count, d.discount])).toEqual([
      [RAYA, 1, 1_500],
      [MANUAL_DISCOUNT, 1, 200],
      [HAPPY, 1, 900],
    ]);
  });

  it('counts a typed cart discount as manual, and nothing for a sale without discounts or a discount that took nothing', () => {
    const typed = sale([line('a', 10_000, null)], { type: 'percent', value: 1000 });
    expect([...saleDiscountUsage(typed, [{ itemDiscount: 0, cartDiscount: 1_000 }])]).toEqual([[MANUAL_DISCOUNT, 1_000]]);
    expect(saleDeltas(sale([line('a', 10_000, null)], null), 'Asia/Kuala_Lumpur').filter((d) => d.dim === 'discount')).toEqual([]);
    expect(saleDeltas(sale([line('a', 10_000, { type: 'amount', value: 0, discountId: RAYA })], null), 'Asia/Kuala_Lumpur').filter((d) => d.dim === 'discount')).toEqual([]);
  });
});

describe('discount usage over a report’s filter', () => {
  const row = (key: string, day: string, branchId: string, count: number, discount: number): RollupFigures => ({ ...zeroMeasures(), branchId, day, dim: 'discount', key, count, discount });
  const rows = [
    row(RAYA, '2026-03-01', BRANCH, 2, 3_000),
    row(RAYA, '2026-03-02', BRANCH, 1, 500),
    row(HAPPY, '2026-03-02', BRANCH, 1, 9_000),
    row(MANUAL_DISCOUNT, '2026-03-02', BRANCH, 4, 20_000),
    row(RAYA, '2026-03-05', BRANCH, 7, 7_000),
    row(HAPPY, '2026-03-01', OTHER_BRANCH, 3, 3_000),
    { ...row(RAYA, '2026-03-01', BRANCH, 9, 9_000), dim: 'item' as const },
  ];

  it('sums sales and amounts per discount in the period and branch, largest first and manual last', () => {
    expect(discountUsage(rows, { start: '2026-03-01', end: '2026-03-02', branchId: BRANCH })).toEqual([
      { key: HAPPY, sales: 1, amount: 9_000 },
      { key: RAYA, sales: 3, amount: 3_500 },
      { key: MANUAL_DISCOUNT, sales: 4, amount: 20_000 },
    ]);
  });

  it('reads every branch without a branch filter (an equal amount: more sales first), and is empty when nothing was given', () => {
    expect(discountUsage(rows, { start: '2026-03-01', end: '2026-03-01', branchId: null })).toEqual([
      { key: HAPPY, sales: 3, amount: 3_000 },
      { key: RAYA, sales: 2, amount: 3_000 },
    ]);
    expect(discountUsage(rows, { start: '2026-03-03', end: '2026-03-04', branchId: null })).toEqual([]);
  });
});

describe('the sale schema and the discount id', () => {
  const body = (discount: object | null, cartDiscount: object | null) => ({
    id: '0190a000-0000-7000-8000-000000000101',
    branchId: BRANCH,
    deviceId: '0190a000-0000-7000-8000-000000000102',
    shiftId: null,
    receiptNumber: 'A-1',
    customerId: null,
    currency: 'myr',
    lines: [{ ...line('0190a000-0000-7000-8000-000000000103', 5_000, null), discount }],
    cartDiscount,
    rates: { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false },
    totals: { subtotal: 5_000, discount: 0, serviceCharge: 0, tax: 0, tip: 0, rounding: 0, total: 5_000 },
    payments: [{ id: '0190a000-0000-7000-8000-000000000104', method: 'cash', amount: 5_000, tendered: null, reference: '' }],
    note: '',
    soldAt: '2026-03-01T02:00:00Z',
  });

  it('accepts a discount with and without the catalogue discount’s id (older sales and outbox entries)', () => {
    const withId = saleCreateSchema.parse(body({ type: 'amount', value: 100, discountId: RAYA }, { type: 'amount', value: 100, discountId: HAPPY }));
    expect(withId.lines[0]?.discount?.discountId).toBe(RAYA);
    expect(withId.cartDiscount?.discountId).toBe(HAPPY);
    const without = saleCreateSchema.parse(body({ type: 'amount', value: 100 }, { type: 'percent', value: 1000 }));
    expect(without.lines[0]?.discount).toEqual({ type: 'amount', value: 100 });
    expect(without.cartDiscount).toEqual({ type: 'percent', value: 1000 });
  });

  it('refuses an id that is not a uuid, at the field', () => {
    const out = cartLineSchema.safeParse({ ...line('0190a000-0000-7000-8000-000000000103', 5_000, null), discount: { type: 'amount', value: 100, discountId: 'raya' } });
    expect(out.error?.issues.map((i) => `${i.path.join('.')}:${i.message}`)).toEqual(['discount.discountId:validation.invalidId']);
  });
});
