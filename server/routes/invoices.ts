import type { FastifyInstance } from 'fastify';
import { mayCancel, type EinvoiceStatus } from '@/lib/einvoice/status';
import { z } from 'zod';
import type { MemberRow } from '@/lib/api-types';
import { creditedOf, creditLeft } from '@/lib/invoices/credit';
import { formatFinalNumber } from '@/lib/invoices/numbering';
import { einvoiceCancelSchema, invoiceCreateSchema, invoiceIssueSchema, invoicePaymentSchema, invoiceVoidSchema, quotationDecisionSchema, type InvoiceKind, type InvoicePayment } from '@/lib/invoices/schema';
import { computeInvoiceTotals } from '@/lib/invoices/totals';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { can } from '@server/http/access';
import type { Outcome } from '@server/http/idempotency';
import { addRoute } from '@server/http/route';
import { fail, problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { json, num, str } from '@server/rows/convert';
import { toInvoice } from '@server/rows/invoice-mappers';
import type { DbRow } from '@server/rows/mappers';
import { paymentScope } from '@server/routes/checkout-access';
import { queueCancel, queueEinvoice } from '@server/einvoice/job';
import { idempotencyKey } from '@server/http/idempotency';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

/** Spec §6 payment levels: view ≥ 1, write ≥ 2, void ≥ 3; payment_self only on one's own documents. */
const VIEW = { anyOf: [{ area: 'payment', level: 1 }, { area: 'payment_self', level: 1 }] } as const;
const EDIT = { anyOf: [{ area: 'payment', level: 2 }, { area: 'payment_self', level: 2 }] } as const;
const VOID = { anyOf: [{ area: 'payment', level: 3 }, { area: 'payment_self', level: 3 }] } as const;

function mayTouch(m: MemberRow, userId: string, createdBy: string, level: 2 | 3): boolean {
  return can(m, 'payment', level) || (can(m, 'payment_self', level) && createdBy === userId);
}

async function findInvoice(q: Queryable, businessId: string, id: string): Promise<DbRow | undefined> {
  return (await q.query<DbRow>('SELECT * FROM invoices WHERE business_id = $1 AND id = $2', [businessId, id]))[0];
}

/** The next final number of a branch and kind; the caller holds the business write lock. */
export async function takeNumber(q: Queryable, businessId: string, branchId: string, kind: InvoiceKind, branchCode: string): Promise<string> {
  const rows = await q.query<{ n: unknown }>(
    `INSERT INTO document_counters (business_id, branch_id, kind, last_number) VALUES ($1, $2, $3, 1)
     ON CONFLICT (business_id, branch_id, kind) DO UPDATE SET last_number = document_counters.last_number + 1
     RETURNING last_number AS n`,
    [businessId, branchId, kind],
  );
  return formatFinalNumber(kind, branchCode, num(rows[0]?.n));
}

const notFound: Outcome = { status: 404, body: problem(404, 'No such invoice.') };
const forbidden = (level: number): Outcome => ({
  status: 403,
  body: problem(403, `This needs the payment permission at level ${level}, or payment_self on your own documents.`, { payment: 'permissions.insufficient' }),
});
const conflict = (detail: string, key: string): Outcome => ({ status: 409, body: problem(409, detail, { state: key }) });

/**
 * A credit note of `total` must fit in what its invoice has left to credit: the invoice's total
 * less the credit notes and the refund notes (of refunds, made by the server) already issued
 * against it (`src/lib/invoices/credit.ts`), so a refund and a credit note never credit one
 * invoice twice. Answers the refusal (400 at `lines`), or null when it fits.
 */
async function creditRefusal(q: Queryable, businessId: string, target: DbRow, noteId: string, total: number): Promise<Outcome | null> {
  const notes = (await q.query<DbRow>("SELECT * FROM invoices WHERE business_id = $1 AND credited_invoice_id = $2 AND kind = 'creditNote'", [businessId, str(target.id)])).map(toInvoice);
  const left = creditLeft(num(target.total), creditedOf(notes, str(target.id), noteId));
  if (total <= left) return null;
  return { status: 400, body: problem(400, `The invoice has ${left} (minor units) left to credit after its credit and refund notes.`, { lines: 'invoices.errors.creditExceeds' }) };
}

/**
 * Writes the invoice. `issuing`: the write issues it (create, issue), so an invoice or credit note
 * it leaves issued is queued for MyInvois (job.ts); other writes never queue older documents.
 */
async function saved(q: Queryable, sql: string, params: unknown[], status = 200, issuing = false): Promise<Outcome> {
  const row = (await q.query<DbRow>(sql, params))[0];
  if (row === undefined) throw new Error('invoice write returned nothing');
  return { status, body: toInvoice(issuing ? await queueEinvoice(q, str(row.business_id), row) : row) };
}

interface ActionContext<B> {
  q: Queryable;
  /** The invoice as stored, found and touchable by the caller. */
  row: DbRow;
  body: B;
  businessId: string;
  id: string;
  userId: string;
  /** The request's Idempotency-Key. */
  key: string;
}

/**
 * POST /b/:businessId/invoices/:id/{action}: one write on an existing invoice, 404 when there is
 * none, 403 unless the caller holds payment at `level` (or payment_self on their own document).
 */
function addInvoiceAction<S extends z.ZodType>(
  app: FastifyInstance,
  db: Db,
  spec: { action: string; level: 2 | 3; body: S },
  run: (ctx: ActionContext<z.output<S>>) => Promise<Outcome>,
): void {
  addRoute(
    app,
    { method: 'POST', url: `/b/:businessId/invoices/:id/${spec.action}`, access: spec.level === 2 ? EDIT : VOID, writes: true, params: idParams, body: spec.body },
    async ({ req, reply, params, body, caller }) => {
      const { businessId, id } = params;
      const c = caller();
      return sendWrite(db, req, reply, businessId, async (q) => {
        const row = await findInvoice(q, businessId, id);
        if (row === undefined) return notFound;
        if (!mayTouch(c.member, c.userId, str(row.created_by), spec.level)) return forbidden(spec.level);
        // addRoute parsed the body with spec.body: its Out<S> is z.output<S>, which a generic S leaves unresolved.
        return run({ q, row, body: body as z.output<S>, businessId, id, userId: c.userId, key: idempotencyKey(req) });
      });
    },
  );
}

/**
 * Invoices and credit notes (issue 18): created on the device (offline too) with a provisional
 * number; the server recomputes the totals and assigns the final number per branch. Payments are
 * appended once per payment id; a void keeps the document with its reason.
 */
export function registerInvoiceRoutes(app: FastifyInstance, db: Db, clock: () => Date = () => new Date()): void {
  addRoute(app, { method: 'GET', url: '/b/:businessId/invoices/:id', access: VIEW, writes: false, params: idParams }, async ({ params, caller }) => {
    const c = caller();
    const row = await findInvoice(db, params.businessId, params.id);
    const scope = paymentScope(c.member);
    if (row === undefined || row.deleted_at !== null || (scope === 'own' && row.created_by !== c.userId)) fail(404, 'No such invoice.');
    return toInvoice(row);
  });

  addRoute(
    app,
    { method: 'POST', url: '/b/:businessId/invoices', access: EDIT, writes: true, params: bizParams, body: invoiceCreateSchema },
    async ({ req, reply, params, body: input, caller }) => {
      const { businessId } = params;
      const c = caller();
      return sendWrite(db, req, reply, businessId, async (q) => {
        const existing = await findInvoice(q, businessId, input.id);
        if (existing !== undefined) return { status: 200, body: toInvoice(existing) };
        const branch = (await q.query<DbRow>('SELECT code FROM branches WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL', [businessId, input.branchId]))[0];
        if (branch === undefined) return { status: 400, body: problem(400, 'The branch does not exist in this business.', { branchId: 'validation.unknownBranch' }) };
        const target = input.creditedInvoiceId === null ? undefined : await findInvoice(q, businessId, input.creditedInvoiceId);
        if (input.creditedInvoiceId !== null && (target === undefined || target.kind !== 'invoice' || target.state !== 'issued')) {
          return conflict('A credit note needs an issued invoice.', 'invoices.errors.creditNoteTarget');
        }
        if (input.quotationId !== null) {
          const quotation = await findInvoice(q, businessId, input.quotationId);
          if (quotation === undefined || quotation.kind !== 'quotation') {
            return { status: 400, body: problem(400, 'No such quotation.', { quotationId: 'invoices.errors.quotationLink' }) };
          }
        }
        const totals = computeInvoiceTotals(input);
        const { lines: _perLine, ...summary } = totals;
        if (target !== undefined) {
          const refusal = await creditRefusal(q, businessId, target, input.id, summary.total);
          if (refusal !== null) return refusal;
        }
        const number = await takeNumber(q, businessId, input.branchId, input.kind, str(branch.code));
        const seq = await nextSeq(q, businessId);
        return saved(
          q,
          `INSERT INTO invoices (business_id, id, seq, branch_id, kind, state, number, provisional_number, customer_id, buyer, currency,
             issue_date, due_date, lines, discount_bp, tax_bp, totals, total, notes, credited_invoice_id, sale_ids, issued_at, created_by, created_at,
             quotation_id)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10::text::jsonb, $11, $12, $13, $14::text::jsonb, $15, $16, $17::text::jsonb, $18, $19, $20,
             $21::text::jsonb, $22, $23, $24, $25) RETURNING *`,
          [
            businessId, input.id, seq, input.branchId, input.kind, input.state, number, input.provisionalNumber, input.customerId,
            JSON.stringify(input.buyer), input.currency, input.issueDate, input.dueDate, JSON.stringify(input.lines), input.discountBp,
            input.taxBp, JSON.stringify(summary), summary.total, input.notes, input.creditedInvoiceId, JSON.stringify(input.saleIds),
            input.state === 'draft' ? null : input.createdAt, c.userId, input.createdAt, input.quotationId,
          ],
          201,
          true,
        );
      });
    },
  );

  addInvoiceAction(app, db, { action: 'issue', level: 2, body: invoiceIssueSchema }, async ({ q, row, body, businessId, id }) => {
    // A quotation is sent, an invoice or credit note issued.
    const next = row.kind === 'quotation' ? 'sent' : 'issued';
    if (row.state === next) return { status: 200, body: toInvoice(row) };
    if (row.state !== 'draft') return conflict('Only a draft can be issued or sent.', 'invoices.errors.notDraft');
    const credited = row.kind === 'creditNote' && row.credited_invoice_id !== null ? await findInvoice(q, businessId, str(row.credited_invoice_id)) : undefined;
    if (credited !== undefined) {
      const refusal = await creditRefusal(q, businessId, credited, id, num(row.total));
      if (refusal !== null) return refusal;
    }
    const seq = await nextSeq(q, businessId);
    return saved(q, `UPDATE invoices SET state = $5, issued_at = $3, seq = $4, version = version + 1, updated_at = now()
      WHERE business_id = $1 AND id = $2 RETURNING *`, [businessId, id, body.issuedAt, seq, next], 200, true);
  });

  addInvoiceAction(app, db, { action: 'payments', level: 2, body: invoicePaymentSchema }, async ({ q, row, body, businessId, id, userId }) => {
    const payments = json<InvoicePayment[]>(row.payments);
    // Money taken is a fact: the same payment twice counts once; an overpayment is kept.
    if (payments.some((p) => p.paymentId === body.paymentId)) return { status: 200, body: toInvoice(row) };
    if (row.kind !== 'invoice' || row.state !== 'issued') return conflict('Payments go against an issued invoice.', 'invoices.errors.notPayable');
    const payment: InvoicePayment = { ...body, recordedBy: userId };
    const seq = await nextSeq(q, businessId);
    return saved(
      q,
      `UPDATE invoices SET payments = payments || $3::text::jsonb, seq = $4, version = version + 1, updated_at = now()
       WHERE business_id = $1 AND id = $2 RETURNING *`,
      [businessId, id, JSON.stringify([payment]), seq],
    );
  });

  addInvoiceAction(app, db, { action: 'decision', level: 2, body: quotationDecisionSchema }, async ({ q, row, body, businessId, id }) => {
    if (row.kind !== 'quotation') return conflict('Only a quotation is accepted or declined.', 'invoices.errors.notQuotation');
    if (row.state === body.decision) return { status: 200, body: toInvoice(row) };
    if (row.state !== 'draft' && row.state !== 'sent') return conflict('This quotation was already answered or withdrawn.', 'invoices.errors.alreadyDecided');
    const seq = await nextSeq(q, businessId);
    return saved(
      q,
      `UPDATE invoices SET state = $3, decided_at = $4, seq = $5, version = version + 1, updated_at = now()
       WHERE business_id = $1 AND id = $2 RETURNING *`,
      [businessId, id, body.decision, body.decidedAt, seq],
    );
  });

  addInvoiceAction(app, db, { action: 'void', level: 3, body: invoiceVoidSchema }, async ({ q, row, body, businessId, id }) => {
    if (row.state === 'void') return { status: 200, body: toInvoice(row) };
    if (json<InvoicePayment[]>(row.payments).length > 0) {
      return conflict('An invoice with payments is credited, not voided.', 'invoices.errors.hasPayments');
    }
    const seq = await nextSeq(q, businessId);
    return saved(
      q,
      `UPDATE invoices SET state = 'void', void_reason = $3, voided_at = $4, seq = $5, version = version + 1, updated_at = now()
       WHERE business_id = $1 AND id = $2 RETURNING *`,
      [businessId, id, body.reason, body.voidedAt, seq],
    );
  });

  /**
   * Cancels the document's e-invoice at MyInvois: allowed within 72 hours of its validation
   * (refused after, with the reason: a credit note corrects it then). The call itself is a job.
   */
  addInvoiceAction(app, db, { action: 'einvoice-cancel', level: 3, body: einvoiceCancelSchema }, async ({ q, row, body, businessId, id, key }) => {
    const e = row.einvoice === null || row.einvoice === undefined ? null : json<EinvoiceStatus>(row.einvoice);
    if (e?.state === 'cancelRequested' || e?.state === 'cancelled') return { status: 200, body: toInvoice(row) };
    if (e === null || e.state !== 'valid') return conflict('Only a validated e-invoice can be cancelled.', 'einvoice.errors.notValid');
    if (!mayCancel(e, clock())) {
      return conflict('MyInvois allows cancelling only within 72 hours of validation; issue a credit note instead.', 'einvoice.errors.cancelWindow');
    }
    await queueCancel(q, businessId, id, body.reason, key);
    const seq = await nextSeq(q, businessId);
    const next: EinvoiceStatus = { ...e, state: 'cancelRequested', cancelReason: body.reason, cancelError: null };
    return saved(q, `UPDATE invoices SET einvoice = $3::text::jsonb, seq = $4, version = version + 1, updated_at = now()
      WHERE business_id = $1 AND id = $2 RETURNING *`, [businessId, id, JSON.stringify(next), seq]);
  });
}
