import { v5 as uuidv5 } from 'uuid';
import { z } from 'zod';
import { GENERAL_PUBLIC_TIN } from '@/lib/einvoice/profile';
import { CONSOLIDATED_PREFIX, consolidatedRefundNumber, monthDue, nettedReceipt, refundSplit, refundsReported, type ReceiptAmounts, type RefundMonths } from '@/lib/einvoice/consolidation';
import { CONSOLIDATION_LIMIT_SEN } from '@/lib/einvoice/threshold';
import type { Buyer, InvoiceLine } from '@/lib/invoices/schema';
import { computeInvoiceTotals } from '@/lib/invoices/totals';
import type { Db, Queryable } from '@server/db/types';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { queueEinvoice } from '@server/einvoice/job';
import { businessEinvoices } from '@server/einvoice/sale-invoice';
import { hourlyPlanner } from '@server/jobs/hourly-planner';
import { enqueueJob } from '@server/jobs/queue';
import { PermanentJobError, type JobHandler } from '@server/jobs/runner';
import { json, num, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { takeNumber } from '@server/routes/invoices';

export const CONSOLIDATE_QUEUE = 'einvoice.consolidate';
export const CONSOLIDATE_PLAN_QUEUE = 'einvoice.consolidate-plan';
/** Namespace of the consolidated documents' ids: one id per business and month, so one document. */
const CONSOLIDATED_NS = '6f1f3c52-6b8e-4a53-9a3e-0c7d1b6e2a10';
/** The maker of a document the server makes on its own (no member made it). */
const SYSTEM_USER = '00000000-0000-0000-0000-000000000000';

export const consolidatedInvoiceId = (businessId: string, month: string): string => uuidv5(`${businessId}:${month}`, CONSOLIDATED_NS);
/** The id of a month's consolidated refund note for the refunds of one earlier consolidated e-invoice. */
export const consolidatedRefundNoteId = (businessId: string, month: string, originalId: string): string => uuidv5(`${businessId}:${month}:refunds-of:${originalId}`, CONSOLIDATED_NS);

const GENERAL_PUBLIC: Buyer = {
  name: 'General Public', company: '', email: '', phone: '', address: '', tin: GENERAL_PUBLIC_TIN, idType: 'BRN', idValue: 'NA', sstNumber: '',
};

/** Each refund of sale `s` (branch `b`) with its months on the branch's calendar, as JSON (RefundMonths[]). */
const REFUNDS_OF_SALE = `(SELECT coalesce(jsonb_agg(jsonb_build_object('amount', r.amount,
    'refundMonth', to_char(r.refunded_at AT TIME ZONE b.time_zone, 'YYYY-MM'), 'recordedMonth', to_char(r.updated_at AT TIME ZONE b.time_zone, 'YYYY-MM'))), '[]'::jsonb)
  FROM refunds r WHERE r.business_id = s.business_id AND r.sale_id = s.id)`;

/**
 * The month's B2C sales to consolidate: sold in `month` on their branch's calendar, not above the
 * RM 10,000 limit, and in no individual e-invoice (an invoice other than a void one naming the
 * sale); in receipt order, each with its refunds.
 */
export async function salesToConsolidate(q: Queryable, businessId: string, month: string, consolidatedId: string): Promise<DbRow[]> {
  return q.query<DbRow>(
    `SELECT s.id, s.branch_id, s.receipt_number, s.totals, s.rates, s.currency, ${REFUNDS_OF_SALE} AS refunds
     FROM sales s JOIN branches b ON b.business_id = s.business_id AND b.id = s.branch_id
     WHERE s.business_id = $1 AND to_char(s.sold_at AT TIME ZONE b.time_zone, 'YYYY-MM') = $2 AND s.total <= $3
       AND NOT EXISTS (SELECT 1 FROM invoices i WHERE i.business_id = s.business_id AND i.id <> $4 AND i.state <> 'void'
         AND i.kind = 'invoice' AND i.sale_ids @> jsonb_build_array(s.id::text))
     ORDER BY s.receipt_number`,
    [businessId, month, CONSOLIDATION_LIMIT_SEN, consolidatedId],
  );
}

/**
 * The sales of earlier months in a consolidated e-invoice with a refund in or after `month` (the
 * caller keeps those `month`'s documents report): each with its consolidated e-invoice, its month
 * and its refunds.
 */
async function refundedConsolidatedSales(q: Queryable, businessId: string, month: string): Promise<DbRow[]> {
  return q.query<DbRow>(
    `SELECT s.id, s.receipt_number, s.totals, s.rates, to_char(s.sold_at AT TIME ZONE b.time_zone, 'YYYY-MM') AS sale_month,
       i.id AS original_id, ${REFUNDS_OF_SALE} AS refunds
     FROM sales s JOIN branches b ON b.business_id = s.business_id AND b.id = s.branch_id
       JOIN invoices i ON i.business_id = s.business_id AND i.kind = 'invoice' AND i.state <> 'void'
         AND i.provisional_number LIKE '${CONSOLIDATED_PREFIX}%' AND i.sale_ids @> jsonb_build_array(s.id::text)
     WHERE s.business_id = $1 AND to_char(s.sold_at AT TIME ZONE b.time_zone, 'YYYY-MM') < $2
       AND EXISTS (SELECT 1 FROM refunds r WHERE r.business_id = s.business_id AND r.sale_id = s.id
         AND (to_char(r.refunded_at AT TIME ZONE b.time_zone, 'YYYY-MM') >= $2 OR to_char(r.updated_at AT TIME ZONE b.time_zone, 'YYYY-MM') >= $2))
     ORDER BY i.provisional_number, s.receipt_number`,
    [businessId, month],
  );
}

const refundsOf = (row: DbRow): RefundMonths[] =>
  json<{ amount: unknown; refundMonth: unknown; recordedMonth: unknown }[]>(row.refunds).map((r) => ({ amount: num(r.amount), refundMonth: str(r.refundMonth), recordedMonth: str(r.recordedMonth) }));
const receiptOf = (row: DbRow): ReceiptAmounts => {
  const totals = json<{ total: number; tax: number }>(row.totals);
  return { total: num(totals.total), tax: num(totals.tax) };
};
const taxBpOf = (rows: readonly DbRow[]): number => Math.max(0, ...rows.map((s) => num(json<{ taxBp: number }>(s.rates).taxBp)));

interface NewDocument {
  id: string;
  kind: 'invoice' | 'creditNote';
  provisionalNumber: string;
  branchId: string;
  currency: string;
  lines: InvoiceLine[];
  taxBp: number;
  notes: string;
  saleIds: string[];
  creditedInvoiceId: string | null;
}

/** Writes a document the server makes on its own (issued, numbered, to the general public) and queues it for MyInvois. */
async function writeDocument(q: Queryable, businessId: string, d: NewDocument, now: Date): Promise<void> {
  const { lines: _perLine, ...summary } = computeInvoiceTotals({ lines: d.lines, discountBp: 0, taxBp: d.taxBp });
  const branch = (await q.query<DbRow>('SELECT code FROM branches WHERE business_id = $1 AND id = $2', [businessId, d.branchId]))[0];
  const number = await takeNumber(q, businessId, d.branchId, d.kind, branch === undefined ? 'HQ' : str(branch.code));
  const seq = await nextSeq(q, businessId);
  const day = now.toISOString().slice(0, 10);
  const row = (
    await q.query<DbRow>(
      `INSERT INTO invoices (business_id, id, seq, branch_id, kind, state, number, provisional_number, customer_id, buyer, currency,
         issue_date, due_date, lines, discount_bp, tax_bp, totals, total, notes, credited_invoice_id, sale_ids, issued_at, created_by, created_at, quotation_id)
       VALUES ($1, $2, $3, $4, $5, 'issued', $6, $7, NULL, $8::text::jsonb, $9, $10, $10, $11::text::jsonb, 0, $12, $13::text::jsonb, $14, $15,
         $16, $17::text::jsonb, $18, $19, $18, NULL) RETURNING *`,
      [
        businessId, d.id, seq, d.branchId, d.kind, number, d.provisionalNumber, JSON.stringify(GENERAL_PUBLIC), d.currency, day, JSON.stringify(d.lines),
        d.taxBp, JSON.stringify(summary), summary.total, d.notes, d.creditedInvoiceId, JSON.stringify(d.saleIds), now.toISOString(), SYSTEM_USER,
      ],
    )
  )[0];
  if (row === undefined) throw new Error('invoice write returned nothing');
  await queueEinvoice(q, businessId, row);
}

export interface MonthDocuments {
  /** The month's consolidated e-invoice, or null when there is nothing to consolidate. */
  invoiceId: string | null;
  /** The month's consolidated refund notes, one per earlier consolidated e-invoice refunds correct. */
  refundNoteIds: string[];
}

/**
 * Makes and queues the month's consolidated documents, once (their ids come from the business,
 * the month and, for a refund note, the document it corrects, so a re-run answers those made):
 * - the consolidated e-invoice: one line per receipt (its number, its amount before tax net of
 *   the refunds reported in the same month, taxable when it was taxed; a receipt refunded in full
 *   has no line);
 * - a consolidated refund note (type 04) per earlier month's consolidated e-invoice whose sales
 *   have refunds reported this month (consolidation.ts: `reportMonth`): one line per receipt, the
 *   refunds' part before tax.
 * Nothing when the business does not e-invoice.
 */
export async function consolidateMonth(db: Db, businessId: string, month: string, now: Date): Promise<MonthDocuments> {
  return db.tx(async (q) => {
    await lockBusiness(q, businessId);
    return consolidateMonthIn(q, businessId, month, now);
  });
}

/** `consolidateMonth` in the caller's transaction, which holds the business write lock (the demo seed). */
export async function consolidateMonthIn(q: Queryable, businessId: string, month: string, now: Date): Promise<MonthDocuments> {
  const exists = async (id: string): Promise<boolean> => (await q.query('SELECT 1 FROM invoices WHERE business_id = $1 AND id = $2', [businessId, id])).length > 0;
  const made: MonthDocuments = { invoiceId: null, refundNoteIds: [] };
  if (!(await businessEinvoices(q, businessId))) return made;

  const id = consolidatedInvoiceId(businessId, month);
  if (await exists(id)) made.invoiceId = id;
  else {
    const sales = await salesToConsolidate(q, businessId, month, id);
    const lines: InvoiceLine[] = sales.flatMap((s): InvoiceLine[] => {
      const receipt = receiptOf(s);
      const net = nettedReceipt(receipt, refundsReported(month, refundsOf(s), month).inMonth);
      if (net <= 0) return [];
      return [{
        id: uuidv5(`${id}:${str(s.id)}`, CONSOLIDATED_NS), kind: 'free', itemId: null, description: `Receipt ${str(s.receipt_number)}`,
        quantity: 1, unitPrice: net, discountBp: 0, taxable: receipt.tax > 0,
      }];
    });
    const first = sales[0];
    if (first !== undefined && lines.length > 0) {
      await writeDocument(q, businessId, {
        id, kind: 'invoice', provisionalNumber: `${CONSOLIDATED_PREFIX}${month}`, branchId: str(first.branch_id), currency: str(first.currency), lines,
        taxBp: taxBpOf(sales), notes: `Consolidated e-invoice of ${month}`, saleIds: sales.map((s) => str(s.id)), creditedInvoiceId: null,
      }, now);
      made.invoiceId = id;
    }
  }

  const refunded = (await refundedConsolidatedSales(q, businessId, month))
    .map((r) => ({ row: r, ...refundsReported(str(r.sale_month), refundsOf(r), month) }))
    .filter((r) => r.inMonth > 0);
  for (const originalId of [...new Set(refunded.map((r) => str(r.row.original_id)))]) {
    const receipts = refunded.filter((r) => str(r.row.original_id) === originalId);
    const noteId = consolidatedRefundNoteId(businessId, month, originalId);
    if (await exists(noteId)) {
      made.refundNoteIds.push(noteId);
      continue;
    }
    const original = (await q.query<DbRow>('SELECT branch_id, currency, provisional_number FROM invoices WHERE business_id = $1 AND id = $2', [businessId, originalId]))[0];
    if (original === undefined) throw new Error('the consolidated e-invoice vanished');
    const lines = receipts.flatMap(({ row: r, inMonth, before }): InvoiceLine[] => {
      const receipt = receiptOf(r);
      const part = refundSplit(receipt, before, inMonth);
      if (part.net <= 0) return [];
      return [{
        id: uuidv5(`${noteId}:${str(r.id)}`, CONSOLIDATED_NS), kind: 'free', itemId: null, description: `Refund of receipt ${str(r.receipt_number)}`,
        quantity: 1, unitPrice: part.net, discountBp: 0, taxable: receipt.tax > 0,
      }];
    });
    if (lines.length === 0) continue;
    const originalMonth = str(original.provisional_number).slice(CONSOLIDATED_PREFIX.length);
    await writeDocument(q, businessId, {
      id: noteId, kind: 'creditNote', provisionalNumber: consolidatedRefundNumber(month, originalMonth), branchId: str(original.branch_id),
      currency: str(original.currency), lines, taxBp: taxBpOf(receipts.map((r) => r.row)), notes: `Consolidated refund note of ${month} for ${originalMonth}`,
      saleIds: receipts.map((r) => str(r.row.id)), creditedInvoiceId: originalId,
    }, now);
    made.refundNoteIds.push(noteId);
  }
  return made;
}

/** Enqueues each e-invoicing business's consolidation of the month now due (idempotent by key). */
export async function planConsolidations(q: Queryable, now: Date): Promise<void> {
  const rows = await q.query<DbRow>(
    `SELECT DISTINCT ON (b.business_id) b.business_id::text AS business_id, b.time_zone FROM branches b JOIN businesses z ON z.id = b.business_id
     WHERE b.deleted_at IS NULL AND z.deleted_at IS NULL ORDER BY b.business_id, b.time_zone`,
  );
  for (const r of rows) {
    const businessId = str(r.business_id);
    const month = monthDue(now, str(r.time_zone));
    if (month === null || !(await businessEinvoices(q, businessId))) continue;
    await enqueueJob(q, { queue: CONSOLIDATE_QUEUE, key: `${businessId}:${month}`, businessId, payload: { businessId, month }, maxAttempts: 8 });
  }
}

const planner = hourlyPlanner(CONSOLIDATE_PLAN_QUEUE, planConsolidations);

/** At the API's start: plans the consolidations due and the hourly planner (keys make it idempotent). */
export const startConsolidations = (db: Db, now?: Date): Promise<void> => planner.start(db, now);

const payloadSchema = z.object({ businessId: z.uuid(), month: z.string().regex(/^\d{4}-(0[1-9]|1[0-2])$/) });

/** The consolidation's queues (server/jobs/handlers.ts). */
export function consolidationHandlers(clock: () => Date = () => new Date()): Record<string, JobHandler> {
  return {
    [CONSOLIDATE_QUEUE]: async (ctx) => {
      const parsed = payloadSchema.safeParse(ctx.job.payload);
      if (!parsed.success) throw new PermanentJobError('Not a consolidation job');
      return { done: { ...(await consolidateMonth(ctx.db, parsed.data.businessId, parsed.data.month, clock())) } };
    },
    [CONSOLIDATE_PLAN_QUEUE]: planner.handler(clock),
  };
}
