import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { DEFAULT_LOCALE, type Locale } from '@/lib/locale';
import { dayRange, nextSummary, summaryDayOf, summaryText, summaryTimeZone, type SummaryFigures } from '@/lib/notifications/daily-summary';
import { shiftDay } from '@/lib/reports/local-day';
import type { Db, Queryable } from '@server/db/types';
import { isOrgAdmin } from '@server/http/access';
import { hourlyPlanner } from '@server/jobs/hourly-planner';
import { enqueueJob } from '@server/jobs/queue';
import { PermanentJobError, type JobHandler } from '@server/jobs/runner';
import { num, str } from '@server/rows/convert';
import { toMember, type DbRow } from '@server/rows/mappers';
import { deliverNotification } from '@server/routes/notification-store';

/** A business's summaries of one local day in one time zone (key `{businessId}:{timeZone}:{day}`, due at 08:00 there). */
export const SUMMARY_SEND_QUEUE = 'summary.send';
/** Every hour: makes sure each business has its next summary job (new businesses and branches, a new time zone). */
export const SUMMARY_PLAN_QUEUE = 'summary.plan';

/** Who gets a summary: an active member with the daily summary on, their live branches and the time zone it follows. */
export interface SummaryRecipient {
  memberId: string;
  locale: Locale;
  branchIds: string[];
  timeZone: string;
}

async function liveBranches(q: Queryable, businessId: string): Promise<{ id: string; timeZone: string }[]> {
  const rows = await q.query<DbRow>('SELECT id::text AS id, time_zone FROM branches WHERE business_id = $1 AND deleted_at IS NULL ORDER BY seq', [businessId]);
  return rows.map((r) => ({ id: str(r.id), timeZone: str(r.time_zone) }));
}

/** The members of a business who asked for the daily summary (org admins see every branch). */
export async function summaryRecipients(q: Queryable, businessId: string): Promise<SummaryRecipient[]> {
  const branches = await liveBranches(q, businessId);
  const rows = await q.query<DbRow>(
    `SELECT * FROM members WHERE business_id = $1 AND deleted_at IS NULL AND (notification_prefs->>'dailySummary') = 'true' ORDER BY seq`,
    [businessId],
  );
  const out: SummaryRecipient[] = [];
  for (const m of rows.map(toMember)) {
    if (m.status !== 'active') continue;
    const own = isOrgAdmin(m) ? 'all' : m.branches.map((b) => b.branchId);
    const branchIds = own === 'all' ? branches.map((b) => b.id) : branches.filter((b) => own.includes(b.id)).map((b) => b.id);
    const timeZone = summaryTimeZone(branches, own);
    if (timeZone === null || branchIds.length === 0) continue;
    out.push({ memberId: m.id, locale: m.locale ?? DEFAULT_LOCALE, branchIds, timeZone });
  }
  return out;
}

/** The figures of `day` (in `timeZone`) over the branches, as of `now`. */
export async function summaryFigures(q: Queryable, businessId: string, branchIds: readonly string[], day: string, timeZone: string, now: Date): Promise<SummaryFigures> {
  const today = dayRange(day, timeZone);
  const yesterday = dayRange(shiftDay(day, -1), timeZone);
  const [appointments] = await q.query<DbRow>(
    `SELECT count(*)::int AS n, min(start_at) AS first FROM appointments
     WHERE business_id = $1 AND branch_id = ANY($2::uuid[]) AND deleted_at IS NULL AND kind <> 'Blocker' AND status <> 'CANCELLED'
       AND start_at >= $3 AND start_at < $4`,
    [businessId, branchIds, today.start.toISOString(), today.end.toISOString()],
  );
  const [awaiting] = await q.query<DbRow>(
    `SELECT count(*)::int AS n FROM appointments
     WHERE business_id = $1 AND branch_id = ANY($2::uuid[]) AND deleted_at IS NULL AND status = 'PENDING_CUSTOM_PAYMENT' AND end_at >= $3`,
    [businessId, branchIds, now.toISOString()],
  );
  const [sales] = await q.query<DbRow>(
    `SELECT coalesce(sum(total), 0)::bigint AS total FROM sales
     WHERE business_id = $1 AND branch_id = ANY($2::uuid[]) AND deleted_at IS NULL AND sold_at >= $3 AND sold_at < $4`,
    [businessId, branchIds, yesterday.start.toISOString(), yesterday.end.toISOString()],
  );
  // As the dashboard counts them: on hand at a branch (its stock movements) at or under the product's threshold there.
  const [low] = await q.query<DbRow>(
    `SELECT count(DISTINCT p.id)::int AS n FROM products p CROSS JOIN LATERAL jsonb_each_text(p.low_stock) AS t(branch_id, threshold)
     WHERE p.business_id = $1 AND p.deleted_at IS NULL AND p.active AND t.branch_id = ANY($2::text[])
       AND (SELECT coalesce(sum(m.delta), 0) FROM stock_movements m WHERE m.business_id = p.business_id AND m.product_id = p.id AND m.branch_id::text = t.branch_id) <= t.threshold::numeric`,
    [businessId, branchIds],
  );
  const first: unknown = appointments?.first;
  return {
    appointments: num(appointments?.n ?? 0),
    firstStartAt: first === null || first === undefined ? null : new Date(first instanceof Date ? first : String(first)).toISOString(),
    awaitingApproval: num(awaiting?.n ?? 0),
    yesterdaySales: num(sales?.total ?? 0),
    lowStock: num(low?.n ?? 0),
  };
}

/**
 * Sends one member's summary of `day`, in the caller's transaction: claims (member, day) first, so
 * the summary goes out at most once whatever runs it; answers whether it was delivered.
 */
export async function sendDailySummary(q: Queryable, businessId: string, r: SummaryRecipient, day: string, now: Date): Promise<boolean> {
  const notificationId = uuidv7();
  const claimed = await q.query(
    `INSERT INTO daily_summaries (business_id, member_id, day, notification_id) VALUES ($1, $2, $3, $4)
     ON CONFLICT (business_id, member_id, day) DO NOTHING RETURNING 1`,
    [businessId, r.memberId, day, notificationId],
  );
  if (claimed.length === 0) return false;
  const [business] = await q.query<DbRow>('SELECT currency FROM businesses WHERE id = $1', [businessId]);
  const figures = await summaryFigures(q, businessId, r.branchIds, day, r.timeZone, now);
  return deliverNotification(q, {
    businessId,
    notificationId,
    userId: r.memberId,
    createdAt: Math.floor(now.getTime() / 1000),
    read: false,
    type: 'DAILY_SUMMARY',
    messageTitle: summaryText(figures, r.locale, { timeZone: r.timeZone, currency: business === undefined ? 'myr' : str(business.currency) }),
    deepLink: '/dashboard',
    data: { customers: [], event: null, errorMessage: null },
  });
}

/** Enqueues each live business's next summary job per time zone of its branches (idempotent by key). */
export async function planDailySummaries(q: Queryable, now: Date): Promise<void> {
  const rows = await q.query<DbRow>(
    `SELECT DISTINCT b.business_id::text AS business_id, b.time_zone FROM branches b JOIN businesses z ON z.id = b.business_id
     WHERE b.deleted_at IS NULL AND z.deleted_at IS NULL ORDER BY 1, 2`,
  );
  for (const r of rows) {
    const businessId = str(r.business_id);
    const timeZone = str(r.time_zone);
    const next = nextSummary(now, timeZone);
    await enqueueJob(q, { queue: SUMMARY_SEND_QUEUE, key: `${businessId}:${timeZone}:${next.day}`, businessId, payload: { businessId, timeZone, day: next.day }, runAt: next.at, maxAttempts: 8 });
  }
}

const planner = hourlyPlanner(SUMMARY_PLAN_QUEUE, planDailySummaries);

/** At the API's start (every instance; the keys make it idempotent): plans the next summaries and the hourly planner. */
export const startDailySummaries = (db: Db, now?: Date): Promise<void> => planner.start(db, now);

const sendPayloadSchema = z.object({ businessId: z.uuid(), timeZone: z.string().min(1), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/**
 * Sends a business's summaries of one day and time zone: each opted-in member whose summary
 * follows that zone, each in a transaction of its own (a re-run skips the ones already claimed).
 * A job that runs after its day has ended (the API was down all day) sends nothing stale.
 */
export async function runDailySummaries(db: Db, p: z.output<typeof sendPayloadSchema>, now: Date): Promise<{ sent: number } | { skipped: 'stale' }> {
  if (summaryDayOf(now, p.timeZone) !== p.day) return { skipped: 'stale' };
  const recipients = (await summaryRecipients(db, p.businessId)).filter((r) => r.timeZone === p.timeZone);
  let sent = 0;
  for (const r of recipients) {
    if (await db.tx((q) => sendDailySummary(q, p.businessId, r, p.day, now))) sent += 1;
  }
  return { sent };
}

/** The daily summary's queues (server/jobs/handlers.ts). */
export function dailySummaryHandlers(clock: () => Date = () => new Date()): Record<string, JobHandler> {
  return {
    [SUMMARY_SEND_QUEUE]: async (ctx) => {
      const parsed = sendPayloadSchema.safeParse(ctx.job.payload);
      if (!parsed.success) throw new PermanentJobError('Not a daily summary job');
      return { done: await runDailySummaries(ctx.db, parsed.data, clock()) };
    },
    [SUMMARY_PLAN_QUEUE]: planner.handler(clock),
  };
}
