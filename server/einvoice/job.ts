import { einvoiceProfileSchema, type EinvoiceProfile } from '@/lib/einvoice/profile';
import { queuedStatus, validationLink, type EinvoiceError, type EinvoiceStatus } from '@/lib/einvoice/status';
import { buildDocument, missingFields } from '@/lib/einvoice/ubl';
import { isConsolidated, isConsolidatedRefund } from '@/lib/einvoice/consolidation';
import { isIndividualRefundNote } from '@/lib/einvoice/refund-note';
import type { InvoiceKind } from '@/lib/invoices/schema';
import type { Db, Queryable } from '@server/db/types';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { MyInvoisError, type DocumentSummary, type MyInvoisClient, type ValidationStep } from '@server/einvoice/client';
import { enqueueJob } from '@server/jobs/queue';
import { PermanentJobError, type JobContext, type JobHandler, type JobOutcome } from '@server/jobs/runner';
import { json } from '@server/rows/convert';
import { toInvoice } from '@server/rows/invoice-mappers';
import type { DbRow } from '@server/rows/mappers';

export const SUBMIT_QUEUE = 'einvoice.submit';
export const CANCEL_QUEUE = 'einvoice.cancel';

interface DocPayload {
  businessId: string;
  invoiceId: string;
}
interface CancelPayload extends DocPayload {
  reason: string;
}

/**
 * Where a submission stands, recorded on the job before each external step so a re-run (after a
 * crash or a lost answer) resumes instead of submitting twice:
 * - `submitting`: a submission may have reached MyInvois (its answer was not recorded); a re-run
 *   first searches the documents sent since `startedAt` for our number, and adopts the one found.
 * - `submitted`: MyInvois accepted it; only polling is left.
 */
type Progress = { phase: 'submitting'; startedAt: string } | { phase: 'submitted'; submissionUid: string; uuid: string };

export async function readProfile(q: Queryable, businessId: string): Promise<EinvoiceProfile | null> {
  const row = (await q.query<DbRow>('SELECT profile FROM einvoice_profiles WHERE business_id = $1 AND id = $1 AND deleted_at IS NULL', [businessId]))[0];
  if (row === undefined) return null;
  const parsed = einvoiceProfileSchema.safeParse(json<unknown>(row.profile));
  return parsed.success ? parsed.data : null;
}

/**
 * Issuing an invoice or credit note of an e-invoicing business queues its submission (in the
 * transaction that issues it) and marks it queued. Answers the row as it now is.
 */
export async function queueEinvoice(q: Queryable, businessId: string, row: DbRow): Promise<DbRow> {
  const kind = row.kind as InvoiceKind;
  if (kind === 'quotation' || row.state !== 'issued' || (row.einvoice !== null && row.einvoice !== undefined)) return row;
  const profile = await readProfile(q, businessId);
  if (profile === null || !profile.enabled) return row;
  const id = String(row.id);
  await enqueueJob(q, { queue: SUBMIT_QUEUE, key: id, businessId, payload: { businessId, invoiceId: id } satisfies DocPayload });
  const updated = await q.query<DbRow>('UPDATE invoices SET einvoice = $3::text::jsonb WHERE business_id = $1 AND id = $2 RETURNING *', [
    businessId, id, JSON.stringify(queuedStatus()),
  ]);
  return updated[0] ?? row;
}

/** Queues a cancellation (the route has checked the 72-hour window). */
export async function queueCancel(q: Queryable, businessId: string, invoiceId: string, reason: string, requestKey: string): Promise<void> {
  await enqueueJob(q, { queue: CANCEL_QUEUE, key: `${invoiceId}:${requestKey}`, businessId, payload: { businessId, invoiceId, reason } satisfies CancelPayload });
}

/** Rewrites a document's e-invoice status under the business lock, with a new feed position. */
async function writeStatus(db: Db, p: DocPayload, next: (current: EinvoiceStatus) => EinvoiceStatus): Promise<void> {
  await db.tx(async (q) => {
    await lockBusiness(q, p.businessId);
    const row = (await q.query<DbRow>('SELECT einvoice FROM invoices WHERE business_id = $1 AND id = $2', [p.businessId, p.invoiceId]))[0];
    if (row === undefined) return;
    const current = row.einvoice === null || row.einvoice === undefined ? queuedStatus() : json<EinvoiceStatus>(row.einvoice);
    const seq = await nextSeq(q, p.businessId);
    await q.query('UPDATE invoices SET einvoice = $3::text::jsonb, seq = $4, version = version + 1, updated_at = now() WHERE business_id = $1 AND id = $2', [
      p.businessId, p.invoiceId, JSON.stringify(next(current)), seq,
    ]);
  });
}

function docPayload(ctx: JobContext): DocPayload {
  const p = ctx.job.payload;
  if (typeof p !== 'object' || p === null || typeof (p as DocPayload).businessId !== 'string' || typeof (p as DocPayload).invoiceId !== 'string') {
    throw new PermanentJobError('The job has no document');
  }
  return p as DocPayload;
}

function stepErrors(steps: readonly ValidationStep[]): EinvoiceError[] {
  return steps
    .filter((s) => s.status === 'Invalid')
    .flatMap((s): EinvoiceError[] => {
      const inner = s.error?.innerError ?? [];
      if (inner.length > 0) return inner.map((e) => ({ code: e.errorCode, message: e.error, target: e.propertyPath ?? null, source: 'myinvois' }));
      return [{ code: s.error?.errorCode ?? 'Invalid', message: s.error?.error ?? s.name, target: s.error?.propertyPath ?? null, source: 'myinvois' }];
    });
}

export interface EinvoiceJobOptions {
  /** Between two polls of a submission still being validated. */
  pollMs?: number;
}

/** The job handlers of e-invoicing, over one MyInvois client. */
export function einvoiceHandlers(client: MyInvoisClient, o: EinvoiceJobOptions = {}): Record<string, JobHandler> {
  const pollMs = o.pollMs ?? 3_000;

  /** The document MyInvois already holds under our number, sent since `since` (a lost answer). */
  async function findSent(number: string, tin: string, since: Date): Promise<DocumentSummary | undefined> {
    const found = await client.searchSent({ submissionDateFrom: new Date(since.getTime() - 60_000), submissionDateTo: new Date(Date.now() + 60_000) }, tin);
    return found.find((d) => d.internalId === number && d.issuerTin === tin && d.status !== 'Invalid');
  }

  async function submit(ctx: JobContext): Promise<JobOutcome> {
    const p = docPayload(ctx);
    const row = (await ctx.db.query<DbRow>('SELECT * FROM invoices WHERE business_id = $1 AND id = $2', [p.businessId, p.invoiceId]))[0];
    if (row === undefined) throw new PermanentJobError(`No invoice ${p.invoiceId}`);
    const inv = toInvoice(row);
    const fail = async (state: 'invalid' | 'failed', errors: EinvoiceError[]): Promise<JobOutcome> => {
      await writeStatus(ctx.db, p, (c) => ({ ...c, state, errors }));
      return { done: { state, errors: errors.length } };
    };
    const profile = await readProfile(ctx.db, p.businessId);
    if (profile === null || !profile.enabled) {
      return fail('failed', [{ code: 'NoTaxIdentity', message: 'The business has no e-invoicing tax identity.', target: null, source: 'local' }]);
    }
    if (inv.number === null) throw new PermanentJobError('The invoice has no final number');
    let progress = ctx.progress as Progress | null;

    if (progress === null || progress.phase === 'submitting') {
      let original: { number: string; uuid: string } | null = null;
      if (inv.kind === 'creditNote' && inv.creditedInvoiceId !== null) {
        const target = (await ctx.db.query<DbRow>('SELECT * FROM invoices WHERE business_id = $1 AND id = $2', [p.businessId, inv.creditedInvoiceId]))[0];
        const e = target === undefined ? null : toInvoice(target);
        if (e?.einvoice?.uuid && e.number !== null) original = { number: e.number, uuid: e.einvoice.uuid };
        // The credited invoice is still on its way to MyInvois: wait for its uuid.
        else if (e?.einvoice?.state === 'queued' || e?.einvoice?.state === 'submitted') return { later: pollMs * 5 };
        else return fail('failed', [{ code: 'OriginalNotValidated', message: 'The credited invoice has no validated e-invoice.', target: 'Invoice.BillingReference', source: 'local' }]);
      }
      const doc = buildDocument({
        // A refund's note (consolidated or of a sale's own e-invoice) is a refund note (04): money went back to the buyer.
        type: inv.kind === 'creditNote' ? (isConsolidatedRefund(inv.provisionalNumber) || isIndividualRefundNote(inv.provisionalNumber) ? 'refundNote' : 'creditNote') : 'invoice',
        number: inv.number,
        issuedAt: new Date(inv.issuedAt ?? inv.createdAt),
        currency: inv.currency,
        supplier: profile,
        buyer: inv.buyer,
        lines: inv.lines,
        discountBp: inv.discountBp,
        taxBp: inv.taxBp,
        original,
        consolidated: isConsolidated(inv.provisionalNumber),
      });
      const missing = missingFields(doc);
      if (missing.length > 0) return fail('invalid', missing.map((m) => ({ code: m.code, message: m.message, target: m.target, source: 'local' })));

      if (progress?.phase === 'submitting') {
        const earlier = await findSent(inv.number, profile.tin, new Date(progress.startedAt));
        if (earlier !== undefined) progress = { phase: 'submitted', submissionUid: earlier.submissionUid, uuid: earlier.uuid };
      }
      if (progress === null || progress.phase === 'submitting') {
        const startedAt = new Date().toISOString();
        await ctx.saveProgress({ phase: 'submitting', startedAt } satisfies Progress);
        const answer = await client.submit([{ codeNumber: inv.number, json: JSON.stringify(doc) }], profile.tin);
        const accepted = answer.acceptedDocuments.find((d) => d.invoiceCodeNumber === inv.number);
        if (accepted !== undefined) {
          progress = { phase: 'submitted', submissionUid: answer.submissionUid, uuid: accepted.uuid };
        } else {
          const rejected = answer.rejectedDocuments.find((d) => d.invoiceCodeNumber === inv.number);
          if (rejected?.error.code === 'DS302') {
            // MyInvois already holds this very document: an earlier attempt got through.
            const earlier = await findSent(inv.number, profile.tin, new Date(Date.now() - 15 * 60_000));
            if (earlier === undefined) throw new Error('MyInvois reports a duplicate that the search does not find');
            progress = { phase: 'submitted', submissionUid: earlier.submissionUid, uuid: earlier.uuid };
          } else {
            const e = rejected?.error;
            const details = e?.details ?? [];
            return fail('invalid', (details.length > 0 ? details : [e ?? { code: 'Rejected', message: 'MyInvois refused the document.' }]).map((d) => ({
              code: d.code, message: d.message, target: d.propertyPath ?? d.target ?? null, source: 'myinvois',
            })));
          }
        }
        await ctx.saveProgress(progress);
      }
      const submitted = progress;
      await writeStatus(ctx.db, p, (c) => ({ ...c, state: 'submitted', submissionUid: submitted.submissionUid, uuid: submitted.uuid, submittedAt: new Date().toISOString(), errors: [] }));
    }

    const done = progress;
    const sub = await client.getSubmission(done.submissionUid, profile.tin);
    const d = sub.documentSummary.find((x) => x.uuid === done.uuid);
    if (d === undefined || d.status === 'Submitted') return { later: pollMs };
    if (d.status === 'Invalid') {
      const details = await client.getDocumentDetails(done.uuid, profile.tin);
      const errors = stepErrors(details.validationResults?.validationSteps ?? []);
      return fail('invalid', errors.length > 0 ? errors : [{ code: 'Invalid', message: 'MyInvois found the document invalid.', target: null, source: 'myinvois' }]);
    }
    await writeStatus(ctx.db, p, (c) => ({
      ...c,
      state: d.status === 'Cancelled' ? 'cancelled' : 'valid',
      uuid: d.uuid,
      longId: d.longId,
      validationUrl: validationLink(client.config.portalBase, d.uuid, d.longId),
      validatedAt: d.dateTimeValidated,
      submittedAt: d.dateTimeReceived,
      cancelledAt: d.cancelDateTime,
      rejectedAt: d.rejectRequestDateTime,
      rejectReason: d.rejectRequestDateTime === null ? null : d.documentStatusReason,
      errors: [],
    }));
    return { done: { state: d.status, uuid: d.uuid } };
  }

  async function cancel(ctx: JobContext): Promise<JobOutcome> {
    const p = docPayload(ctx) as CancelPayload;
    const row = (await ctx.db.query<DbRow>('SELECT * FROM invoices WHERE business_id = $1 AND id = $2', [p.businessId, p.invoiceId]))[0];
    const uuid = row === undefined ? null : (toInvoice(row).einvoice?.uuid ?? null);
    const profile = await readProfile(ctx.db, p.businessId);
    if (uuid === null || profile === null) throw new PermanentJobError('Nothing to cancel');
    try {
      await client.cancel(uuid, p.reason, profile.tin);
    } catch (error) {
      if (!(error instanceof MyInvoisError) || error.retryable) throw error;
      const why = error.error?.message ?? error.message;
      await writeStatus(ctx.db, p, (c) => ({ ...c, state: 'valid', cancelError: why }));
      return { done: { refused: why } };
    }
    const at = new Date().toISOString();
    await writeStatus(ctx.db, p, (c) => ({ ...c, state: 'cancelled', cancelledAt: at, cancelReason: p.reason, cancelError: null }));
    return { done: { cancelled: at } };
  }

  return { [SUBMIT_QUEUE]: submit, [CANCEL_QUEUE]: cancel };
}
