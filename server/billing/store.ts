import type { SubscriptionRow, SubscriptionUsage } from '@/lib/schemas/subscription';
import { PLAN_LIMIT_REASONS } from '@/lib/subscription/limits';
import { DEFAULT_PLAN, hasRoomFor, isPlanId, nextRenewal, usageMonth, type LimitKey, type PlanId, type SubscriptionStatus, type Usage } from '@/lib/subscription/plans';
import { nextSeq } from '@server/db/seq';
import type { Queryable } from '@server/db/types';
import type { Outcome } from '@server/http/idempotency';
import { problem } from '@server/http/problem';
import { iso, num, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

const STATUSES: readonly SubscriptionStatus[] = ['active', 'past_due', 'cancelled'];

export function toSubscription(r: DbRow): SubscriptionRow {
  const plan = str(r.plan);
  const status = str(r.status);
  return {
    id: str(r.id),
    businessId: str(r.business_id),
    updatedAt: iso(r.updated_at),
    version: num(r.version),
    plan: isPlanId(plan) ? plan : DEFAULT_PLAN,
    status: STATUSES.find((s) => s === status) ?? 'active',
    renewsAt: iso(r.renews_at),
  };
}

/** The business's subscription; without a row, the default plan renewing a month after the business was made. */
export async function readSubscription(q: Queryable, businessId: string): Promise<SubscriptionRow> {
  const rows = await q.query<DbRow>('SELECT * FROM subscriptions WHERE business_id = $1 AND id = $1 AND deleted_at IS NULL', [businessId]);
  const row = rows[0];
  if (row !== undefined) return toSubscription(row);
  const made = await q.query<{ created_at: unknown }>('SELECT created_at FROM businesses WHERE id = $1', [businessId]);
  const since = made[0] === undefined ? new Date() : new Date(iso(made[0].created_at));
  return { id: businessId, businessId, updatedAt: since.toISOString(), version: 0, plan: DEFAULT_PLAN, status: 'active', renewsAt: nextRenewal(since).toISOString() };
}

/** Writes the business's plan (creating its row the first time), on the delta feed and in the audit log. */
export async function writeSubscription(q: Queryable, businessId: string, next: { plan: PlanId; status: SubscriptionStatus; renewsAt: Date }): Promise<SubscriptionRow> {
  const seq = await nextSeq(q, businessId);
  const rows = await q.query<DbRow>(
    `INSERT INTO subscriptions (business_id, id, seq, plan, status, renews_at) VALUES ($1, $1, $2, $3, $4, $5)
     ON CONFLICT (business_id, id) DO UPDATE SET plan = $3, status = $4, renews_at = $5, deleted_at = NULL,
       version = subscriptions.version + 1, updated_at = now(), seq = $2
     RETURNING *`,
    [businessId, seq, next.plan, next.status, next.renewsAt.toISOString()],
  );
  const row = rows[0];
  if (row === undefined) throw new Error('subscription write returned nothing');
  return toSubscription(row);
}

const COUNT_SQL: Record<LimitKey, string> = {
  seats: 'SELECT count(*) AS n FROM members WHERE business_id = $1 AND deleted_at IS NULL AND deactivated_at IS NULL',
  branches: 'SELECT count(*) AS n FROM branches WHERE business_id = $1 AND deleted_at IS NULL',
  // As the WhatsApp usage meter counts: every message of the calendar month (UTC) not refused.
  messages: `SELECT count(*) AS n FROM messages WHERE business_id = $1 AND deleted_at IS NULL AND state <> 'failed'
             AND created_at >= date_trunc('month', $2::timestamptz AT TIME ZONE 'UTC') AT TIME ZONE 'UTC'`,
};

/** How many of `key` the business uses now. */
export async function countUsage(q: Queryable, businessId: string, key: LimitKey, now: Date): Promise<number> {
  const params = key === 'messages' ? [businessId, now.toISOString()] : [businessId];
  return num((await q.query<{ n: unknown }>(COUNT_SQL[key], params))[0]?.n ?? 0);
}

export async function usageOf(q: Queryable, businessId: string, now: Date): Promise<SubscriptionUsage> {
  const usage: Usage = {
    seats: await countUsage(q, businessId, 'seats', now),
    branches: await countUsage(q, businessId, 'branches', now),
    messages: await countUsage(q, businessId, 'messages', now),
  };
  return { usage, month: usageMonth(now), countedAt: now.toISOString() };
}


/**
 * A 409 naming `field` when one more of `key` does not fit in the business's plan, else null.
 * Call under the business lock (the count and the write it guards are one transaction).
 */
export async function limitRefusal(q: Queryable, businessId: string, key: LimitKey, field: string, now = new Date()): Promise<Outcome | null> {
  const { plan } = await readSubscription(q, businessId);
  if (hasRoomFor(plan, key, await countUsage(q, businessId, key, now))) return null;
  return { status: 409, body: problem(409, `The ${plan} plan's ${key} are all in use: upgrade the plan or remove one first.`, { [field]: PLAN_LIMIT_REASONS[key] }) };
}
