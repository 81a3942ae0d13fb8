import { z } from 'zod';

/**
 * Invoices and credit notes as they travel between device and server (issue 18). Written once,
 * used by the mutations and the server routes. Amounts are integer minor units, rates basis
 * points, days `YYYY-MM-DD` (the business's local day), times ISO 8601 UTC. Messages are i18n keys.
 */
export const INVOICE_KINDS = ['invoice', 'creditNote', 'quotation'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/**
 * The states stored on the row. Invoices and credit notes: draft, issued, void (paid, partly
 * paid and overdue are derived, status.ts). Quotations: draft, sent, accepted, declined, void
 * (expired is derived from the validity date, kept in dueDate).
 */
export const INVOICE_STATES = ['draft', 'issued', 'void', 'sent', 'accepted', 'declined'] as const;
export type InvoiceState = (typeof INVOICE_STATES)[number];

/** How an invoice is paid. Customer credit is not offered: it needs the credit ledger (checkout). */
export const INVOICE_PAYMENT_METHODS = ['cash', 'transfer', 'card'] as const;
export type InvoicePaymentMethod = (typeof INVOICE_PAYMENT_METHODS)[number];

export const INVOICE_LINE_KINDS = ['service', 'product', 'free'] as const;

const id = z.uuid('validation.invalidId');
const minor = z.number().int('validation.invalidAmount').min(0, 'validation.invalidAmount').max(100_000_000_00, 'validation.invalidAmount');
const basisPoints = z.number().int('invoices.errors.rate').min(0, 'invoices.errors.rate').max(10_000, 'invoices.errors.rate');
const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');
const isoTime = z.iso.datetime({ offset: true, message: 'validation.invalidTime' });
export const localDay = z.iso.date('invoices.errors.date');

export const invoiceLineSchema = z.object({
  id,
  kind: z.enum(INVOICE_LINE_KINDS),
  /** The catalogue service or product; null for a free line. */
  itemId: id.nullable(),
  description: text(200).min(1, 'invoices.errors.descriptionRequired'),
  quantity: z.number().int('validation.invalidQuantity').min(1, 'validation.invalidQuantity').max(9_999, 'validation.invalidQuantity'),
  unitPrice: minor,
  /** A discount on this line, in basis points of its gross. */
  discountBp: basisPoints,
  /** Whether SST applies to this line. */
  taxable: z.boolean(),
});
export type InvoiceLine = z.output<typeof invoiceLineSchema>;

export const buyerSchema = z.object({
  name: text(120).min(1, 'invoices.errors.buyerRequired'),
  company: text(160),
  email: text(254).refine((v) => v === '' || /^[^\s@]+@[^\s@]+\.[^\s@]+$/.test(v), 'validation.InvalidEmail'),
  phone: text(30),
  address: text(400),
  /** Tax identity for an e-invoice (MyInvois): absent or empty means the general public. */
  tin: text(20).default(''),
  idType: z.enum(['BRN', 'NRIC', 'PASSPORT', 'ARMY']).default('BRN'),
  idValue: text(20).default(''),
  sstNumber: text(40).default(''),
});
export type Buyer = z.output<typeof buyerSchema>;

/** Provisional numbers: `P-` + the branch and device codes + the device's own sequence. */
export const PROVISIONAL_NUMBER = /^P-[A-Z0-9]{1,6}-[0-9A-Z]{5}-\d{4,}$/;

export const invoiceCreateSchema = z
  .object({
    id,
    branchId: id,
    kind: z.enum(INVOICE_KINDS),
    /** Draft, or at once issued (invoice, credit note) or sent (quotation). */
    state: z.enum(['draft', 'issued', 'sent']),
    provisionalNumber: z.string().regex(PROVISIONAL_NUMBER, 'invoices.errors.provisionalNumber'),
    customerId: id.nullable(),
    buyer: buyerSchema,
    currency: z.string().regex(/^[a-z]{3}$/, 'validation.invalidCurrency'),
    issueDate: localDay,
    /** Payment due (invoice) or valid until (quotation). */
    dueDate: localDay,
    lines: z.array(invoiceLineSchema).min(1, 'invoices.errors.linesRequired').max(200, 'invoices.errors.tooManyLines'),
    /** A discount on the whole document, in basis points, after the line discounts. */
    discountBp: basisPoints,
    /** The SST rate applied to taxable lines. */
    taxBp: basisPoints,
    notes: text(2000),
    /** For a credit note: the invoice it credits. */
    creditedInvoiceId: id.nullable(),
    /** For an invoice made from a quotation: that quotation. */
    quotationId: id.nullable(),
    /** The sales this invoice was made from (their receipts are listed on it). */
    saleIds: z.array(id).max(100),
    createdAt: isoTime,
  })
  .refine((d) => d.dueDate >= d.issueDate, { path: ['dueDate'], message: 'invoices.errors.dueBeforeIssue' })
  .refine((d) => (d.kind === 'creditNote') === (d.creditedInvoiceId !== null), {
    path: ['creditedInvoiceId'],
    message: 'invoices.errors.creditNoteTarget',
  })
  .refine((d) => d.quotationId === null || d.kind === 'invoice', { path: ['quotationId'], message: 'invoices.errors.quotationLink' })
  .refine((d) => d.state === 'draft' || (d.state === 'sent') === (d.kind === 'quotation'), { path: ['state'], message: 'invoices.errors.state' });
export type InvoiceCreateInput = z.input<typeof invoiceCreateSchema>;
export type InvoiceCreate = z.output<typeof invoiceCreateSchema>;

export const invoiceIssueSchema = z.object({ issuedAt: isoTime });

export const invoicePaymentSchema = z.object({
  /** Made on the device: a payment recorded twice (a retried request) counts once. */
  paymentId: id,
  method: z.enum(INVOICE_PAYMENT_METHODS),
  amount: minor.refine((v) => v > 0, 'invoices.errors.amountPositive'),
  reference: text(60),
  paidAt: isoTime,
});
export type InvoicePayment = z.output<typeof invoicePaymentSchema> & { recordedBy: string };

/** A quotation's answer: accepted (with the invoice made from it, if any) or declined. */
export const quotationDecisionSchema = z.object({
  decision: z.enum(['accepted', 'declined']),
  decidedAt: isoTime,
});

export const invoiceVoidSchema = z.object({
  reason: text(300).min(1, 'invoices.errors.reasonRequired'),
  voidedAt: isoTime,
});

/** Cancelling a document's e-invoice at MyInvois (within 72 hours of its validation). */
export const einvoiceCancelSchema = z.object({
  reason: text(300).min(1, 'invoices.errors.reasonRequired'),
  requestedAt: isoTime,
});
