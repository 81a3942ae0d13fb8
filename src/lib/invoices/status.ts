import type { InvoiceRow } from '@/lib/invoices/rows';

/** What the list filters by: the stored state, refined by payments and the due date. */
export const INVOICE_STATUSES = ['draft', 'issued', 'partlyPaid', 'paid', 'void', 'overdue'] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

type Doc = Pick<InvoiceRow, 'state' | 'kind' | 'dueDate' | 'totals' | 'payments'>;

export function paidAmount(doc: Pick<InvoiceRow, 'payments'>): number {
  return doc.payments.reduce((sum, p) => sum + p.amount, 0);
}

/** What is still owed: total − payments − credit notes issued against it (never below zero). */
export function balanceDue(doc: Doc, credited = 0): number {
  return Math.max(0, doc.totals.total - paidAmount(doc) - credited);
}

/**
 * The status of a document on `today` (the business's local day, `YYYY-MM-DD`). An issued
 * invoice is paid when nothing is owed, overdue when something is owed after its due date,
 * partly paid when something was paid; a credit note is simply issued.
 */
export function invoiceStatus(doc: Doc, today: string, credited = 0): InvoiceStatus {
  if (doc.state === 'draft' || doc.state === 'void') return doc.state;
  if (doc.state !== 'issued' || doc.kind !== 'invoice') return 'issued';
  const owed = balanceDue(doc, credited);
  if (owed === 0) return 'paid';
  if (doc.dueDate < today) return 'overdue';
  return paidAmount(doc) + credited > 0 ? 'partlyPaid' : 'issued';
}

export const QUOTATION_STATUSES = ['draft', 'sent', 'accepted', 'declined', 'expired', 'void'] as const;
export type QuotationStatus = (typeof QUOTATION_STATUSES)[number];

/** A quotation not yet answered expires after its validity day (kept in dueDate). */
export function quotationStatus(doc: Pick<InvoiceRow, 'state' | 'dueDate'>, today: string): QuotationStatus {
  if ((doc.state === 'draft' || doc.state === 'sent') && doc.dueDate < today) return 'expired';
  return doc.state === 'issued' ? 'sent' : doc.state;
}
