import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { MessageState } from '@/lib/messaging/messages';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { limitRefusal } from '@server/billing/store';
import type { Db, Queryable } from '@server/db/types';
import type { JobContext, JobHandler, JobOutcome } from '@server/jobs/runner';
import { PermanentJobError } from '@server/jobs/runner';
import type { WhatsappClient } from '@server/messaging/cloud-api';
import { composeMessage, type ComposedMessage, type Recipient, type SkipReason } from '@server/messaging/compose';
import { WHATSAPP_QUEUE } from '@server/messaging/schedule';
import { CAMPAIGN_QUEUE } from '@server/messaging/campaigns';
import { branchWhatsappSettings } from '@server/messaging/store';
import { findAppointment } from '@server/routes/appointment-store';

const payloadSchema = z.object({
  businessId: z.uuid(),
  appointmentId: z.uuid(),
  purpose: z.enum(['confirmation', 'rescheduled', 'cancelled', 'reminder', 'noShowFollowUp']),
  startAt: z.iso.datetime({ offset: true }),
});
type Payload = z.output<typeof payloadSchema>;

/** The booking's message, or why none goes: the booking changed since the job was planned, or the branch turned the message off. */
async function bookingRecipient(q: Queryable, p: Payload): Promise<Recipient | { skip: SkipReason | 'stale' | 'off' }> {
  const row = await findAppointment(q, p.businessId, p.appointmentId);
  if (row === undefined || row.customerId === null) return { skip: 'stale' };
  const cancelled = row.status === 'CANCELLED';
  if ((p.purpose === 'cancelled') !== cancelled) return { skip: 'stale' };
  if ((p.purpose === 'reminder' || p.purpose === 'rescheduled') && Date.parse(row.startAt) !== Date.parse(p.startAt)) return { skip: 'stale' };
  if (p.purpose === 'noShowFollowUp' && row.attendance !== 'NO_SHOW') return { skip: 'stale' };
  const settings = await branchWhatsappSettings(q, p.businessId, row.branchId);
  if (!settings[p.purpose]) return { skip: 'off' };
  return { customerId: row.customerId, branchId: row.branchId, purpose: p.purpose, booking: { startAt: row.startAt, serviceIds: row.services.map((s) => s.serviceId), memberId: row.memberId } };
}

async function setState(q: Queryable, businessId: string, id: string, state: MessageState, extra: { providerMessageId?: string; error?: string | null }): Promise<void> {
  const seq = await nextSeq(q, businessId);
  await q.query(
    `UPDATE messages SET state = $3, provider_message_id = coalesce($4, provider_message_id), error = $5, seq = $6, version = version + 1, updated_at = now()
     WHERE business_id = $1 AND id = $2`,
    [businessId, id, state, extra.providerMessageId ?? null, extra.error ?? null, seq],
  );
}

type Step = { done: unknown } | { send: ComposedMessage & { id: string } };

/**
 * Before the provider is called, the message row is committed as `sending` (one row per job key).
 * A run that finds its row `sending` knows an earlier run died around the provider call: it marks
 * it `unknown` and does not send again (a message at most once; docs/decisions.md).
 */
async function prepare(db: Db, jobKey: string, businessId: string, recipient: (q: Queryable) => Promise<Recipient | { skip: string }>, campaignId: string | null, appointmentId: string | null): Promise<Step> {
  return db.tx(async (q) => {
    await lockBusiness(q, businessId);
    const found = await q.query<{ id: string; state: MessageState; branch_id: string; customer_id: string; to_number: string; language: ComposedMessage['language']; body: string; phone_number_id: string | null }>(
      `SELECT m.id::text AS id, m.state, m.branch_id::text AS branch_id, m.customer_id::text AS customer_id, m.to_number, m.language, m.body,
         (SELECT w.settings->>'phoneNumberId' FROM whatsapp_settings w WHERE w.business_id = m.business_id AND w.id = m.branch_id) AS phone_number_id
       FROM messages m WHERE m.business_id = $1 AND m.job_key = $2`,
      [businessId, jobKey],
    );
    const existing = found[0];
    if (existing !== undefined) {
      if (existing.state === 'sending') {
        await setState(q, businessId, existing.id, 'unknown', { error: 'The sender stopped while handing the message over; not sent again.' });
        return { done: { state: 'unknown' } };
      }
      if (existing.state !== 'queued' || existing.phone_number_id === null) return { done: { state: existing.state } };
      await setState(q, businessId, existing.id, 'sending', { error: null });
      return {
        send: { id: existing.id, branchId: existing.branch_id, customerId: existing.customer_id, phoneNumberId: existing.phone_number_id, to: existing.to_number, language: existing.language, body: existing.body },
      };
    }
    const r = await recipient(q);
    if ('skip' in r) return { done: { skipped: r.skip } };
    // The plan's messages of the month (issue 20): once they are used up, no more go out.
    if ((await limitRefusal(q, businessId, 'messages', 'messages')) !== null) return { done: { skipped: 'planLimit' } };
    const composed = await composeMessage(q, businessId, r, await branchWhatsappSettings(q, businessId, r.branchId));
    if ('skip' in composed) return { done: { skipped: composed.skip } };
    const id = uuidv7();
    const seq = await nextSeq(q, businessId);
    await q.query(
      `INSERT INTO messages (business_id, id, seq, branch_id, customer_id, appointment_id, campaign_id, purpose, to_number, language, body, state, job_key)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, 'sending', $12)`,
      [businessId, id, seq, composed.branchId, composed.customerId, appointmentId, campaignId, r.purpose, composed.to, composed.language, composed.body, jobKey],
    );
    return { send: { ...composed, id } };
  });
}

/** Whether a failed call certainly never reached the provider (so trying again cannot send twice). */
function neverReached(error: unknown): boolean {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : null;
  const code = cause !== null && 'code' in cause ? String(cause.code) : '';
  return ['ECONNREFUSED', 'ENOTFOUND', 'EAI_AGAIN'].includes(code);
}

/** Hands a prepared message to the provider and records the outcome on its row. */
export async function deliver(ctx: JobContext, client: WhatsappClient, businessId: string, m: ComposedMessage & { id: string }): Promise<JobOutcome> {
  const { db, job } = ctx;
  const lastTry = job.attempts >= job.maxAttempts;
  const record = (state: MessageState, extra: { providerMessageId?: string; error?: string | null }) =>
    db.tx(async (q) => {
      await lockBusiness(q, businessId);
      await setState(q, businessId, m.id, state, extra);
    });
  let result: Awaited<ReturnType<WhatsappClient['sendText']>>;
  try {
    result = await client.sendText({ phoneNumberId: m.phoneNumberId, to: m.to, body: m.body });
  } catch (error) {
    const message = error instanceof Error ? error.message : String(error);
    if (!neverReached(error)) {
      await record('unknown', { error: message });
      return { done: { state: 'unknown' } };
    }
    await record(lastTry ? 'failed' : 'queued', { error: message });
    throw error;
  }
  if (result.ok) {
    await record('sent', { providerMessageId: result.messageId, error: null });
    return { done: { state: 'sent', providerMessageId: result.messageId } };
  }
  if (result.retry && !lastTry) {
    await record('queued', { error: result.error });
    throw new Error(result.error);
  }
  await record('failed', { error: result.error });
  return { done: { state: 'failed' } };
}

const campaignPayloadSchema = z.object({ businessId: z.uuid(), campaignId: z.uuid(), customerId: z.uuid(), branchId: z.uuid(), templateId: z.uuid() });

/** The message sending queues' handlers (server/jobs/handlers.ts): booking messages and campaign messages. */
export function whatsappHandlers(client: WhatsappClient): Record<string, JobHandler> {
  return {
    [CAMPAIGN_QUEUE]: async (ctx) => {
      const parsed = campaignPayloadSchema.safeParse(ctx.job.payload);
      if (!parsed.success) throw new PermanentJobError('Not a campaign message job');
      const p = parsed.data;
      const recipient = async (q: Queryable): Promise<Recipient | { skip: string }> => {
        const live = await q.query('SELECT 1 FROM campaigns WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL', [p.businessId, p.campaignId]);
        if (live.length === 0) return { skip: 'stale' };
        return { customerId: p.customerId, branchId: p.branchId, purpose: 'campaign', booking: null, templateId: p.templateId };
      };
      const step = await prepare(ctx.db, ctx.job.key, p.businessId, recipient, p.campaignId, null);
      if ('done' in step) return step;
      return deliver(ctx, client, p.businessId, step.send);
    },
    [WHATSAPP_QUEUE]: async (ctx) => {
      const parsed = payloadSchema.safeParse(ctx.job.payload);
      if (!parsed.success) throw new PermanentJobError('Not a booking message job');
      const p = parsed.data;
      const step = await prepare(ctx.db, ctx.job.key, p.businessId, (q) => bookingRecipient(q, p), null, p.appointmentId);
      if ('done' in step) return step;
      return deliver(ctx, client, p.businessId, step.send);
    },
  };
}

