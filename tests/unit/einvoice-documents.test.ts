import { describe, expect, it } from 'vitest';
import { correctedMonth, documentMonth, documentMonths, documentStatus, einvoiceDocumentType, einvoiceDocuments } from '@/lib/einvoice/documents';
import { queuedStatus, type EinvoiceState } from '@/lib/einvoice/status';
import type { InvoiceRow } from '@/lib/invoices/rows';

const row = (id: string, kind: InvoiceRow['kind'], provisionalNumber: string, issueDate: string, state: EinvoiceState | null): InvoiceRow => ({
  id, businessId: 'b', branchId: 'br', kind, state: 'issued', number: null, provisionalNumber, customerId: null,
  buyer: { name: 'General Public', company: '', email: '', phone: '', address: '', tin: 'EI00000000010', idType: 'BRN', idValue: 'NA', sstNumber: '' },
  currency: 'myr', issueDate, dueDate: issueDate, lines: [], discountBp: 0, taxBp: 0, totals: { subtotal: 0, discount: 0, taxable: 0, tax: 0, total: 0 },
  notes: '', creditedInvoiceId: null, quotationId: null, decidedAt: null, saleIds: [], payments: [], issuedAt: `${issueDate}T02:00:00.000Z`,
  einvoice: state === null ? null : { ...queuedStatus(), state }, createdAt: `${issueDate}T02:00:00.000Z`,
} as unknown as InvoiceRow);

const OCT = row('1', 'invoice', 'CONSOLIDATED-2026-10', '2026-11-03', 'valid');
const NOV = row('2', 'invoice', 'CONSOLIDATED-2026-11', '2026-12-02', 'submitted');
const NOV_REFUNDS = row('3', 'creditNote', 'CONSOLIDATED-REFUND-2026-11-OF-2026-10', '2026-12-02', 'invalid');
const OWN_REFUND = row('4', 'creditNote', 'REFUND-A-DEV10-000042-0000abcd', '2026-11-20', 'cancelled');
const PERSON_MADE = row('5', 'invoice', 'P-BR-DEV1-0001', '2026-11-20', 'valid');
const PERSON_CREDIT = row('6', 'creditNote', 'P-BR-DEV1-0002', '2026-11-21', 'queued');
const ALL = [PERSON_MADE, OCT, OWN_REFUND, NOV, PERSON_CREDIT, NOV_REFUNDS];

describe('the server’s own e-invoice documents', () => {
  it('tells each kind by its number and leaves out what a person made', () => {
    expect(ALL.map(einvoiceDocumentType)).toEqual([null, 'consolidated', 'refundNote', 'consolidated', null, 'consolidatedRefund']);
  });

  it('reports the month a document covers, and the month a consolidated refund note corrects', () => {
    expect([OCT, NOV_REFUNDS, OWN_REFUND].map(documentMonth)).toEqual(['2026-10', '2026-11', '2026-11']);
    expect(correctedMonth(NOV_REFUNDS)).toBe('2026-10');
    expect(correctedMonth(OCT)).toBeNull();
  });

  it('groups MyInvois’s states into the four a person filters by', () => {
    expect((['queued', 'submitted', 'valid', 'cancelRequested', 'invalid', 'failed', 'cancelled'] as const).map(documentStatus)).toEqual([
      'submitted', 'submitted', 'valid', 'valid', 'invalid', 'invalid', 'cancelled',
    ]);
  });

  it('filters by type, status and month, newest month first', () => {
    const ids = (f: Parameters<typeof einvoiceDocuments>[1]) => einvoiceDocuments(ALL, f).map((d) => d.row.id);
    expect(ids({ type: null, status: null, month: null })).toEqual(['2', '3', '4', '1']);
    expect(ids({ type: 'consolidated', status: null, month: null })).toEqual(['2', '1']);
    expect(ids({ type: null, status: 'submitted', month: null })).toEqual(['2']);
    expect(ids({ type: null, status: null, month: '2026-11' })).toEqual(['2', '3', '4']);
    expect(ids({ type: 'refundNote', status: 'cancelled', month: '2026-10' })).toEqual([]);
    expect(documentMonths(ALL)).toEqual(['2026-11', '2026-10']);
  });
});
