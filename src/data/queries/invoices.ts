import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import type { InvoiceRow } from '@/lib/invoices/rows';
import { invoiceStatus, quotationStatus, type InvoiceStatus, type QuotationStatus } from '@/lib/invoices/status';
import { documentMonths, einvoiceDocuments, type EinvoiceDocument, type EinvoiceDocumentFilter } from '@/lib/einvoice/documents';

export interface InvoiceListFilter {
  status: InvoiceStatus | null;
  /** Number (final or provisional), buyer name or company contains, case-insensitive. */
  search: string;
  /** Issue days, inclusive (`YYYY-MM-DD`). */
  from: string | null;
  to: string | null;
}

export interface InvoiceListItem {
  row: InvoiceRow;
  status: InvoiceStatus;
  /** Credit notes issued against it. */
  credited: number;
}

function creditedBy(notes: readonly InvoiceRow[]): Map<string, number> {
  const out = new Map<string, number>();
  for (const n of notes) {
    if (n.kind !== 'creditNote' || n.state !== 'issued' || n.creditedInvoiceId === null) continue;
    out.set(n.creditedInvoiceId, (out.get(n.creditedInvoiceId) ?? 0) + n.totals.total);
  }
  return out;
}

function matches(row: InvoiceRow, needle: string): boolean {
  if (needle === '') return true;
  return [row.number ?? '', row.provisionalNumber, row.buyer.name, row.buyer.company].some((v) => v.toLowerCase().includes(needle));
}

/** Invoices and credit notes of the business, newest issue day first, with their status on `today`. */
export function useInvoices(filter: InvoiceListFilter, today: string): InvoiceListItem[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  const { status, search, from, to } = filter;
  return useLiveQuery(async () => {
    if (!businessId) return [];
    const rows = await db.invoices
      .where('issueDate')
      .between(from ?? '', to ?? '\uffff', true, true)
      .filter((r) => r.businessId === businessId && r.kind !== 'quotation')
      .toArray();
    const credited = creditedBy(await db.invoices.filter((r) => r.businessId === businessId && r.kind === 'creditNote').toArray());
    const needle = search.trim().toLowerCase();
    return rows
      .filter((r) => matches(r, needle))
      .map((row) => ({ row, credited: credited.get(row.id) ?? 0, status: invoiceStatus(row, today, credited.get(row.id) ?? 0) }))
      .filter((item) => status === null || item.status === status)
      .reverse();
  }, [businessId, status, search, from, to, today]);
}

export interface InvoiceDetails {
  row: InvoiceRow;
  creditNotes: InvoiceRow[];
  credited: number;
  /** For a credit note: the invoice it credits. */
  creditedInvoice: InvoiceRow | null;
}

export function useInvoice(id: string): InvoiceDetails | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.invoices.get(id);
    if (row === undefined) return null;
    const creditNotes = await db.invoices.filter((r) => r.creditedInvoiceId === id).toArray();
    const credited = creditedBy(creditNotes).get(id) ?? 0;
    const creditedInvoice = row.creditedInvoiceId === null ? null : ((await db.invoices.get(row.creditedInvoiceId)) ?? null);
    return { row, creditNotes, credited, creditedInvoice };
  }, [id]);
}

/** Whether the document still has changes waiting in the outbox. */
export function useInvoicePending(id: string): boolean | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!account) return false;
    const entries = await db.outbox.where('[table+rowId]').equals(['invoices', id]).toArray();
    return entries.some((e) => e.userId === account.userId && e.businessId === account.businessId);
  }, [account?.userId, account?.businessId, id]);
}

export interface QuotationListItem {
  row: InvoiceRow;
  status: QuotationStatus;
}

/** Quotations of the business, newest first, by status and number or buyer. */
export function useQuotations(status: QuotationStatus | null, search: string, today: string): QuotationListItem[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    if (!businessId) return [];
    const rows = await db.invoices.orderBy('issueDate').filter((r) => r.businessId === businessId && r.kind === 'quotation').toArray();
    const needle = search.trim().toLowerCase();
    return rows
      .filter((r) => matches(r, needle))
      .map((row) => ({ row, status: quotationStatus(row, today) }))
      .filter((item) => status === null || item.status === status)
      .reverse();
  }, [businessId, status, search, today]);
}

/** A quotation and the invoices made from it. */
export function useQuotation(id: string): { row: InvoiceRow; invoices: InvoiceRow[] } | null | undefined {
  return useLiveQuery(async () => {
    const row = await db.invoices.get(id);
    if (row === undefined || row.kind !== 'quotation') return null;
    return { row, invoices: await db.invoices.filter((r) => r.quotationId === id).toArray() };
  }, [id]);
}

/** Any document by id (e.g. the quotation an invoice is made from); null when not on the device. */
export function useDocument(id: string | null): InvoiceRow | null | undefined {
  return useLiveQuery(async () => (id === null ? null : ((await db.invoices.get(id)) ?? null)), [id]);
}

/** The e-invoice documents the server made on its own (consolidated e-invoices, refund notes), by filter, and the months they report. */
export function useEinvoiceDocuments(filter: EinvoiceDocumentFilter): { documents: EinvoiceDocument[]; months: string[] } | undefined {
  const businessId = useActiveAccount()?.businessId;
  const { type, status, month } = filter;
  return useLiveQuery(async () => {
    if (!businessId) return { documents: [], months: [] };
    const rows = await db.invoices.filter((r) => r.businessId === businessId && r.kind !== 'quotation').toArray();
    return { documents: einvoiceDocuments(rows, { type, status, month }), months: documentMonths(rows) };
  }, [businessId, type, status, month]);
}
