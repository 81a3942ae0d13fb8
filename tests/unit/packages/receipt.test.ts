import { describe, expect, it } from 'vitest';
import type { SaleRow } from '@/lib/checkout/rows';
import { saleReceiptDocument } from '@/lib/checkout/receipt-document';
import { withDefaults } from '@/lib/checkout/settings';
import { layoutReceipt, receiptText } from '@/lib/checkout/receipt-layout';
import { LABELS, line, NO_CHARGES } from '../checkout/fixtures';

const HOLDING = '01970000-0000-7000-8000-000000000101';

const sale: SaleRow = {
  id: '01970000-0000-7000-8000-000000000aa1', businessId: '01970000-0000-7000-8000-000000000001', updatedAt: '2026-04-01T03:00:00.000Z', version: 1,
  branchId: '01970000-0000-7000-8000-0000000000c1', deviceId: '01970000-0000-7000-8000-0000000000d1', shiftId: null, receiptNumber: 'BGS-AB12C-000009',
  customerId: '01970000-0000-7000-8000-0000000000c9', soldBy: 'user-1', currency: 'myr',
  lines: [line({ id: '01970000-0000-7000-8000-000000000e01', name: 'Facial', unitPrice: 12_000, packageHoldingId: HOLDING })],
  cartDiscount: null, rates: NO_CHARGES, totals: { subtotal: 0, discount: 0, serviceCharge: 0, tax: 0, tip: 0, rounding: 0, total: 0 },
  payments: [{ id: '01970000-0000-7000-8000-00000000f001', method: 'cash', amount: 0, tendered: 0, reference: '' }], note: '', soldAt: '2026-04-01T03:00:00.000Z', anomalies: [],
};

describe('a line paid by a package session on the receipt', () => {
  it('costs nothing and names the package with what is left', () => {
    const doc = saleReceiptDocument(sale, [], {
      businessName: 'Demo Salon', branch: null, receipt: withDefaults({}).receipt, names: { cashier: null, customer: 'Nurul Aina', staff: new Map() },
      methodLabel: () => 'Cash', dateText: '1 Apr 2026', banner: '', qrUrl: '',
      packageSessions: new Map([['01970000-0000-7000-8000-000000000e01', 'Package: Facial x5, 3 of 5 left']]),
    });
    expect(doc.items[0]).toMatchObject({ unitPrice: 0, net: 0, packageSession: 'Package: Facial x5, 3 of 5 left' });
    const text = receiptText(layoutReceipt(doc, LABELS, 48));
    expect(text).toContain('  Package: Facial x5, 3 of 5 left');
    expect(text).toMatch(/1 x 0\.00\s+0\.00/);
  });
});
