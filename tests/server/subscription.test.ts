import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse } from '@/lib/api-types';
import type { BillOutcome, PlanChangeAnswer, SubscriptionRow, SubscriptionUsage } from '@/lib/schemas/subscription';
import type { BillplzSandbox } from '@server/billing/sandbox';
import { billplzSignature } from '@server/billing/signature';
import { limitRefusal, writeSubscription } from '@server/billing/store';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startBillingHarness, type BillingHarness } from './helpers/billing-harness';
import type { Harness } from './helpers/harness';

const KEYS = { apiKey: 'test-api-key', collectionId: 'testcol', xSignatureKey: 'S-test-signature-key' };
const biz = (b: string) => `/b/${b}`;

describe.each(backends())('subscription, plan limits and Billplz payments on $name', (backend) => {
  let h: Harness;
  let gateway: BillplzSandbox;
  let gatewayUrl = '';
  let stack: BillingHarness;

  beforeAll(async () => {
    stack = await startBillingHarness(backend, KEYS);
    ({ h, gateway, gatewayUrl } = stack);
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
  });

  const subscriptionOf = async (b: string) => (await h.call('GET', `${biz(b)}/subscriptions/${b}`, { as: 'viewerA' })).json as SubscriptionRow;
  const auditCount = async () => Number((await h.db.query<{ n: unknown }>(`SELECT count(*) AS n FROM audit_log WHERE business_id = $1 AND entity = 'subscriptions'`, [FX.bizA]))[0]?.n);

  /** Starts an upgrade and follows the gateway's page: pay or decline; answers the redirect's signed parameters. */
  async function payAtGateway(plan: 'pro' | 'starter', action: 'pay' | 'decline'): Promise<{ billId: string; redirect: URL }> {
    const res = await h.call('POST', `${biz(FX.bizA)}/subscription/change`, { as: 'ownerA', body: { plan } });
    expect(res.status).toBe(200);
    const answer = res.json as PlanChangeAnswer;
    if (answer.kind !== 'pay') throw new Error('expected a bill');
    const page = await fetch(answer.url);
    expect(page.status).toBe(200);
    expect(await page.text()).toContain('Decline');
    const settled = await fetch(`${gatewayUrl}/bills/${answer.billId}/${action}`, { method: 'POST', redirect: 'manual' });
    expect(settled.status).toBe(303);
    return { billId: answer.billId, redirect: new URL(settled.headers.get('location') ?? '') };
  }

  function returnBody(redirect: URL) {
    return { paid: redirect.searchParams.get('billplz[paid]') ?? '', paidAt: redirect.searchParams.get('billplz[paid_at]') ?? '', xSignature: redirect.searchParams.get('billplz[x_signature]') ?? '' };
  }

  it('puts a business without a row on the default plan, and counts its seats, branches and messages', async () => {
    const row = await subscriptionOf(FX.bizA);
    expect(row.plan).toBe('starter');
    expect(row.status).toBe('active');
    const usage = (await h.call('GET', `${biz(FX.bizA)}/subscription/usage`, { as: 'viewerA' })).json as SubscriptionUsage;
    expect(usage.usage).toEqual({ seats: 4, branches: 1, messages: 0 });
    expect(usage.month).toMatch(/^\d{4}-\d{2}$/);
  });

  it('lets only org admins change the plan, and names the field of a bad plan', async () => {
    expect((await h.call('POST', `${biz(FX.bizA)}/subscription/change`, { as: 'clerkA', body: { plan: 'pro' } })).status).toBe(403);
    const bad = await h.call('POST', `${biz(FX.bizA)}/subscription/change`, { as: 'ownerA', body: { plan: 'gold' } });
    expect(bad.status).toBe(400);
    expect((bad.json as { errors: Record<string, string> }).errors.plan).toBe('subscription.errors.unknownPlan');
    const same = await h.call('POST', `${biz(FX.bizA)}/subscription/change`, { as: 'ownerA', body: { plan: 'starter' } });
    expect(same.status).toBe(409);
    expect((same.json as { errors: Record<string, string> }).errors.plan).toBe('subscription.errors.samePlan');
  });

  it('refuses a downgrade the business does not fit in, naming the limit', async () => {
    const res = await h.call('POST', `${biz(FX.bizA)}/subscription/change`, { as: 'ownerA', body: { plan: 'free' } });
    expect(res.status).toBe(409);
    expect((res.json as { errors: Record<string, string> }).errors.plan).toBe('subscription.errors.tooManySeats');
  });

  it('leaves the plan when the payment is declined (the callback declines, the redirect shows it)', async () => {
    const { billId, redirect } = await payAtGateway('pro', 'decline');
    expect(redirect.searchParams.get('billplz[paid]')).toBe('false');
    expect(gateway.callbacks().at(-1)).toEqual({ billId, status: 200 });
    const res = await h.call('POST', `${biz(FX.bizA)}/subscription/bills/${billId}/return`, { as: 'ownerA', body: returnBody(redirect) });
    expect(res.status).toBe(200);
    const outcome = res.json as BillOutcome;
    expect(outcome.outcome).toBe('declined');
    expect(outcome.plan).toBe('starter');
    expect((await subscriptionOf(FX.bizA)).plan).toBe('starter');
  });

  it('changes the plan once the signed callback says paid: in the feed and the audit log, once however often it comes', async () => {
    const before = await auditCount();
    const { billId, redirect } = await payAtGateway('pro', 'pay');
    expect(gateway.callbacks().at(-1)).toEqual({ billId, status: 200 });
    const row = await subscriptionOf(FX.bizA);
    expect(row.plan).toBe('pro');
    expect(Date.parse(row.renewsAt)).toBeGreaterThan(Date.now() + 27 * 86_400_000);
    expect(await auditCount()).toBe(before + 1);
    const feed = (await h.call('GET', `${biz(FX.bizA)}/changes?since=0`, { as: 'viewerA' })).json as ChangesResponse;
    expect(feed.changes).toContainEqual({ table: 'subscriptions', op: 'put', id: FX.bizA, row });

    // The browser's return, and the callback again: nothing changes.
    const back = await h.call('POST', `${biz(FX.bizA)}/subscription/bills/${billId}/return`, { as: 'ownerA', body: returnBody(redirect) });
    expect((back.json as BillOutcome).outcome).toBe('paid');
    const bill = (await fetch(`${gatewayUrl}/api/v3/bills/${billId}`, { headers: { authorization: `Basic ${Buffer.from(`${KEYS.apiKey}:`).toString('base64')}` } }).then((r) => r.json())) as Record<string, unknown>;
    const form: Record<string, string> = {
      id: billId, collection_id: KEYS.collectionId, paid: 'true', state: 'paid', amount: String(bill.amount), paid_amount: String(bill.paid_amount),
      due_at: String(bill.due_at), email: String(bill.email), mobile: '', name: String(bill.name), url: String(bill.url), paid_at: String(bill.paid_at),
    };
    form.x_signature = billplzSignature(form, KEYS.xSignatureKey);
    const again = await h.app.inject({ method: 'POST', url: '/billplz/callback', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams(form).toString() });
    expect(again.statusCode).toBe(200);
    const after = await subscriptionOf(FX.bizA);
    expect(after.version).toBe(row.version);
    expect(await auditCount()).toBe(before + 1);

    // A forged callback (the amount changed after signing) and a forged redirect are refused.
    const forged = await h.app.inject({ method: 'POST', url: '/billplz/callback', headers: { 'content-type': 'application/x-www-form-urlencoded' }, payload: new URLSearchParams({ ...form, amount: '1' }).toString() });
    expect(forged.statusCode).toBe(400);
    expect((JSON.parse(forged.body) as { errors: Record<string, string> }).errors.x_signature).toBe('subscription.errors.badSignature');
    const badReturn = await h.call('POST', `${biz(FX.bizA)}/subscription/bills/${billId}/return`, { as: 'ownerA', body: { ...returnBody(redirect), paid: 'false' } });
    expect(badReturn.status).toBe(400);
    expect((badReturn.json as { errors: Record<string, string> }).errors.xSignature).toBe('subscription.errors.badSignature');
  });

  it('downgrades at once to a plan the business fits in', async () => {
    const res = await h.call('POST', `${biz(FX.bizA)}/subscription/change`, { as: 'ownerA', body: { plan: 'starter' } });
    expect(res.status).toBe(200);
    const answer = res.json as PlanChangeAnswer;
    expect(answer.kind === 'changed' && answer.subscription.plan).toBe('starter');
  });

  it('refuses a branch over the plan with a field-level reason, and takes it after an upgrade', async () => {
    await h.db.tx((q) => writeSubscription(q, FX.bizB, { plan: 'free', status: 'active', renewsAt: new Date(Date.now() + 86_400_000) }));
    const branch = {
      id: crypto.randomUUID(), name: 'Second floor', code: 'SF', phone: '', timeZone: 'Asia/Kuala_Lumpur',
      address1: '2 Jalan Harbour', address2: 'Level 2', city: 'George Town', postalCode: '10200', province: 'Pulau Pinang', country: 'MY',
    };
    const refused = await h.call('PUT', `/business/${FX.bizB}/branches`, { as: 'ownerB', body: branch });
    expect(refused.status).toBe(409);
    expect((refused.json as { errors: Record<string, string> }).errors.name).toBe('subscription.errors.branchLimit');
    await h.db.tx((q) => writeSubscription(q, FX.bizB, { plan: 'starter', status: 'active', renewsAt: new Date(Date.now() + 86_400_000) }));
    expect((await h.call('PUT', `/business/${FX.bizB}/branches`, { as: 'ownerB', body: branch })).status).toBe(201);
  });

  it('refuses an invitation over the seats with the reason at the e-mail', async () => {
    await h.db.tx((q) => writeSubscription(q, FX.bizA, { plan: 'free', status: 'active', renewsAt: new Date(Date.now() + 86_400_000) }));
    const res = await h.call('POST', `${biz(FX.bizA)}/members/invite`, { as: 'ownerA', body: { email: 'new.stylist@fixture.test', firstName: 'New', branchIds: [FX.branchA] } });
    expect(res.status).toBe(409);
    expect((res.json as { errors: Record<string, string> }).errors.email).toBe('subscription.errors.seatLimit');
  });

  it('counts the month’s messages not refused, and refuses the next one once the plan’s allowance is used', async () => {
    await h.db.tx((q) => writeSubscription(q, FX.bizB, { plan: 'free', status: 'active', renewsAt: new Date(Date.now() + 86_400_000) }));
    const insert = (n: number, state: string, createdAt: string) =>
      h.db.query(
        `INSERT INTO messages (business_id, id, seq, branch_id, purpose, to_number, language, body, state, job_key, created_at)
         SELECT $1, gen_random_uuid(), 900000 + g, $2, 'campaign', '+60123456789', 'en', 'Hello', $3, $4 || g, $5::timestamptz FROM generate_series(1, $6::int) g`,
        [FX.bizB, FX.branchB, state, `${state}-${createdAt}-`, createdAt, n],
      );
    const now = new Date();
    const lastMonth = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), 1) - 86_400_000).toISOString();
    await insert(99, 'delivered', now.toISOString());
    await insert(5, 'failed', now.toISOString());
    await insert(50, 'delivered', lastMonth);
    const usage = (await h.call('GET', `${biz(FX.bizB)}/subscription/usage`, { as: 'ownerB' })).json as SubscriptionUsage;
    expect(usage.usage.messages).toBe(99);
    expect(await h.db.tx((q) => limitRefusal(q, FX.bizB, 'messages', 'messages'))).toBeNull();
    await insert(1, 'sent', now.toISOString());
    const full = await h.db.tx((q) => limitRefusal(q, FX.bizB, 'messages', 'messages'));
    expect(full?.status).toBe(409);
    expect((full?.body as { errors: Record<string, string> }).errors.messages).toBe('subscription.errors.messageLimit');
  });
});
