import { z } from 'zod';
import { isDueForErasure } from '@/lib/privacy/retention';
import { localDayOf } from '@/lib/reports/local-day';
import type { Db, Queryable } from '@server/db/types';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { hourlyPlanner } from '@server/jobs/hourly-planner';
import { enqueueJob } from '@server/jobs/queue';
import { PermanentJobError, type JobHandler } from '@server/jobs/runner';
import { json, num, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { websiteSettingsOf } from '@server/routes/website-settings';
import { retentionFacts } from '@server/privacy/customer-activity';

/** A business's retention run of one local day (key `{businessId}:{day}`). */
export const RETENTION_QUEUE = 'privacy.retention';
/** Every hour: makes sure each business has the retention run of its current local day. */
export const RETENTION_PLAN_QUEUE = 'privacy.retention-plan';

/** The personal fields an erasure empties (the row, its history and its figures stay). */
const ERASE_SET = `first_name = '', last_name = '', email = '', phone = '', notes = '', birthday = NULL, gender = '',
  address = NULL, whatsapp_consent_at = NULL, email_consent_at = NULL`;
/** The same columns, taken out of the customer's earlier audit entries (their before and after held them). */
const ERASED_AUDIT_KEYS = ['first_name', 'last_name', 'email', 'phone', 'notes', 'birthday', 'gender', 'address', 'whatsapp_consent_at', 'email_consent_at'];

export interface RetentionOutcome {
  erased: number;
  retentionMonths: number;
}

/** What the run stored on the website settings row ({day, at, erased}); the device shows at and erased. */
interface StoredRun {
  day: string;
  at: string;
  erased: number;
}

/**
 * Erases, in one transaction, the personal data of the business's customers the retention rule
 * picks (src/lib/privacy/retention.ts) as of `now`: their rows get a new version and feed seq each,
 * the customer's earlier audit entries lose the personal fields, one audit entry names the count,
 * and the settings row records the run. Idempotent: an erased customer is never picked again, and
 * a run that erases nothing on a day already recorded writes nothing.
 */
export async function runRetention(db: Db, businessId: string, now: Date): Promise<RetentionOutcome> {
  return db.tx(async (q) => {
    await lockBusiness(q, businessId);
    const [business] = await q.query<DbRow>('SELECT time_zone FROM businesses WHERE id = $1 AND deleted_at IS NULL', [businessId]);
    if (business === undefined) return { erased: 0, retentionMonths: 0 };
    const timeZone = str(business.time_zone);
    const { retentionMonths } = (await websiteSettingsOf(q, businessId)).dataPrivacy;
    const policy = { retentionMonths, timeZone, now };
    // Points and packages are read only for the customers due on everything else.
    const candidates = await retentionFacts(q, businessId, now, timeZone, (f) => isDueForErasure(f.activity, f.holdings, policy));
    const due = candidates.filter((f) => isDueForErasure(f.activity, f.holdings, policy)).map((f) => f.id);
    const day = localDayOf(now.toISOString(), timeZone);
    if (due.length > 0) {
      const first = await nextSeq(q, businessId, due.length);
      await q.query(
        `UPDATE customers c SET ${ERASE_SET}, erased_at = $4, seq = $3 + u.n - 1, version = c.version + 1, updated_at = $4
         FROM unnest($2::uuid[]) WITH ORDINALITY AS u(id, n)
         WHERE c.business_id = $1 AND c.id = u.id AND c.erased_at IS NULL`,
        [businessId, due, first, now.toISOString()],
      );
      await q.query(`UPDATE audit_log SET changes = changes - $3::text[] WHERE business_id = $1 AND entity = 'customers' AND entity_id = ANY($2::text[])`, [
        businessId, due, ERASED_AUDIT_KEYS,
      ]);
      await q.query(
        `INSERT INTO audit_log (business_id, at, actor_id, actor_email, method, path, entity, entity_id, op, changes)
         VALUES ($1, $2, NULL, NULL, 'JOB', $3, 'customers', $4, 'update', $5::text::jsonb)`,
        [businessId, now.toISOString(), RETENTION_QUEUE, `retention:${day}`, JSON.stringify({ erasedCustomers: { before: null, after: due.length }, retentionMonths: { before: null, after: retentionMonths } })],
      );
    }
    await recordRun(q, businessId, { day, at: now.toISOString(), erased: due.length });
    return { erased: due.length, retentionMonths };
  });
}

/** Records the run on the website settings row (made with the defaults when the business has none); a same-day run adds to it. */
async function recordRun(q: Queryable, businessId: string, run: StoredRun): Promise<void> {
  const [row] = await q.query<DbRow>('SELECT retention_run FROM website_settings WHERE business_id = $1 AND id = $1', [businessId]);
  const last = row?.retention_run === null || row?.retention_run === undefined ? null : json<StoredRun>(row.retention_run);
  const sameDay = last !== null && str(last.day) === run.day;
  if (sameDay && run.erased === 0) return;
  const stored: StoredRun = sameDay ? { ...run, erased: num(last.erased) + run.erased } : run;
  const seq = await nextSeq(q, businessId);
  await q.query(
    `INSERT INTO website_settings (business_id, id, seq, settings, retention_run) VALUES ($1, $1, $2, '{}'::jsonb, $3::text::jsonb)
     ON CONFLICT (business_id, id) DO UPDATE SET retention_run = EXCLUDED.retention_run, seq = EXCLUDED.seq,
       version = website_settings.version + 1, updated_at = now()`,
    [businessId, seq, JSON.stringify(stored)],
  );
}

/** Enqueues each live business's retention run of its current local day (idempotent by key). */
export async function planRetention(q: Queryable, now: Date): Promise<void> {
  const rows = await q.query<DbRow>('SELECT id::text AS id, time_zone FROM businesses WHERE deleted_at IS NULL ORDER BY id');
  for (const r of rows) {
    const businessId = str(r.id);
    const day = localDayOf(now.toISOString(), str(r.time_zone));
    await enqueueJob(q, { queue: RETENTION_QUEUE, key: `${businessId}:${day}`, businessId, payload: { businessId, day }, maxAttempts: 8 });
  }
}

const planner = hourlyPlanner(RETENTION_PLAN_QUEUE, planRetention);

/** At the API's start (every instance; keys make it idempotent): today's runs and the hourly planner. */
export const startRetention = (db: Db, now?: Date): Promise<void> => planner.start(db, now);

const payloadSchema = z.object({ businessId: z.uuid(), day: z.string().regex(/^\d{4}-\d{2}-\d{2}$/) });

/** The retention queues (server/jobs/handlers.ts). */
export function retentionHandlers(clock: () => Date = () => new Date()): Record<string, JobHandler> {
  return {
    [RETENTION_QUEUE]: async (ctx) => {
      const parsed = payloadSchema.safeParse(ctx.job.payload);
      if (!parsed.success) throw new PermanentJobError('Not a retention job');
      return { done: await runRetention(ctx.db, parsed.data.businessId, clock()) };
    },
    [RETENTION_PLAN_QUEUE]: planner.handler(clock),
  };
}
