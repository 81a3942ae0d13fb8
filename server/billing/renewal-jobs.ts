import { z } from 'zod';
import { PLANS, type PlanId } from '@/lib/subscription/plans';
import { graceEndsAt, renewalPeriod } from '@/lib/subscription/renewal';
import { expireOpenRenewals, LAPSE_QUEUE, RENEW_QUEUE, renewalKey } from '@server/billing/bills';
import type { Billing } from '@server/billing/config';
import { readSubscription, writeSubscription } from '@server/billing/store';
import { setAuditContext } from '@server/db/audit';
import { lockBusiness } from '@server/db/seq';
import type { Queryable } from '@server/db/types';
import { enqueueJob } from '@server/jobs/queue';
import { PermanentJobError, type JobContext, type JobHandler } from '@server/jobs/runner';
import { str } from '@server/rows/convert';
import type { SubscriptionRow } from '@/lib/schemas/subscription';

const payloadSchema = z.object({ businessId: z.uuid(), renewsAt: z.iso.datetime({ offset: true }) });
const progressSchema = z.object({ bill: z.object({ id: z.string(), url: z.string(), plan: z.enum(['starter', 'pro']), amount: z.number() }) });
type CreatedRenewal = z.output<typeof progressSchema>['bill'];

function readPayload(ctx: JobContext): { businessId: string; periodStart: Date } {
  const parsed = payloadSchema.safeParse(ctx.job.payload);
  if (!parsed.success) throw new PermanentJobError(`Not a subscription job: ${ctx.job.key}`);
  return { businessId: parsed.data.businessId, periodStart: new Date(parsed.data.renewsAt) };
}

/** The subscription no longer renews at `periodStart` on a paid plan (changed, paid, cancelled): the job has nothing to do. */
function isStale(sub: SubscriptionRow, periodStart: Date): boolean {
  return sub.plan === 'free' || sub.status === 'cancelled' || Date.parse(sub.renewsAt) !== periodStart.getTime();
}

async function renewalBillOf(q: Queryable, businessId: string, periodStart: Date): Promise<string | null> {
  const rows = await q.query<{ id: string }>(`SELECT id FROM subscription_bills WHERE business_id = $1 AND kind = 'renewal' AND period_start = $2`, [businessId, periodStart.toISOString()]);
  return rows[0]?.id ?? null;
}

/** Whom the renewal bill is addressed to: the org admin who paid last, else the first org admin. */
async function payer(q: Queryable, businessId: string): Promise<{ email: string; name: string; memberId: string | null }> {
  const rows = await q.query<{ email: string; id: string }>(
    `SELECT m.email, m.id::text AS id FROM members m
     LEFT JOIN subscription_bills b ON b.business_id = m.business_id AND b.created_by = m.id AND b.state = 'paid'
     WHERE m.business_id = $1 AND m.deleted_at IS NULL AND m.org_access_level = 'admin' AND m.email <> ''
     ORDER BY b.paid_at DESC NULLS LAST, m.seq LIMIT 1`,
    [businessId],
  );
  const business = await q.query<{ name: string }>('SELECT name FROM businesses WHERE id = $1', [businessId]);
  return { email: rows[0]?.email ?? 'billing@bookit.invalid', name: str(business[0]?.name ?? 'Bookit business').slice(0, 255), memberId: rows[0]?.id ?? null };
}

/**
 * The renewal at `renewsAt` (issue 20): bills the next month at the gateway, records the bill (one
 * per period: a unique index), marks the subscription past due until it is paid and schedules the
 * lapse at the end of the grace period. Idempotent: a second run finds the period's bill; a run
 * after a worker died between the gateway's answer and the commit reuses the bill it recorded as
 * progress. Paying the bill (the signed callback) moves the period on (server/billing/bills.ts).
 */
async function renew(ctx: JobContext, billing: Billing): Promise<{ done: unknown }> {
  const { businessId, periodStart } = readPayload(ctx);
  const sub = await readSubscription(ctx.db, businessId);
  if (isStale(sub, periodStart)) return { done: { skipped: 'stale' } };
  let created: CreatedRenewal | null = null;
  if ((await renewalBillOf(ctx.db, businessId, periodStart)) === null) {
    const earlier = progressSchema.safeParse(ctx.progress);
    if (earlier.success) created = earlier.data.bill;
    else {
      const plan: PlanId = sub.plan;
      const period = renewalPeriod(periodStart);
      const to = await payer(ctx.db, businessId);
      const bill = await billing.client.createBill({
        email: to.email,
        name: to.name,
        amount: PLANS[plan].priceSen,
        description: `Bookit ${plan} plan, ${period.start.toISOString().slice(0, 10)} to ${period.end.toISOString().slice(0, 10)}`,
        callbackUrl: billing.callbackUrl,
        redirectUrl: billing.redirectUrl,
        reference1Label: 'Business',
        reference1: businessId,
      });
      created = { id: bill.id, url: bill.url, plan: plan === 'pro' ? 'pro' : 'starter', amount: PLANS[plan].priceSen };
      await ctx.saveProgress({ bill: created });
    }
  }
  return ctx.db.tx(async (q) => {
    await lockBusiness(q, businessId);
    const now = await readSubscription(q, businessId);
    if (isStale(now, periodStart)) return { done: { skipped: 'stale' } };
    await setAuditContext(q, { actorId: null, email: null, key: null, method: 'JOB', path: `job:${RENEW_QUEUE}` });
    if (created !== null) {
      const period = renewalPeriod(periodStart);
      await q.query(
        `INSERT INTO subscription_bills (business_id, id, plan, amount, kind, period_start, period_end, url)
         VALUES ($1, $2, $3, $4, 'renewal', $5, $6, $7) ON CONFLICT DO NOTHING`,
        [businessId, created.id, created.plan, created.amount, period.start.toISOString(), period.end.toISOString(), created.url],
      );
    }
    if (now.status === 'active') await writeSubscription(q, businessId, { plan: now.plan, status: 'past_due', renewsAt: periodStart });
    const graceEnd = graceEndsAt(periodStart);
    await enqueueJob(q, { queue: LAPSE_QUEUE, key: renewalKey(businessId, periodStart), businessId, payload: { businessId, renewsAt: periodStart.toISOString() }, runAt: graceEnd });
    return { done: { billId: await renewalBillOf(q, businessId, periodStart) } };
  });
}

/** The end of the grace period: a subscription still past due for the period is cancelled, the business is on Free, the period's open bill expires. */
async function lapse(ctx: JobContext): Promise<{ done: unknown }> {
  const { businessId, periodStart } = readPayload(ctx);
  return ctx.db.tx(async (q) => {
    await lockBusiness(q, businessId);
    const sub = await readSubscription(q, businessId);
    if (sub.status !== 'past_due' || Date.parse(sub.renewsAt) !== periodStart.getTime()) return { done: { skipped: 'settled' } };
    await setAuditContext(q, { actorId: null, email: null, key: null, method: 'JOB', path: `job:${LAPSE_QUEUE}` });
    await writeSubscription(q, businessId, { plan: 'free', status: 'cancelled', renewsAt: periodStart });
    await expireOpenRenewals(q, businessId);
    return { done: { cancelled: true } };
  });
}

/** The subscription's queues: renewals need the gateway (none configured: no paid plans, nothing to renew); lapses do not. */
export function subscriptionHandlers(billing: Billing | undefined): Record<string, JobHandler> {
  return {
    ...(billing === undefined ? {} : { [RENEW_QUEUE]: (ctx: JobContext) => renew(ctx, billing) }),
    [LAPSE_QUEUE]: lapse,
  };
}
