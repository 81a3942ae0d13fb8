import { v5 as uuidv5 } from 'uuid';
import { CONSOLIDATED_PREFIX } from '@/lib/einvoice/consolidation';
import { refundNoteLines, refundNoteNumber } from '@/lib/einvoice/refund-note';
import type { InvoiceLine } from '@/lib/invoices/schema';
import { computeInvoiceTotals } from '@/lib/invoices/totals';
import { localDayOf } from '@/lib/reports/local-day';
import type { Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { queueEinvoice } from '@server/einvoice/job';
import { json, num, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { takeNumber } from '@server/routes/invoices';

/** Namespace of the refund notes' ids: one note per refund. */
const REFUND_NOTE_NS = '3b0f1d7e-8f0c-4c55-a1d9-5e2a7c4b9f61';
export const refundNoteId = (businessId: string, refundId: string): string => uuidv5(`${businessId}:${refundId}`, REFUND_NOTE_NS);

/** The refund as the note needs it. */
export interface RefundForNote {
  id: string;
  saleId: string;
  amount: number;
}

/**
 * A refund of a sale that has its own e-invoice (an individual one, not void, queued for MyInvois)
 * gets its own refund note (type 04), made in the refund's transaction and queued on the same
 * submission queue, which waits for the sale's e-invoice's uuid before it sends the note with its
 * BillingReference (number and uuid). What earlier refunds of the e-invoice's sales gave back
 * comes first on the running sum (refund-note.ts in src/lib). The
 * note's id comes from the refund, so it is made once (a repeated refund answers the stored one
 * before this runs; a second call finds the note). Answers the note's id, or null when none is due.
 * The caller holds the business write lock.
 */
export async function issueRefundNote(q: Queryable, businessId: string, refund: RefundForNote, userId: string, timeZone: string, now: Date): Promise<string | null> {
  const original = (
    await q.query<DbRow>(
      `SELECT * FROM invoices WHERE business_id = $1 AND kind = 'invoice' AND state <> 'void' AND einvoice IS NOT NULL
         AND provisional_number NOT LIKE '${CONSOLIDATED_PREFIX}%' AND sale_ids @> jsonb_build_array($2::text)
       ORDER BY created_at LIMIT 1`,
      [businessId, refund.saleId],
    )
  )[0];
  if (original === undefined) return null;
  const id = refundNoteId(businessId, refund.id);
  if ((await q.query('SELECT 1 FROM invoices WHERE business_id = $1 AND id = $2', [businessId, id])).length > 0) return id;
  const earlier = await q.query<{ s: string }>(
    `SELECT coalesce(sum(r.amount), 0)::text AS s FROM refunds r JOIN invoices i ON i.business_id = r.business_id AND i.id = $2
     WHERE r.business_id = $1 AND r.id <> $3 AND i.sale_ids @> jsonb_build_array(r.sale_id::text)`,
    [businessId, str(original.id), refund.id],
  );
  const before = Number(earlier[0]?.s ?? 0);
  const discountBp = num(original.discount_bp);
  const taxBp = num(original.tax_bp);
  const lines = refundNoteLines({ lines: json<InvoiceLine[]>(original.lines), discountBp, taxBp }, before, refund.amount, (i) => uuidv5(`${id}:${i}`, REFUND_NOTE_NS));
  if (lines.length === 0) return null;
  const { lines: _perLine, ...summary } = computeInvoiceTotals({ lines, discountBp: 0, taxBp });
  const branchId = str(original.branch_id);
  const branch = (await q.query<DbRow>('SELECT code FROM branches WHERE business_id = $1 AND id = $2', [businessId, branchId]))[0];
  const number = await takeNumber(q, businessId, branchId, 'creditNote', branch === undefined ? 'HQ' : str(branch.code));
  const seq = await nextSeq(q, businessId);
  const sale = (await q.query<DbRow>('SELECT receipt_number FROM sales WHERE business_id = $1 AND id = $2', [businessId, refund.saleId]))[0];
  const receipt = sale === undefined ? str(original.provisional_number) : str(sale.receipt_number);
  const day = localDayOf(now.toISOString(), timeZone);
  const row = (
    await q.query<DbRow>(
      `INSERT INTO invoices (business_id, id, seq, branch_id, kind, state, number, provisional_number, customer_id, buyer, currency,
         issue_date, due_date, lines, discount_bp, tax_bp, totals, total, notes, credited_invoice_id, sale_ids, issued_at, created_by, created_at, quotation_id)
       VALUES ($1, $2, $3, $4, 'creditNote', 'issued', $5, $6, $7, $8::text::jsonb, $9, $10, $10, $11::text::jsonb, 0, $12, $13::text::jsonb, $14, $15,
         $16, $17::text::jsonb, $18, $19, $18, NULL) RETURNING *`,
      [
        businessId, id, seq, branchId, number, refundNoteNumber(receipt, refund.id), original.customer_id, JSON.stringify(json<unknown>(original.buyer)),
        str(original.currency), day, JSON.stringify(lines), taxBp, JSON.stringify(summary), summary.total, `Refund note of receipt ${receipt}`,
        str(original.id), JSON.stringify([refund.saleId]), now.toISOString(), userId,
      ],
    )
  )[0];
  if (row === undefined) throw new Error('invoice write returned nothing');
  await queueEinvoice(q, businessId, row);
  return id;
}
