import { CONSOLIDATED_PREFIX, CONSOLIDATED_REFUND_PREFIX } from '@/lib/einvoice/consolidation';
import { isIndividualRefundNote } from '@/lib/einvoice/refund-note';
import type { EinvoiceState } from '@/lib/einvoice/status';
import type { InvoiceRow } from '@/lib/invoices/rows';
import { formatDay } from '@/lib/format-date';

/**
 * The e-invoice documents the server makes on its own, tied to no invoice a person created: the
 * monthly consolidated e-invoice, the consolidated refund note of a month, and the refund note of
 * a sale's own e-invoice. Known by their provisional numbers (consolidation.ts, refund-note.ts).
 */
export const EINVOICE_DOCUMENT_TYPES = ['consolidated', 'consolidatedRefund', 'refundNote'] as const;
export type EinvoiceDocumentType = (typeof EINVOICE_DOCUMENT_TYPES)[number];

export function einvoiceDocumentType(row: Pick<InvoiceRow, 'kind' | 'provisionalNumber'>): EinvoiceDocumentType | null {
  if (row.kind === 'creditNote' && row.provisionalNumber.startsWith(CONSOLIDATED_REFUND_PREFIX)) return 'consolidatedRefund';
  if (row.kind === 'invoice' && row.provisionalNumber.startsWith(CONSOLIDATED_PREFIX)) return 'consolidated';
  if (row.kind === 'creditNote' && isIndividualRefundNote(row.provisionalNumber)) return 'refundNote';
  return null;
}

/**
 * The statuses a person filters by: submitted (waiting to go or being validated), valid (a
 * cancellation asked for but not done leaves it valid), invalid (MyInvois's refusal or ours:
 * not submitted), cancelled.
 */
export const EINVOICE_DOCUMENT_STATUSES = ['submitted', 'valid', 'invalid', 'cancelled'] as const;
export type EinvoiceDocumentStatus = (typeof EINVOICE_DOCUMENT_STATUSES)[number];

const STATUS_OF: Record<EinvoiceState, EinvoiceDocumentStatus> = {
  queued: 'submitted', submitted: 'submitted', valid: 'valid', cancelRequested: 'valid', invalid: 'invalid', failed: 'invalid', cancelled: 'cancelled',
};
export const documentStatus = (state: EinvoiceState): EinvoiceDocumentStatus => STATUS_OF[state];

const MONTH = /\d{4}-\d{2}/g;

/**
 * The month a document reports ('yyyy-MM'): a consolidated e-invoice's month, a consolidated
 * refund note's month (the first of the two its number names), a refund note's issue month.
 */
export function documentMonth(row: Pick<InvoiceRow, 'kind' | 'provisionalNumber' | 'issueDate'>): string {
  const type = einvoiceDocumentType(row);
  if (type === 'consolidated' || type === 'consolidatedRefund') {
    const found = row.provisionalNumber.slice(CONSOLIDATED_PREFIX.length).match(MONTH);
    if (found?.[0] !== undefined) return found[0];
  }
  return row.issueDate.slice(0, 7);
}

/** For a consolidated refund note: the month of the consolidated e-invoice it corrects. */
export function correctedMonth(row: Pick<InvoiceRow, 'kind' | 'provisionalNumber'>): string | null {
  if (einvoiceDocumentType(row) !== 'consolidatedRefund') return null;
  return row.provisionalNumber.match(MONTH)?.[1] ?? null;
}

export interface EinvoiceDocumentFilter {
  type: EinvoiceDocumentType | null;
  status: EinvoiceDocumentStatus | null;
  /** 'yyyy-MM', or null for every month. */
  month: string | null;
}

export interface EinvoiceDocument {
  row: InvoiceRow;
  type: EinvoiceDocumentType;
  /** Null while the business does not e-invoice the row (it has no e-invoice yet). */
  status: EinvoiceDocumentStatus | null;
  month: string;
}

/** The server's own e-invoice documents among `rows` that pass `filter`, newest month first, then by number. */
export function einvoiceDocuments(rows: readonly InvoiceRow[], filter: EinvoiceDocumentFilter): EinvoiceDocument[] {
  return rows
    .flatMap((row): EinvoiceDocument[] => {
      const type = einvoiceDocumentType(row);
      if (type === null) return [];
      return [{ row, type, status: row.einvoice ? documentStatus(row.einvoice.state) : null, month: documentMonth(row) }];
    })
    .filter((d) => (filter.type === null || d.type === filter.type) && (filter.status === null || d.status === filter.status) && (filter.month === null || d.month === filter.month))
    .sort((a, b) => b.month.localeCompare(a.month) || (b.row.issuedAt ?? b.row.createdAt).localeCompare(a.row.issuedAt ?? a.row.createdAt) || a.row.id.localeCompare(b.row.id));
}

/** The months the documents report, newest first (the month filter's choices). */
export const documentMonths = (rows: readonly InvoiceRow[]): string[] =>
  [...new Set(rows.filter((r) => einvoiceDocumentType(r) !== null).map(documentMonth))].sort().reverse();

/** A 'yyyy-MM' month as people read it ('October 2026'). */
export const monthLabel = (month: string): string => formatDay(`${month}-01`, 'monthYear');
