import type { BillState, SubscriptionBill } from '@/lib/schemas/subscription';
import { isPlanId, type PlanId } from '@/lib/subscription/plans';
import { billViewState, periodAfterPayment, type BillKind } from '@/lib/subscription/renewal';
import { readSubscription, writeSubscription } from '@server/billing/store';
import type { Queryable } from '@server/db/types';
import { enqueueJob } from '@server/jobs/queue';
import { iso, num, str, strOrNull } from '@server/rows/convert';

/** At a paid plan's renewal date: bill the next period (key `{businessId}:{renewsAt}`). */
export const RENEW_QUEUE = 'subscription.renew';
/** At the end of the grace period: cancel a subscription still unpaid (same key). */
export const LAPSE_QUEUE = 'subscription.lapse';

export interface BillRow {
  id: string;
  business_id: string;
  plan: string;
  amount: unknown;
  state: BillState;
  kind: BillKind;
  period_start: unknown;
  created_by: string | null;
}

export async function findBill(q: Queryable, billId: string): Promise<BillRow | undefined> {
  const rows = await q.query<BillRow>(
    `SELECT id, business_id::text AS business_id, plan, amount, state, kind, period_start, created_by::text AS created_by
     FROM subscription_bills WHERE id = $1`,
    [billId],
  );
  return rows[0];
}

/** The job key of a business's renewal (and lapse) at `renewsAt`. */
export function renewalKey(businessId: string, renewsAt: Date): string {
  return `${businessId}:${renewsAt.toISOString()}`;
}

/** Enqueues the renewal of the period ending at `renewsAt` (in the transaction that paid for the period; once per period). */
export async function scheduleRenewal(q: Queryable, businessId: string, renewsAt: Date): Promise<void> {
  await enqueueJob(q, { queue: RENEW_QUEUE, key: renewalKey(businessId, renewsAt), businessId, payload: { businessId, renewsAt: renewsAt.toISOString() }, runAt: renewsAt });
}

/**
 * What the gateway said about a bill, applied once: paid moves the business to the bill's plan
 * for the period it pays (src/lib/subscription/renewal.ts) and schedules that period's renewal;
 * a final "not paid" marks an open bill declined. A bill already paid changes nothing, however
 * often the callback or the redirect comes. Runs under the business lock.
 */
export async function settleBill(q: Queryable, billId: string, word: { paid: true; at: Date } | { paid: false }): Promise<BillState> {
  const bill = await findBill(q, billId);
  if (bill === undefined) throw new Error(`bill ${billId} vanished`);
  if (bill.state === 'paid') return 'paid';
  if (!word.paid) {
    if (bill.state === 'expired') return 'expired';
    await q.query(`UPDATE subscription_bills SET state = 'declined' WHERE id = $1`, [billId]);
    return 'declined';
  }
  const current = await readSubscription(q, bill.business_id);
  const periodStart = bill.period_start === null || bill.period_start === undefined ? null : new Date(iso(bill.period_start));
  const period = periodAfterPayment({ kind: bill.kind, periodStart, paidAt: word.at }, { status: current.status, renewsAt: new Date(current.renewsAt) });
  await q.query(`UPDATE subscription_bills SET state = 'paid', paid_at = $2, period_start = $3, period_end = $4 WHERE id = $1`, [
    billId, word.at.toISOString(), period.start.toISOString(), period.end.toISOString(),
  ]);
  const plan: PlanId = isPlanId(bill.plan) ? bill.plan : 'starter';
  // A period paid: the renewals still open (an upgrade paid while past due) are moot.
  await expireOpenRenewals(q, bill.business_id);
  await writeSubscription(q, bill.business_id, { plan, status: 'active', renewsAt: period.end });
  await scheduleRenewal(q, bill.business_id, period.end);
  return 'paid';
}

/** Open renewal bills (due or declined) expire: their period was settled another way or lapsed. */
export async function expireOpenRenewals(q: Queryable, businessId: string): Promise<void> {
  await q.query(`UPDATE subscription_bills SET state = 'expired' WHERE business_id = $1 AND kind = 'renewal' AND state IN ('due', 'declined')`, [businessId]);
}

/** The business's bills, newest first. */
export async function listBills(q: Queryable, businessId: string): Promise<SubscriptionBill[]> {
  const rows = await q.query<Record<string, unknown>>(
    `SELECT * FROM subscription_bills WHERE business_id = $1 ORDER BY created_at DESC, id LIMIT 200`,
    [businessId],
  );
  return rows.map((r) => {
    const plan = str(r.plan);
    const at = (v: unknown): string | null => (v === null || v === undefined ? null : iso(v));
    return {
      id: str(r.id),
      kind: str(r.kind) === 'renewal' ? 'renewal' : 'upgrade',
      plan: isPlanId(plan) ? plan : 'starter',
      amount: num(r.amount),
      currency: 'myr',
      state: billViewState(str(r.state)),
      createdAt: iso(r.created_at),
      paidAt: at(r.paid_at),
      periodStart: at(r.period_start),
      periodEnd: at(r.period_end),
      url: strOrNull(r.url),
    };
  });
}
