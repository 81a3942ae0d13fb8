import { describe, expect, it } from 'vitest';
import { allocate, computeTotals, finalTotals, ratesFrom } from '@/lib/checkout/totals';
import { basisPointsOf, cashRoundingStep, mulDivRound, roundToStep } from '@/lib/money';
import { DEFAULT_CHECKOUT_SETTINGS } from '@/lib/checkout/settings';
import { line, NO_CHARGES, SST8 } from './fixtures';

describe('money rounding helpers', () => {
  it('rounds half away from zero in integer arithmetic', () => {
    expect(mulDivRound(125, 1, 10)).toBe(13);
    expect(mulDivRound(124, 1, 10)).toBe(12);
    expect(mulDivRound(-125, 1, 10)).toBe(-13);
    expect(basisPointsOf(8500, 800)).toBe(680);
    expect(basisPointsOf(1006, 800)).toBe(80); // 80.48
    expect(basisPointsOf(1007, 800)).toBe(81); // 80.56
    expect(() => mulDivRound(1.5, 1, 2)).toThrow(RangeError);
  });

  it('applies the Malaysian 5-sen cash rounding', () => {
    const cases: [number, number][] = [
      [1000, 1000], [1001, 1000], [1002, 1000], [1003, 1005], [1004, 1005],
      [1006, 1005], [1007, 1005], [1008, 1010], [1009, 1010],
    ];
    for (const [amount, rounded] of cases) expect(roundToStep(amount, 5)).toBe(rounded);
    expect(cashRoundingStep('myr')).toBe(5);
    expect(cashRoundingStep('SGD')).toBe(1);
  });
});

describe('allocate', () => {
  it('splits exactly, largest remainder first', () => {
    expect(allocate(100, [1, 1, 1])).toEqual([34, 33, 33]);
    expect(allocate(10, [0, 5, 5])).toEqual([0, 5, 5]);
    expect(allocate(7, [0, 0])).toEqual([0, 0]);
    const parts = allocate(999, [333, 777, 1]);
    expect(parts.reduce((a, b) => a + b, 0)).toBe(999);
  });
});

describe('computeTotals', () => {
  it('sums lines with no charges', () => {
    const t = computeTotals({ lines: [line({ unitPrice: 4500, quantity: 2 }), line({ unitPrice: 3000 })], cartDiscount: null, tip: 0, rates: NO_CHARGES });
    expect(t).toMatchObject({ subtotal: 12000, discount: 0, serviceCharge: 0, tax: 0, tip: 0, due: 12000 });
  });

  it('taxes services at 8% SST, not products, by default', () => {
    const rates = ratesFrom(DEFAULT_CHECKOUT_SETTINGS.charges);
    expect(rates).toEqual(SST8);
    const t = computeTotals({
      lines: [line({ kind: 'service', unitPrice: 8500 }), line({ kind: 'product', unitPrice: 6800 })],
      cartDiscount: null,
      tip: 0,
      rates,
    });
    expect(t.taxBase).toBe(8500);
    expect(t.tax).toBe(680);
    expect(t.due).toBe(8500 + 6800 + 680);
  });

  it('applies item discounts, then the cart discount in proportion, then tax on the net', () => {
    const a = line({ kind: 'service', unitPrice: 10000, discount: { type: 'percent', value: 1000 } }); // 90.00
    const b = line({ kind: 'product', unitPrice: 3000, quantity: 2, discount: { type: 'amount', value: 500 } }); // 55.00
    const t = computeTotals({ lines: [a, b], cartDiscount: { type: 'amount', value: 1450 }, tip: 0, rates: SST8 });
    expect(t.lines.map((l) => l.itemDiscount)).toEqual([1000, 500]);
    expect(t.lines.map((l) => l.cartDiscount)).toEqual([900, 550]);
    expect(t.lines.map((l) => l.net)).toEqual([8100, 4950]);
    expect(t.discount).toBe(1000 + 500 + 1450);
    expect(t.tax).toBe(648); // 8% of 81.00
    expect(t.due).toBe(16000 - 2950 + 648);
  });

  it('never discounts below zero', () => {
    const t = computeTotals({ lines: [line({ unitPrice: 1000, discount: { type: 'amount', value: 5000 } })], cartDiscount: { type: 'percent', value: 20_000 }, tip: 0, rates: SST8 });
    expect(t.discount).toBe(1000);
    expect(t.due).toBe(0);
  });

  it('charges service charge before tax, and taxes the service charge share of taxable lines', () => {
    const rates = { serviceChargeBp: 1000, taxBp: 800, taxOnServices: true, taxOnProducts: false };
    const t = computeTotals({ lines: [line({ kind: 'service', unitPrice: 10000 }), line({ kind: 'product', unitPrice: 5000 })], cartDiscount: null, tip: 0, rates });
    expect(t.serviceCharge).toBe(1500);
    expect(t.taxBase).toBe(11000); // 100.00 + its 10.00 charge
    expect(t.tax).toBe(880);
    expect(t.due).toBe(15000 + 1500 + 880);
  });

  it('does not charge or tax vouchers and credit top-ups, and adds tips untaxed', () => {
    const rates = { serviceChargeBp: 1000, taxBp: 800, taxOnServices: true, taxOnProducts: true };
    const t = computeTotals({ lines: [line({ kind: 'voucher', unitPrice: 10000 }), line({ kind: 'credit', unitPrice: 5000 })], cartDiscount: null, tip: 700, rates });
    expect(t).toMatchObject({ serviceCharge: 0, tax: 0, tip: 700, due: 15700 });
  });

  it('rounds tax once on the sale, not per line', () => {
    const lines = [line({ unitPrice: 1006 }), line({ unitPrice: 1006 }), line({ unitPrice: 1006 })];
    const t = computeTotals({ lines, cartDiscount: null, tip: 0, rates: SST8 });
    expect(t.tax).toBe(241); // 8% of 30.18 = 2.4144; per line it would be 3 × 0.80 = 2.40
  });

  it('final totals add the cash rounding', () => {
    const t = computeTotals({ lines: [line({ unitPrice: 1003 })], cartDiscount: null, tip: 0, rates: NO_CHARGES });
    expect(finalTotals(t, 2)).toMatchObject({ total: 1005, rounding: 2 });
  });
});
