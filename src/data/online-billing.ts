// Online-only subscription calls (issue 20): paying for a plan is online by nature (the payment
// gateway's page), and the usage counts are the server's (the device keeps the last ones it got).
import { db } from '@/data/db';
import { call, userToken } from '@/data/online';
import { nudgeSync } from '@/data/sync-bridge';
import type { BillOutcome, BillReturnInput, PlanChangeAnswer, SubscriptionBills, SubscriptionUsage } from '@/lib/schemas/subscription';
import type { PlanId } from '@/lib/subscription/plans';

const biz = (businessId: string): string => `/b/${encodeURIComponent(businessId)}`;

/** GET /b/:businessId/subscription/usage, kept in the cache table (the page shows the last figures with their time offline). */
export async function refreshSubscriptionUsage(businessId: string): Promise<void> {
  const usage = (await call('GET', `${biz(businessId)}/subscription/usage`, { token: await userToken() })) as SubscriptionUsage;
  await db.subscriptionUsage.put({ id: businessId, ...usage });
}

/** GET /b/:businessId/subscription/bills (org admins), kept in the cache table (the page lists the last known bills offline). */
export async function refreshSubscriptionBills(businessId: string): Promise<void> {
  const bills = (await call('GET', `${biz(businessId)}/subscription/bills`, { token: await userToken() })) as SubscriptionBills;
  await db.subscriptionBills.put({ id: businessId, ...bills });
}

/** POST /b/:businessId/subscription/change: a cheaper plan applies at once; a dearer one answers the gateway's page to pay on. */
export async function changePlan(businessId: string, plan: PlanId): Promise<PlanChangeAnswer> {
  const answer = (await call('POST', `${biz(businessId)}/subscription/change`, { body: { plan }, token: await userToken(), idempotencyKey: crypto.randomUUID() })) as PlanChangeAnswer;
  if (answer.kind === 'changed') nudgeSync();
  return answer;
}

/** POST /b/:businessId/subscription/bills/:billId/return: the gateway's signed redirect, checked by the server; the plan now in force. */
export async function confirmBillReturn(businessId: string, billId: string, input: BillReturnInput): Promise<BillOutcome> {
  const outcome = (await call('POST', `${biz(businessId)}/subscription/bills/${encodeURIComponent(billId)}/return`, {
    body: input,
    token: await userToken(),
    idempotencyKey: crypto.randomUUID(),
  })) as BillOutcome;
  // The new plan reaches the replica through the delta feed: pull now rather than at the next tick.
  nudgeSync();
  return outcome;
}
