import { describe, expect, it } from 'vitest';
import type { CartLine, Discount, SaleCreateInput } from '@/lib/checkout/sale-schema';
import { computeTotals, finalTotals, type SaleRates } from '@/lib/checkout/totals';
import { saleEinvoiceLines } from '@/lib/einvoice/sale-lines';
import { buildDocument, ruleErrors } from '@/lib/einvoice/ubl';
import { computeInvoiceTotals } from '@/lib/invoices/totals';
import { SALON_A_PROFILE } from '../einvoice-profile';

const cart = (over: Partial<CartLine> & Pick<CartLine, 'kind' | 'unitPrice'>): CartLine => ({
  id: crypto.randomUUID(), itemId: null, name: over.kind, quantity: 1, staffId: null, discount: null, note: '', voucherCode: null, ...over,
});
const RATES: SaleRates = { serviceChargeBp: 1_000, taxBp: 800, taxOnServices: true, taxOnProducts: false };
type Sale = Pick<SaleCreateInput, 'lines' | 'cartDiscount' | 'rates' | 'totals'>;
const sale = (lines: CartLine[], cartDiscount: Discount | null = null, rates: SaleRates = RATES, tip = 0): Sale => ({
  lines, cartDiscount, rates, totals: finalTotals(computeTotals({ lines, cartDiscount, tip, rates }), 0),
});
let n = 0;
const ids = (): string => `00000000-0000-4000-8000-${String(++n).padStart(12, '0')}`;

function documentTotals(s: Sale): Record<string, number> {
  const { lines } = saleEinvoiceLines(s, 'receipt A-1', ids);
  const doc = buildDocument({
    type: 'invoice', number: 'INV-1', issuedAt: new Date('2026-03-02T02:00:00Z'), currency: 'myr', supplier: SALON_A_PROFILE,
    buyer: { name: 'Aisyah', company: '', email: '', phone: '+60123456789', address: '1 Jalan Ampang', tin: 'IG12345678901', idType: 'NRIC', idValue: '900101145566', sstNumber: '' },
    lines, discountBp: 0, taxBp: s.rates.taxBp,
  });
  expect(ruleErrors(doc, new Date('2026-03-02T02:05:00Z'))).toEqual([]);
  const inv = doc.Invoice[0] as Record<string, Record<string, { _: number }[]>[]>;
  const lmt = inv.LegalMonetaryTotal?.[0] ?? {};
  const cents = (k: string): number => Math.round((lmt[k]?.[0]?._ ?? Number.NaN) * 100);
  return {
    taxExclusive: cents('TaxExclusiveAmount'),
    taxInclusive: cents('TaxInclusiveAmount'),
    payable: cents('PayableAmount'),
    tax: Math.round(((inv.TaxTotal?.[0] as Record<string, { _: number }[]> | undefined)?.TaxAmount?.[0]?._ ?? Number.NaN) * 100),
  };
}

describe('the individual e-invoice of a sale', () => {
  it('carries the service charge as its own line, taxed as the sale taxed it, so its totals are the sale’s', () => {
    const s = sale([cart({ kind: 'service', unitPrice: 1_000_000 }), cart({ kind: 'product', unitPrice: 12_345, quantity: 2 })]);
    expect(s.totals.serviceCharge).toBeGreaterThan(0);
    const { lines, total } = saleEinvoiceLines(s, 'receipt A-1', ids);
    const charge = lines.filter((l) => l.description.startsWith('Service charge 10%'));
    // The service's share is taxed (service tax on services), the product's is not.
    expect(charge.map((l) => [l.unitPrice, l.taxable])).toEqual([[100_000, true], [2_469, false]]);
    expect(charge.reduce((a, l) => a + l.unitPrice, 0)).toBe(s.totals.serviceCharge);
    expect(total).toBe(s.totals.total);
    expect(documentTotals(s)).toEqual({
      taxExclusive: s.totals.total - s.totals.tax, taxInclusive: s.totals.total, payable: s.totals.total, tax: s.totals.tax,
    });
  });

  it('keeps item and cart discounts exact to the sen, and a package session at 0', () => {
    const s = sale(
      [
        cart({ kind: 'service', unitPrice: 103_333, discount: { type: 'amount', value: 777 } }),
        cart({ kind: 'service', unitPrice: 4_500, quantity: 3, discount: { type: 'percent', value: 1_250 } }),
        cart({ kind: 'service', unitPrice: 8_000, packageHoldingId: '00000000-0000-4000-8000-0000000000aa' }),
        cart({ kind: 'product', unitPrice: 1_999, quantity: 7 }),
      ],
      { type: 'amount', value: 12_345 },
    );
    const { lines } = saleEinvoiceLines(s, 'receipt A-1', ids);
    const t = computeInvoiceTotals({ lines, discountBp: 0, taxBp: s.rates.taxBp });
    expect(t.tax).toBe(s.totals.tax);
    expect(t.total).toBe(s.totals.total);
    expect(lines[2]?.unitPrice).toBe(0);
    expect(documentTotals(s)).toMatchObject({ taxInclusive: s.totals.total, tax: s.totals.tax });
  });

  it('has no service charge line when the sale charged none, and leaves the tip out', () => {
    const s = sale([cart({ kind: 'service', unitPrice: 1_100_000 })], null, { ...RATES, serviceChargeBp: 0 }, 5_000);
    const { lines, total } = saleEinvoiceLines(s, 'receipt A-1', ids);
    expect(lines).toHaveLength(1);
    expect(total).toBe(s.totals.total - 5_000);
  });
});
