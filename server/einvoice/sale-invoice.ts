import { v7 as uuidv7 } from 'uuid';
import { resolveFeatures } from '@/lib/features';
import type { SaleCreateInput } from '@/lib/checkout/sale-schema';
import { checkThresholdBuyer, einvoicingOn, exceedsConsolidationLimit } from '@/lib/einvoice/threshold';
import { saleEinvoiceLines } from '@/lib/einvoice/sale-lines';
import { computeInvoiceTotals } from '@/lib/invoices/totals';
import { localDayOf } from '@/lib/reports/local-day';
import type { Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import type { Outcome } from '@server/http/idempotency';
import { problem } from '@server/http/problem';
import { json, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { queueEinvoice, readProfile } from '@server/einvoice/job';
import { takeNumber } from '@server/routes/invoices';

/** The business e-invoices: its einvoice flag is on and its tax identity enabled. */
export async function businessEinvoices(q: Queryable, businessId: string): Promise<boolean> {
  const [business] = await q.query<{ features: unknown }>('SELECT features FROM businesses WHERE id = $1', [businessId]);
  const flags = typeof business?.features === 'string' ? json<Record<string, boolean>>(business.features) : (business?.features as Record<string, boolean> | undefined);
  return einvoicingOn(resolveFeatures(flags ?? {}).einvoice, await readProfile(q, businessId));
}

/**
 * The RM 10,000 rule at the server: a sale over the limit of an e-invoicing business without the
 * buyer's details is refused, each missing detail named at its field (`buyer.tin`, …).
 */
export function overLimitRefusal(input: SaleCreateInput, einvoicing: boolean): Outcome | null {
  if (!einvoicing || !exceedsConsolidationLimit(input.totals.total, input.currency)) return null;
  const parsed = checkThresholdBuyer(input.buyer);
  if (parsed.success) return null;
  const errors: Record<string, string> = { buyer: 'einvoice.errors.buyerOverLimit' };
  for (const issue of parsed.error.issues) {
    const field = ['buyer', ...issue.path.map(String)].join('.');
    errors[field] ??= issue.message;
  }
  return { status: 400, body: problem(400, 'A sale over RM 10,000 needs the buyer’s details for its own e-invoice.', errors) };
}

/**
 * Issues the individual e-invoice of a sale that names its buyer, in the sale's transaction (so
 * once: a repeated sale answers the stored one before this runs): an invoice made from the sale
 * (its lines at their exact nets and its service charge, as sale-lines.ts makes them, the receipt
 * number in each, so its totals are the sale's), issued, numbered, and queued
 * for MyInvois (job.ts). The caller holds the business write lock.
 */
export async function issueSaleEinvoice(q: Queryable, businessId: string, input: SaleCreateInput, userId: string, timeZone: string): Promise<string | null> {
  if (input.buyer === undefined) return null;
  const branch = (await q.query<DbRow>('SELECT code FROM branches WHERE business_id = $1 AND id = $2', [businessId, input.branchId]))[0];
  if (branch === undefined) return null;
  const { lines } = saleEinvoiceLines(input, `receipt ${input.receiptNumber}`, uuidv7);
  const discountBp = 0;
  const { lines: _perLine, ...summary } = computeInvoiceTotals({ lines, discountBp, taxBp: input.rates.taxBp });
  const id = uuidv7();
  const number = await takeNumber(q, businessId, input.branchId, 'invoice', str(branch.code));
  const seq = await nextSeq(q, businessId);
  const day = localDayOf(input.soldAt, timeZone);
  const row = (
    await q.query<DbRow>(
      `INSERT INTO invoices (business_id, id, seq, branch_id, kind, state, number, provisional_number, customer_id, buyer, currency,
         issue_date, due_date, lines, discount_bp, tax_bp, totals, total, notes, credited_invoice_id, sale_ids, issued_at, created_by, created_at,
         quotation_id)
       VALUES ($1, $2, $3, $4, 'invoice', 'issued', $5, $6, $7, $8::text::jsonb, $9, $10, $10, $11::text::jsonb, $12, $13, $14::text::jsonb, $15, '',
         NULL, $16::text::jsonb, $17, $18, $17, NULL) RETURNING *`,
      [
        businessId, id, seq, input.branchId, number, input.receiptNumber, input.customerId, JSON.stringify(input.buyer), input.currency, day,
        JSON.stringify(lines), discountBp, input.rates.taxBp, JSON.stringify(summary), summary.total, JSON.stringify([input.id]), input.soldAt, userId,
      ],
    )
  )[0];
  if (row === undefined) throw new Error('invoice write returned nothing');
  await queueEinvoice(q, businessId, row);
  return id;
}
