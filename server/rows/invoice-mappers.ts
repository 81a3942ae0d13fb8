import type { EinvoiceStatus } from '@/lib/einvoice/status';
import type { InvoiceRow, InvoiceTotalsSummary } from '@/lib/invoices/rows';
import { INVOICE_KINDS, INVOICE_STATES, type Buyer, type InvoiceLine, type InvoicePayment } from '@/lib/invoices/schema';
import { iso, isoOrNull, json, num, rowMetaOf, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

export function toInvoice(r: DbRow): InvoiceRow {
  return {
    ...rowMetaOf(r),
    branchId: str(r.branch_id),
    kind: INVOICE_KINDS.find((k) => k === r.kind) ?? 'invoice',
    state: INVOICE_STATES.find((s) => s === r.state) ?? 'draft',
    number: strOrNull(r.number),
    provisionalNumber: str(r.provisional_number),
    customerId: strOrNull(r.customer_id),
    buyer: json<Buyer>(r.buyer),
    currency: str(r.currency),
    issueDate: str(r.issue_date),
    dueDate: str(r.due_date),
    lines: json<InvoiceLine[]>(r.lines),
    discountBp: num(r.discount_bp),
    taxBp: num(r.tax_bp),
    totals: json<InvoiceTotalsSummary>(r.totals),
    notes: str(r.notes),
    creditedInvoiceId: strOrNull(r.credited_invoice_id),
    quotationId: strOrNull(r.quotation_id),
    decidedAt: isoOrNull(r.decided_at),
    saleIds: json<string[]>(r.sale_ids),
    payments: json<InvoicePayment[]>(r.payments),
    issuedAt: isoOrNull(r.issued_at),
    voidReason: strOrNull(r.void_reason),
    voidedAt: isoOrNull(r.voided_at),
    createdBy: str(r.created_by),
    createdAt: iso(r.created_at),
    einvoice: r.einvoice === null || r.einvoice === undefined ? null : json<EinvoiceStatus>(r.einvoice),
  };
}
