import { describe, expect, it } from 'vitest';
import { computeInvoiceTotals } from '@/lib/invoices/totals';
import type { InvoiceLine } from '@/lib/invoices/schema';

const line = (over: Partial<InvoiceLine>): InvoiceLine => ({
  id: '0190a0a0-0000-7000-8000-000000000001',
  kind: 'free',
  itemId: null,
  description: 'Bridal make-up',
  quantity: 1,
  unitPrice: 10_000,
  discountBp: 0,
  taxable: true,
  ...over,
});

describe('computeInvoiceTotals', () => {
  it('charges SST on taxable lines only, rounded once', () => {
    const t = computeInvoiceTotals({
      lines: [line({ unitPrice: 3_333, quantity: 3 }), line({ id: '0190a0a0-0000-7000-8000-000000000002', unitPrice: 5_000, taxable: false })],
      discountBp: 0,
      taxBp: 800,
    });
    expect(t.subtotal).toBe(14_999);
    expect(t.taxable).toBe(9_999);
    // 8% of 99.99 = 7.9992 → 8.00
    expect(t.tax).toBe(800);
    expect(t.total).toBe(15_799);
  });

  it('applies line discounts, then the document discount split over the lines', () => {
    const t = computeInvoiceTotals({
      lines: [line({ unitPrice: 10_000, discountBp: 1_000 }), line({ id: '0190a0a0-0000-7000-8000-000000000002', unitPrice: 1_001, taxable: false })],
      discountBp: 500,
      taxBp: 600,
    });
    // after line discounts: 9,000 + 1,001 = 10,001; 5% = 500.05 → 500, split 450 / 50
    expect(t.lines.map((l) => l.discount)).toEqual([1_450, 50]);
    expect(t.discount).toBe(1_500);
    expect(t.taxable).toBe(8_550);
    expect(t.tax).toBe(513);
    expect(t.total).toBe(11_001 - 1_500 + 513);
  });

  it('adds up exactly: lines net + tax = total', () => {
    const t = computeInvoiceTotals({
      lines: [1, 2, 3].map((n) => line({ id: `0190a0a0-0000-7000-8000-00000000000${n}`, unitPrice: 333 * n, quantity: n })),
      discountBp: 333,
      taxBp: 800,
    });
    expect(t.lines.reduce((a, l) => a + l.net, 0) + t.tax).toBe(t.total);
  });

  it('caps a discount at the whole amount', () => {
    const t = computeInvoiceTotals({ lines: [line({ discountBp: 10_000 })], discountBp: 10_000, taxBp: 800 });
    expect(t.total).toBe(0);
  });
});
