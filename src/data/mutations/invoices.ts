import { db as defaultDb } from '@/data/db';
import { ValidationError } from '@/data/errors';
import type { JsonValue } from '@/data/json';
import { requireActiveAccount } from '@/data/session';
import { defineAction, defineCreate } from '@/data/mutations/define';
import { enqueue, type EnqueueOptions } from '@/data/mutations/enqueue';
import { takeNumber } from '@/data/mutations/sales';
import { createCart, type CartOptions } from '@/data/mutations/carts';
import { quotationCartDiscount, quotationCartLines } from '@/lib/invoices/to-cart';
import { quotationSettingsSchema, type QuotationSettings, type QuotationSettingsRow } from '@/lib/invoices/quotation-settings';
import { v7 as uuidv7 } from 'uuid';
import { formatProvisionalNumber } from '@/lib/invoices/numbering';
import type { InvoiceRow } from '@/lib/invoices/rows';
import { invoiceCreateSchema, invoiceIssueSchema, invoicePaymentSchema, invoiceVoidSchema, quotationDecisionSchema, type InvoiceCreateInput, type InvoicePayment } from '@/lib/invoices/schema';
import { computeInvoiceTotals } from '@/lib/invoices/totals';

const invoicesPath = (businessId: string) => `/b/${businessId}/invoices`;

const createInvoiceRow = defineCreate({
  table: 'invoices',
  schema: invoiceCreateSchema,
  path: invoicesPath,
  toRow: (input, { account, now }): InvoiceRow => {
    const { lines: _perLine, ...totals } = computeInvoiceTotals(input);
    return {
      ...input,
      businessId: account.businessId,
      number: null,
      totals,
      payments: [],
      issuedAt: input.state === 'draft' ? null : now,
      voidReason: null,
      voidedAt: null,
      decidedAt: null,
      createdBy: account.userId,
      updatedAt: now,
      version: 0,
    };
  },
});

export interface DocumentDevice {
  deviceId: string;
  deviceCode: string;
  branchCode: string;
}

export type NewInvoiceInput = Omit<InvoiceCreateInput, 'id' | 'provisionalNumber' | 'createdAt'>;

/**
 * Creates an invoice or credit note offline: the device's next provisional number (its own
 * counter; a number taken by a create that then fails validation is skipped, never reused), then
 * the row and its outbox entry. Resolves to the new document's id.
 */
export async function createInvoice(input: NewInvoiceInput, device: DocumentDevice, options: EnqueueOptions = {}): Promise<string> {
  const db = options.db ?? defaultDb;
  const createdAt = (options.now ?? (() => new Date()))().toISOString();
  // Checked before a number is taken: the usual mistakes (no buyer, no lines) cost none.
  const check = invoiceCreateSchema.safeParse({ ...input, id: crypto.randomUUID(), provisionalNumber: formatProvisionalNumber(device.branchCode, device.deviceCode, 1), createdAt });
  if (!check.success) throw ValidationError.fromZod(check.error);
  const seq = await db.transaction('rw', db.checkoutLocal, () => takeNumber(db, `invoiceSeq:${device.deviceId}`));
  return createInvoiceRow({ ...input, provisionalNumber: formatProvisionalNumber(device.branchCode, device.deviceCode, seq), createdAt }, options);
}

export const issueInvoice = defineAction({
  table: 'invoices',
  schema: invoiceIssueSchema,
  path: (businessId, id) => `${invoicesPath(businessId)}/${id}/issue`,
  patch: (input) => ({ state: 'issued', issuedAt: input.issuedAt }),
});

/** A draft quotation sent to the buyer (the server's issue route sends a quotation). */
export const sendQuotation = defineAction({
  table: 'invoices',
  schema: invoiceIssueSchema,
  path: (businessId, id) => `${invoicesPath(businessId)}/${id}/issue`,
  patch: (input) => ({ state: 'sent', issuedAt: input.issuedAt }),
});

export const decideQuotation = defineAction({
  table: 'invoices',
  schema: quotationDecisionSchema,
  path: (businessId, id) => `${invoicesPath(businessId)}/${id}/decision`,
  patch: (input) => ({ state: input.decision, decidedAt: input.decidedAt }),
});

export const voidInvoice = defineAction({
  table: 'invoices',
  schema: invoiceVoidSchema,
  path: (businessId, id) => `${invoicesPath(businessId)}/${id}/void`,
  patch: (input) => ({ state: 'void', voidReason: input.reason, voidedAt: input.voidedAt }),
});

/**
 * Records a payment against an issued invoice (offline too). The replica shows it appended at
 * once; the server appends it once per payment id, so a retried request never counts twice.
 */
export async function recordInvoicePayment(
  invoiceId: string,
  input: { paymentId: string; method: string; amount: number; reference: string },
  options: EnqueueOptions = {},
): Promise<void> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const paidAt = (options.now ?? (() => new Date()))().toISOString();
  const parsed = invoicePaymentSchema.safeParse({ ...input, paidAt });
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const current = await db.invoices.get(invoiceId);
  if (current === undefined) throw new ValidationError({ _form: 'invoices.errors.notFound' });
  const payment: InvoicePayment = { ...parsed.data, recordedBy: account.userId };
  const body: JsonValue = parsed.data;
  await enqueue(
    {
      table: 'invoices',
      rowId: invoiceId,
      method: 'POST',
      path: `${invoicesPath(account.businessId)}/${invoiceId}/payments`,
      body,
      effect: { op: 'update', patch: { payments: [...current.payments, payment], updatedAt: paidAt } },
    },
    { ...options, db, account },
  );
}

/**
 * Takes an accepted quotation to the till: a new active cart for the branch holding its lines,
 * discounts and customer, its note naming the quotation (the link kept on the sale). Resolves to the cart id.
 */
export async function quotationToCart(row: Pick<InvoiceRow, 'lines' | 'discountBp' | 'customerId'>, till: { branchId: string; deviceId: string }, note: string, options: CartOptions = {}): Promise<string> {
  const db = options.db ?? defaultDb;
  return db.transaction('rw', [db.carts, db.checkoutLocal], async () => {
    const cartId = await createCart({ branchId: till.branchId, deviceId: till.deviceId, customerId: row.customerId }, options);
    await db.carts.update(cartId, { lines: quotationCartLines(row, uuidv7), cartDiscount: quotationCartDiscount(row), note: note.slice(0, 200) });
    return cartId;
  });
}

/** Saves a branch's quotation settings (offline too; the last writer wins). */
export async function saveQuotationSettings(branchId: string, input: QuotationSettings, options: EnqueueOptions = {}): Promise<void> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const parsed = quotationSettingsSchema.safeParse(input);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const now = (options.now ?? (() => new Date()))().toISOString();
  const existing = await db.quotationSettings.get(branchId);
  const row: QuotationSettingsRow = { id: branchId, businessId: account.businessId, updatedAt: now, version: existing?.version ?? 0, ...parsed.data };
  const body: JsonValue = parsed.data;
  await enqueue(
    {
      table: 'quotationSettings',
      rowId: branchId,
      method: 'PUT',
      path: `/b/${account.businessId}/quotationSettings/${branchId}`,
      body,
      effect: existing ? { op: 'update', patch: { ...parsed.data, updatedAt: now } } : { op: 'create', row },
    },
    { ...options, db, account },
  );
}
