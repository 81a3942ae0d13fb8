import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { PlanChangeAnswer, SubscriptionBills, SubscriptionRow } from '@/lib/schemas/subscription';
import { nextRenewal } from '@/lib/subscription/plans';
import { GRACE_DAYS } from '@/lib/subscription/renewal';
import { LAPSE_QUEUE, RENEW_QUEUE, renewalKey, scheduleRenewal } from '@server/billing/bills';
import type { BillplzClient } from '@server/billing/client';
import { subscriptionHandlers } from '@server/billing/renewal-jobs';
import type { BillplzSandbox } from '@server/billing/sandbox';
import { writeSubscription } from '@server/billing/store';
import { findJob, type Job } from '@server/jobs/queue';
import { createJobRunner, type JobContext, type JobHandler } from '@server/jobs/runner';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startBillingHarness, type BillingHarness } from './helpers/billing-harness';
import type { Harness } from './helpers/harness';

const KEYS = { apiKey: 'renew-api-key', collectionId: 'renewcol', xSignatureKey: 'S-renew-signature-key' };
const biz = (b: string) => `/b/${b}`;
const DAY = 86_400_000;

describe.each(backends())('subscription renewal and dunning on $name', (backend) => {
  let h: Harness;
  let gateway: BillplzSandbox;
  let gatewayUrl = '';
  let billsCreated = 0;
  let handlers: Record<string, JobHandler> = {};
  let stack: BillingHarness;

  beforeAll(async () => {
    // Counts the bills made at the gateway (a renewal run twice must make one).
    const counting = (real: BillplzClient): BillplzClient => ({
      config: real.config,
      createBill: (bill) => {
        billsCreated += 1;
        return real.createBill(bill);
      },
    });
    stack = await startBillingHarness(backend, KEYS, counting);
    ({ h, gateway, gatewayUrl } = stack);
    handlers = subscriptionHandlers(stack.billing);
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
  });

  const subscriptionOf = async (b: string) => (await h.call('GET', `${biz(b)}/subscriptions/${b}`, { as: b === FX.bizA ? 'viewerA' : 'ownerB' })).json as SubscriptionRow;
  const billsOf = async (b: string) => (await h.call('GET', `${biz(b)}/subscription/bills`, { as: b === FX.bizA ? 'ownerA' : 'ownerB' })).json as SubscriptionBills;
  const renewalBills = async (b: string) => (await billsOf(b)).bills.filter((x) => x.kind === 'renewal');

  /** Moves the clock on to a queued job's time and lets a job runner take it (as the API's runner would). */
  async function runDue(queue: string, key: string): Promise<Job> {
    await h.db.query(`UPDATE jobs SET run_at = now() WHERE queue = $1 AND key = $2 AND state = 'queued'`, [queue, key]);
    const runner = createJobRunner(h.db, handlers, { workerId: 'test-runner' });
    await runner.tick();
    const job = await findJob(h.db, queue, key);
    if (job === null) throw new Error(`no job ${queue}/${key}`);
    return job;
  }

  /** Runs a job's handler as a runner that claimed it would (again, after it finished: a re-run). */
  function runHandler(job: Job, o: { progress?: unknown; onProgress?: (p: unknown) => void } = {}) {
    const handler = handlers[job.queue];
    if (handler === undefined) throw new Error(`no handler for ${job.queue}`);
    const ctx: JobContext = {
      job,
      db: h.db,
      progress: o.progress ?? null,
      saveProgress: async (p) => {
        o.onProgress?.(p);
      },
    };
    return handler(ctx);
  }

  async function payAtGateway(url: string, action: 'pay' | 'decline'): Promise<void> {
    const billId = url.split('/').at(-1) ?? '';
    const settled = await fetch(`${gatewayUrl}/bills/${billId}/${action}`, { method: 'POST', redirect: 'manual' });
    expect(settled.status).toBe(303);
    expect(gateway.callbacks().at(-1)).toEqual({ billId, status: 200 });
  }

  let renewsAt = new Date(0);

  it('schedules the renewal at renewsAt when an upgrade is paid', async () => {
    const res = await h.call('POST', `${biz(FX.bizA)}/subscription/change`, { as: 'ownerA', body: { plan: 'pro' } });
    const answer = res.json as PlanChangeAnswer;
    if (answer.kind !== 'pay') throw new Error('expected a bill');
    await payAtGateway(answer.url, 'pay');
    const sub = await subscriptionOf(FX.bizA);
    expect(sub).toMatchObject({ plan: 'pro', status: 'active' });
    renewsAt = new Date(sub.renewsAt);
    const job = await findJob(h.db, RENEW_QUEUE, renewalKey(FX.bizA, renewsAt));
    expect(job?.state).toBe('queued');
    expect(Date.parse(job?.runAt ?? '')).toBe(renewsAt.getTime());
    // The paid upgrade is listed with the month it paid for.
    const upgrade = (await billsOf(FX.bizA)).bills.find((b) => b.id === answer.billId);
    expect(upgrade).toMatchObject({ kind: 'upgrade', plan: 'pro', amount: 29_900, state: 'paid', periodEnd: renewsAt.toISOString() });
  });

  it('bills the renewal once however often the job runs, and the subscription is past due', async () => {
    const before = billsCreated;
    const job = await runDue(RENEW_QUEUE, renewalKey(FX.bizA, renewsAt));
    expect(job.state).toBe('done');
    const sub = await subscriptionOf(FX.bizA);
    expect(sub).toMatchObject({ plan: 'pro', status: 'past_due', renewsAt: renewsAt.toISOString() });
    // A second run (a runner that lost its lease and runs it again) finds the period's bill.
    await runHandler(job);
    await runHandler(job);
    expect(billsCreated).toBe(before + 1);
    expect((await subscriptionOf(FX.bizA)).version).toBe(sub.version);
    const renewals = await renewalBills(FX.bizA);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ plan: 'pro', amount: 29_900, state: 'pending', periodStart: renewsAt.toISOString(), periodEnd: nextRenewal(renewsAt).toISOString() });
    expect(renewals[0]?.url).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/bills\//);
    const lapse = await findJob(h.db, LAPSE_QUEUE, renewalKey(FX.bizA, renewsAt));
    expect(Date.parse(lapse?.runAt ?? '')).toBe(renewsAt.getTime() + GRACE_DAYS * DAY);
  });

  it('shows the bills to org admins only (spec §6: Business settings)', async () => {
    expect((await h.call('GET', `${biz(FX.bizA)}/subscription/bills`, { as: 'clerkA' })).status).toBe(403);
    expect((await h.call('GET', `${biz(FX.bizA)}/subscription/bills`, { as: 'viewerA' })).status).toBe(403);
    expect((await h.call('GET', `${biz(FX.bizA)}/subscription/bills`, { as: 'ownerB' })).status).toBe(403);
    expect((await h.call('GET', `${biz(FX.bizA)}/subscription/bills`, { as: 'ownerA' })).status).toBe(200);
  });

  it('moves the period on by a month when the renewal bill is paid; the lapse then changes nothing', async () => {
    const [bill] = await renewalBills(FX.bizA);
    await payAtGateway(bill?.url ?? '', 'decline');
    expect((await subscriptionOf(FX.bizA)).status).toBe('past_due');
    await payAtGateway(bill?.url ?? '', 'pay');
    const sub = await subscriptionOf(FX.bizA);
    const next = nextRenewal(renewsAt);
    expect(sub).toMatchObject({ plan: 'pro', status: 'active', renewsAt: next.toISOString() });
    expect((await renewalBills(FX.bizA))[0]?.state).toBe('paid');
    expect((await findJob(h.db, RENEW_QUEUE, renewalKey(FX.bizA, next)))?.state).toBe('queued');
    const lapse = await runDue(LAPSE_QUEUE, renewalKey(FX.bizA, renewsAt));
    expect(lapse.state).toBe('done');
    expect((await subscriptionOf(FX.bizA)).version).toBe(sub.version);
  });

  it('settles a past-due subscription with an upgrade paid meanwhile, and expires the open renewal bill', async () => {
    const next = nextRenewal(renewsAt);
    await runDue(RENEW_QUEUE, renewalKey(FX.bizA, next));
    expect((await subscriptionOf(FX.bizA)).status).toBe('past_due');
    // Down to Starter at once (still past due), then up to Pro, paid.
    expect((await h.call('POST', `${biz(FX.bizA)}/subscription/change`, { as: 'ownerA', body: { plan: 'starter' } })).status).toBe(200);
    expect((await subscriptionOf(FX.bizA)).status).toBe('past_due');
    const answer = (await h.call('POST', `${biz(FX.bizA)}/subscription/change`, { as: 'ownerA', body: { plan: 'pro' } })).json as PlanChangeAnswer;
    if (answer.kind !== 'pay') throw new Error('expected a bill');
    await payAtGateway(answer.url, 'pay');
    const sub = await subscriptionOf(FX.bizA);
    expect(sub).toMatchObject({ plan: 'pro', status: 'active' });
    expect(Date.parse(sub.renewsAt)).toBeGreaterThan(Date.now() + 27 * DAY);
    const open = (await renewalBills(FX.bizA)).find((b) => b.periodStart === next.toISOString());
    expect(open?.state).toBe('expired');
    // The lapse of the settled period changes nothing.
    await runDue(LAPSE_QUEUE, renewalKey(FX.bizA, next));
    expect((await subscriptionOf(FX.bizA)).version).toBe(sub.version);
  });

  it('makes one bill when a worker dies after the gateway answered, before it committed', async () => {
    const start = new Date(Date.now() - DAY);
    await h.db.tx(async (q) => {
      await writeSubscription(q, FX.bizB, { plan: 'starter', status: 'active', renewsAt: start });
      await scheduleRenewal(q, FX.bizB, start);
    });
    const job = await findJob(h.db, RENEW_QUEUE, renewalKey(FX.bizB, start));
    if (job === null) throw new Error('no renewal job');
    const before = billsCreated;
    let recorded: unknown = null;
    // The worker records the gateway's bill, then dies before its transaction.
    await expect(
      runHandler(job, {
        onProgress: (p) => {
          recorded = p;
          throw new Error('worker killed');
        },
      }),
    ).rejects.toThrow('worker killed');
    expect(await renewalBills(FX.bizB)).toHaveLength(0);
    expect((await subscriptionOf(FX.bizB)).status).toBe('active');
    // The job runs again (the lease ended) with the progress it recorded.
    await runHandler(job, { progress: recorded });
    await runHandler(job, { progress: recorded });
    expect(billsCreated).toBe(before + 1);
    const renewals = await renewalBills(FX.bizB);
    expect(renewals).toHaveLength(1);
    expect(renewals[0]).toMatchObject({ plan: 'starter', amount: 12_900, state: 'pending' });
    expect((await subscriptionOf(FX.bizB)).status).toBe('past_due');
  });

  it('cancels an unpaid subscription after the grace period: Free, its limits enforced, nothing deleted', async () => {
    const start = new Date((await subscriptionOf(FX.bizB)).renewsAt);
    const members = Number((await h.db.query<{ n: unknown }>('SELECT count(*) AS n FROM members WHERE business_id = $1 AND deleted_at IS NULL', [FX.bizB]))[0]?.n);
    const job = await runDue(LAPSE_QUEUE, renewalKey(FX.bizB, start));
    expect(job.state).toBe('done');
    const sub = await subscriptionOf(FX.bizB);
    expect(sub).toMatchObject({ plan: 'free', status: 'cancelled' });
    await runHandler(job);
    expect((await subscriptionOf(FX.bizB)).version).toBe(sub.version);
    expect((await renewalBills(FX.bizB))[0]?.state).toBe('expired');
    expect(Number((await h.db.query<{ n: unknown }>('SELECT count(*) AS n FROM members WHERE business_id = $1 AND deleted_at IS NULL', [FX.bizB]))[0]?.n)).toBe(members);
    // Free's one branch: the business has it, a second is refused.
    const branch = {
      id: crypto.randomUUID(), name: 'Annex', code: 'AX', phone: '', timeZone: 'Asia/Kuala_Lumpur',
      address1: '3 Jalan Harbour', address2: 'Level 3', city: 'George Town', postalCode: '10200', province: 'Pulau Pinang', country: 'MY',
    };
    const refused = await h.call('PUT', `/business/${FX.bizB}/branches`, { as: 'ownerB', body: branch });
    expect(refused.status).toBe(409);
    expect((refused.json as { errors: Record<string, string> }).errors.name).toBe('subscription.errors.branchLimit');

    // Subscribing again: a new bill, paid, a month from the payment.
    const res = await h.call('POST', `${biz(FX.bizB)}/subscription/change`, { as: 'ownerB', body: { plan: 'starter' } });
    const answer = res.json as PlanChangeAnswer;
    if (answer.kind !== 'pay') throw new Error('expected a bill');
    await payAtGateway(answer.url, 'pay');
    const back = await subscriptionOf(FX.bizB);
    expect(back).toMatchObject({ plan: 'starter', status: 'active' });
    expect(Date.parse(back.renewsAt)).toBeGreaterThan(Date.now() + 27 * DAY);
  });
});
