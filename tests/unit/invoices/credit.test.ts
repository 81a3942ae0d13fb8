import { describe, expect, it } from 'vitest';
import { creditAmountError, creditedOf, creditLeft, creditNoteLines } from '@/lib/invoices/credit';
import type { InvoiceLine } from '@/lib/invoices/schema';
import { computeInvoiceTotals } from '@/lib/invoices/totals';

const INVOICE = 'inv-1';
const note = (id: string, total: number, over: { state?: 'issued' | 'draft' | 'void'; provisionalNumber?: string; creditedInvoiceId?: string } = {}) => ({
  id, kind: 'creditNote' as const, state: over.state ?? 'issued', creditedInvoiceId: over.creditedInvoiceId ?? INVOICE,
  provisionalNumber: over.provisionalNumber ?? `P-BGS-D1-${id}`, totals: { subtotal: 0, discount: 0, taxable: 0, tax: 0, total },
});

describe('the credit left on an invoice', () => {
  it('is the total less its issued credit notes and the refund notes of refunds', () => {
    const notes = [
      note('a', 10_800),
      note('b', 5_400, { provisionalNumber: 'REFUND-BGS-000042-1a2b3c4d' }),
      note('c', 1_000, { provisionalNumber: 'CONSOLIDATED-REFUND-2026-05-OF-2026-04' }),
      note('d', 9_999, { state: 'void' }),
      note('e', 9_999, { state: 'draft' }),
      note('f', 9_999, { creditedInvoiceId: 'other' }),
    ];
    const credited = creditedOf(notes, INVOICE);
    expect(credited).toEqual({ creditNotes: 10_800, refundNotes: 6_400 });
    expect(creditLeft(21_600, credited)).toBe(4_400);
    // The note being checked does not count against itself.
    expect(creditedOf(notes, INVOICE, 'a')).toEqual({ creditNotes: 0, refundNotes: 6_400 });
    // Never below zero.
    expect(creditLeft(10_000, credited)).toBe(0);
  });

  it('refuses a credit note above what is left, and one of nothing', () => {
    expect(creditAmountError(4_400, 4_400)).toBeNull();
    expect(creditAmountError(4_401, 4_400)).toBe('invoices.errors.creditExceeds');
    expect(creditAmountError(0, 4_400)).toBe('invoices.errors.amountPositive');
    expect(creditAmountError(-5, 4_400)).toBe('invoices.errors.amountPositive');
  });

  it('makes the rest of a refunded invoice’s credit come to exactly what is left, SST included', () => {
    const lines: InvoiceLine[] = [
      { id: 'l1', kind: 'service', itemId: null, description: 'Cut', quantity: 1, unitPrice: 10_000, discountBp: 0, taxable: true },
      { id: 'l2', kind: 'product', itemId: null, description: 'Shampoo', quantity: 2, unitPrice: 3_333, discountBp: 0, taxable: false },
    ];
    const invoice = { lines, discountBp: 0, taxBp: 800 };
    const total = computeInvoiceTotals(invoice).total;
    // A refund note gave back 5,000 already; the credit note takes the rest.
    const credited = { creditNotes: 0, refundNotes: 5_000 };
    const rest = creditNoteLines(invoice, credited, creditLeft(total, credited), (i) => `c${i}`);
    expect(computeInvoiceTotals({ lines: rest, discountBp: 0, taxBp: 800 }).total).toBe(total - 5_000);
    // Nothing credited yet: the whole invoice copies its lines.
    const whole = creditNoteLines(invoice, { creditNotes: 0, refundNotes: 0 }, total, (i) => `w${i}`);
    expect(whole.map((l) => [l.description, l.quantity, l.unitPrice])).toEqual([['Cut', 1, 10_000], ['Shampoo', 2, 3_333]]);
  });
});
