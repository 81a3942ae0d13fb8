import { isConsolidatedRefund } from '@/lib/einvoice/consolidation';
import { isIndividualRefundNote, refundNoteLines } from '@/lib/einvoice/refund-note';
import type { InvoiceRow } from '@/lib/invoices/rows';
import type { InvoiceLine } from '@/lib/invoices/schema';

type Note = Pick<InvoiceRow, 'id' | 'kind' | 'state' | 'creditedInvoiceId' | 'provisionalNumber' | 'totals'>;

/** What an invoice has been credited, in sen with SST: by credit notes a person issued and by the server's refund notes of refunds. */
export interface Credited {
  creditNotes: number;
  refundNotes: number;
}

/** A refund note the server made for a refund (of a sale's own e-invoice, or a consolidated one). */
export const isRefundNote = (n: Pick<InvoiceRow, 'provisionalNumber'>): boolean => isIndividualRefundNote(n.provisionalNumber) || isConsolidatedRefund(n.provisionalNumber);

/**
 * What the issued credit notes of `invoiceId` credit it, split into credit notes and refund notes
 * (both are credit-note rows; a draft or void one credits nothing). `exceptId` leaves one out
 * (the note being checked).
 */
export function creditedOf(notes: readonly Note[], invoiceId: string, exceptId: string | null = null): Credited {
  const out: Credited = { creditNotes: 0, refundNotes: 0 };
  for (const n of notes) {
    if (n.kind !== 'creditNote' || n.state !== 'issued' || n.creditedInvoiceId !== invoiceId || n.id === exceptId) continue;
    if (isRefundNote(n)) out.refundNotes += n.totals.total;
    else out.creditNotes += n.totals.total;
  }
  return out;
}

/** The credit left on an invoice: its total less its credit notes and refund notes, never below zero. */
export function creditLeft(total: number, credited: Credited): number {
  return Math.max(0, total - credited.creditNotes - credited.refundNotes);
}

/**
 * Why a credit note of `amount` (sen, with SST) cannot be issued when `left` is what the invoice
 * still has to credit, as a translation key, or null when it can.
 */
export function creditAmountError(amount: number, left: number): 'invoices.errors.amountPositive' | 'invoices.errors.creditExceeds' | null {
  if (!Number.isInteger(amount) || amount <= 0) return 'invoices.errors.amountPositive';
  return amount > left ? 'invoices.errors.creditExceeds' : null;
}

/**
 * The lines of a credit note of `amount` (sen, with SST) after `credited` was credited already:
 * the whole invoice at once copies its lines; otherwise the amount's part before SST over the
 * invoice's lines in proportion to their nets, the SST on the running sum, so the notes of a
 * fully credited invoice give back exactly its SST (the refund note's rule, `refundNoteLines`).
 */
export function creditNoteLines(invoice: Pick<InvoiceRow, 'lines' | 'discountBp' | 'taxBp'>, credited: Credited, amount: number, lineId: (i: number) => string): InvoiceLine[] {
  return refundNoteLines(invoice, credited.creditNotes + credited.refundNotes, amount, lineId);
}
