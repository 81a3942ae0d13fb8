import { describe, expect, it } from 'vitest';
import { displayNumber, formatFinalNumber, formatProvisionalNumber } from '@/lib/invoices/numbering';
import { PROVISIONAL_NUMBER } from '@/lib/invoices/schema';
import { balanceDue, invoiceStatus, quotationStatus } from '@/lib/invoices/status';

describe('document numbers', () => {
  it('makes provisional numbers the schema accepts, distinct per device', () => {
    const a = formatProvisionalNumber('bgs', '7K3QF', 42);
    const b = formatProvisionalNumber('bgs', 'ZZ9Q1', 42);
    expect(a).toBe('P-BGS-7K3QF-0042');
    expect(a).not.toBe(b);
    expect(PROVISIONAL_NUMBER.test(a)).toBe(true);
    expect(PROVISIONAL_NUMBER.test(formatProvisionalNumber('', '7K3QF', 123_456))).toBe(true);
  });

  it('formats final numbers per kind and refuses non-sequence numbers', () => {
    expect(formatFinalNumber('invoice', 'Bangsar 1', 123)).toBe('INV-BANGSA-000123');
    expect(formatFinalNumber('creditNote', 'BGS', 4)).toBe('CN-BGS-000004');
    expect(() => formatFinalNumber('invoice', 'BGS', 0)).toThrow(RangeError);
    expect(() => formatProvisionalNumber('BGS', '7K3QF', 1.5)).toThrow(RangeError);
  });

  it('shows the provisional number until the final one is known', () => {
    expect(displayNumber({ number: null, provisionalNumber: 'P-BGS-7K3QF-0001' })).toEqual({ number: 'P-BGS-7K3QF-0001', provisional: true });
    expect(displayNumber({ number: 'INV-BGS-000001', provisionalNumber: 'P-BGS-7K3QF-0001' })).toEqual({ number: 'INV-BGS-000001', provisional: false });
  });
});

describe('invoice status', () => {
  const doc = (over: Partial<Parameters<typeof invoiceStatus>[0]> = {}) => ({
    state: 'issued' as const,
    kind: 'invoice' as const,
    dueDate: '2026-03-31',
    totals: { subtotal: 10_000, discount: 0, taxable: 10_000, tax: 800, total: 10_800 },
    payments: [],
    ...over,
  });
  const pay = (amount: number) => ({ paymentId: '0190a0a0-0000-7000-8000-00000000000a', method: 'cash' as const, amount, reference: '', paidAt: '2026-03-01T00:00:00.000Z', recordedBy: 'u' });

  it('follows payments: issued → partly paid → paid', () => {
    expect(invoiceStatus(doc(), '2026-03-10')).toBe('issued');
    expect(invoiceStatus(doc({ payments: [pay(5_000)] }), '2026-03-10')).toBe('partlyPaid');
    expect(invoiceStatus(doc({ payments: [pay(5_000), pay(5_800)] }), '2026-03-10')).toBe('paid');
  });

  it('is overdue only after the due day, while something is owed', () => {
    expect(invoiceStatus(doc(), '2026-03-31')).toBe('issued');
    expect(invoiceStatus(doc({ payments: [pay(100)] }), '2026-04-01')).toBe('overdue');
    expect(invoiceStatus(doc({ payments: [pay(10_800)] }), '2026-04-01')).toBe('paid');
  });

  it('keeps draft and void, and counts credit notes against the balance', () => {
    expect(invoiceStatus(doc({ state: 'draft' }), '2026-05-01')).toBe('draft');
    expect(invoiceStatus(doc({ state: 'void' }), '2026-05-01')).toBe('void');
    expect(balanceDue(doc({ payments: [pay(800)] }), 10_000)).toBe(0);
    expect(invoiceStatus(doc({ payments: [pay(800)] }), '2026-03-10', 10_000)).toBe('paid');
  });
});

describe('quotation status', () => {
  it('expires an unanswered quotation only after its validity day', () => {
    expect(quotationStatus({ state: 'sent', dueDate: '2026-03-31' }, '2026-03-31')).toBe('sent');
    expect(quotationStatus({ state: 'sent', dueDate: '2026-03-31' }, '2026-04-01')).toBe('expired');
    expect(quotationStatus({ state: 'draft', dueDate: '2026-03-31' }, '2026-04-01')).toBe('expired');
    expect(quotationStatus({ state: 'accepted', dueDate: '2026-03-31' }, '2026-05-01')).toBe('accepted');
    expect(quotationStatus({ state: 'void', dueDate: '2026-03-31' }, '2026-03-01')).toBe('void');
  });

  it('numbers quotations with their own prefix', () => {
    expect(formatFinalNumber('quotation', 'BGS', 17)).toBe('QT-BGS-000017');
  });
});
