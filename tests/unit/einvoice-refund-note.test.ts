import { describe, expect, it } from 'vitest';
import { isConsolidatedRefund } from '@/lib/einvoice/consolidation';
import { isIndividualRefundNote, refundNoteLines, refundNoteNumber } from '@/lib/einvoice/refund-note';
import type { InvoiceLine } from '@/lib/invoices/schema';
import { computeInvoiceTotals } from '@/lib/invoices/totals';

const line = (id: string, unitPrice: number, quantity: number, taxable: boolean, discountBp = 0): InvoiceLine => ({
  id, kind: 'service', itemId: null, description: `Line ${id}`, quantity, unitPrice, discountBp, taxable,
});
const lineId = (i: number): string => `note-${i}`;
// RM 100 × 2 taxed at 8 % with 10 % off, RM 50 untaxed: nets 18,000 + 5,000, SST 1,440, total 24,440.
const DOC = { lines: [line('a', 10_000, 2, true, 1_000), line('b', 5_000, 1, false)], discountBp: 0, taxBp: 800 };
const totalOf = (lines: InvoiceLine[]) => computeInvoiceTotals({ lines, discountBp: 0, taxBp: 800 });

describe('refundNoteLines', () => {
  it('gives the whole document back as its own lines', () => {
    const lines = refundNoteLines(DOC, 0, 24_440, lineId);
    expect(lines.map((l) => [l.id, l.description, l.quantity, l.unitPrice, l.discountBp, l.taxable])).toEqual([
      ['note-0', 'Line a', 2, 10_000, 1_000, true], ['note-1', 'Line b', 1, 5_000, 0, false],
    ]);
    expect(totalOf(lines)).toMatchObject({ tax: 1_440, total: 24_440 });
  });

  it('caps a refund above the document (a tip is not in it) at its total', () => {
    expect(totalOf(refundNoteLines(DOC, 0, 30_000, lineId)).total).toBe(24_440);
  });

  it('carries only the refunded amount, spread over the lines in proportion to their nets', () => {
    // 12,220 is half: 11,500 before SST and 720 SST.
    const lines = refundNoteLines(DOC, 0, 12_220, lineId);
    expect(lines.map((l) => [l.description, l.quantity, l.unitPrice, l.taxable])).toEqual([['Line a', 1, 9_000, true], ['Line b', 1, 2_500, false]]);
    expect(totalOf(lines)).toMatchObject({ tax: 720, total: 12_220 });
  });

  it('continues the running sum after earlier refunds and stops at the document’s total', () => {
    const second = refundNoteLines(DOC, 12_220, 20_000, lineId);
    expect(second.reduce((s, l) => s + l.unitPrice, 0)).toBe(11_500);
    expect(refundNoteLines(DOC, 24_440, 1_000, lineId)).toEqual([]);
    expect(refundNoteLines(DOC, 0, 0, lineId)).toEqual([]);
  });

  it('writes each line at its net when the document had a document discount', () => {
    const doc = { lines: [line('a', 10_000, 1, true)], discountBp: 1_000, taxBp: 800 };
    const lines = refundNoteLines(doc, 0, 9_720, lineId);
    expect(lines.map((l) => [l.quantity, l.unitPrice, l.discountBp])).toEqual([[1, 9_000, 0]]);
    expect(totalOf(lines).total).toBe(9_720);
  });

  it('names the receipt in its provisional number, apart from the consolidated refund notes', () => {
    const n = refundNoteNumber('A-DEV10-0042', '0192f0c4-1111-7000-8000-00000000abcd');
    expect(n).toBe('REFUND-A-DEV10-0042-0000abcd');
    expect(isIndividualRefundNote(n)).toBe(true);
    expect(isConsolidatedRefund(n)).toBe(false);
    expect(isIndividualRefundNote('CONSOLIDATED-REFUND-2026-11-OF-2026-10')).toBe(false);
  });
});
