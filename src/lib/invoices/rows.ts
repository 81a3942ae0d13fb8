import type { RowMeta } from '@/lib/api-types';
import type { EinvoiceStatus } from '@/lib/einvoice/status';
import type { Buyer, InvoiceKind, InvoiceLine, InvoicePayment, InvoiceState } from '@/lib/invoices/schema';

export interface InvoiceTotalsSummary {
  subtotal: number;
  discount: number;
  taxable: number;
  tax: number;
  total: number;
}

/** An invoice or credit note: a replicated document with a device-made id. */
export interface InvoiceRow extends RowMeta {
  branchId: string;
  kind: InvoiceKind;
  state: InvoiceState;
  /** The final number, assigned by the server per branch; null until the server has it. */
  number: string | null;
  /** The number the device printed before the server's; kept for ever, searchable. */
  provisionalNumber: string;
  customerId: string | null;
  buyer: Buyer;
  currency: string;
  issueDate: string;
  dueDate: string;
  lines: InvoiceLine[];
  discountBp: number;
  taxBp: number;
  totals: InvoiceTotalsSummary;
  notes: string;
  creditedInvoiceId: string | null;
  /** For an invoice made from a quotation: that quotation. */
  quotationId: string | null;
  /** When a quotation was accepted or declined. */
  decidedAt: string | null;
  saleIds: string[];
  /** Payments recorded against it, in the order they reached the server. */
  payments: InvoicePayment[];
  issuedAt: string | null;
  voidReason: string | null;
  voidedAt: string | null;
  createdBy: string;
  createdAt: string;
  /** Its e-invoice at MyInvois (issued invoices and credit notes of an e-invoicing business); null otherwise. */
  einvoice?: EinvoiceStatus | null;
}
