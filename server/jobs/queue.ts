import type { Db, Queryable } from '@server/db/types';
import { iso, json, num, str, strOrNull } from '@server/rows/convert';

/**
 * A durable job queue in the API's own database (PGlite or PostgreSQL), for work that must
 * happen later or elsewhere: e-invoice submission and polling, reminders. See docs/decisions.md.
 *
 * - enqueue: idempotent per (queue, key); call it inside the write transaction of the fact that
 *   needs the job, so both commit or neither.
 * - claim: `FOR UPDATE SKIP LOCKED`, so several API instances never take the same job; a claim
 *   is a lease (locked_until): a runner that dies mid-job loses it when the lease ends, and the
 *   job runs again elsewhere.
 * - progress: a handler records what it has done (e.g. "submitted, submission uid X") in its own
 *   committed write before the next step, so a re-run continues instead of repeating the step.
 * - complete / retry: fenced by the claim (locked_by and attempt), so a runner whose lease was
 *   taken over cannot overwrite the new owner's outcome. Failures back off exponentially.
 */
export type JobState = 'queued' | 'running' | 'done' | 'failed';

export interface Job<P = unknown> {
  id: number;
  queue: string;
  key: string;
  businessId: string | null;
  payload: P;
  state: JobState;
  attempts: number;
  maxAttempts: number;
  runAt: string;
  lockedBy: string | null;
  progress: unknown;
  lastError: string | null;
}

export interface NewJob {
  queue: string;
  /** The job's idempotency key within its queue (e.g. the document id). */
  key: string;
  payload: unknown;
  businessId?: string | null;
  /** When it may first run (default now). */
  runAt?: Date;
  maxAttempts?: number;
}

type Row = Record<string, unknown>;

function toJob(r: Row): Job {
  return {
    id: num(r.id),
    queue: str(r.queue),
    key: str(r.key),
    businessId: strOrNull(r.business_id),
    payload: json<unknown>(r.payload),
    state: str(r.state) as JobState,
    attempts: num(r.attempts),
    maxAttempts: num(r.max_attempts),
    runAt: iso(r.run_at),
    lockedBy: strOrNull(r.locked_by),
    progress: r.progress === null || r.progress === undefined ? null : json<unknown>(r.progress),
    lastError: strOrNull(r.last_error),
  };
}

/** Adds a job unless one with the same queue and key exists; answers whether it was new. */
export async function enqueueJob(q: Queryable, job: NewJob): Promise<{ id: number; created: boolean }> {
  const inserted = await q.query<Row>(
    `INSERT INTO jobs (queue, key, business_id, payload, run_at, max_attempts)
     VALUES ($1, $2, $3, $4::text::jsonb, coalesce($5::timestamptz, now()), $6)
     ON CONFLICT (queue, key) DO NOTHING RETURNING id`,
    [job.queue, job.key, job.businessId ?? null, JSON.stringify(job.payload ?? null), job.runAt?.toISOString() ?? null, job.maxAttempts ?? 12],
  );
  if (inserted[0] !== undefined) return { id: num(inserted[0].id), created: true };
  const found = await q.query<Row>('SELECT id FROM jobs WHERE queue = $1 AND key = $2', [job.queue, job.key]);
  return { id: num(found[0]?.id), created: false };
}

/**
 * Takes up to `limit` due jobs of the queues for `workerId`, leased for `leaseMs`: queued jobs
 * whose time has come, and running ones whose lease ended (their runner died).
 */
export async function claimJobs(db: Db, o: { queues: readonly string[]; workerId: string; leaseMs: number; limit: number }): Promise<Job[]> {
  if (o.queues.length === 0) return [];
  return db.tx(async (q) => {
    const rows = await q.query<Row>(
      `UPDATE jobs j SET state = 'running', locked_by = $2, locked_until = now() + ($3::int * interval '1 millisecond'),
         attempts = j.attempts + 1, updated_at = now()
       WHERE j.id IN (
         SELECT id FROM jobs
         WHERE queue = ANY($1::text[]) AND run_at <= now()
           AND (state = 'queued' OR (state = 'running' AND locked_until < now()))
         ORDER BY run_at, id LIMIT $4 FOR UPDATE SKIP LOCKED)
       RETURNING j.*`,
      [o.queues, o.workerId, o.leaseMs, o.limit],
    );
    return rows.map(toJob);
  });
}

/** The claim a runner holds: its id and the attempt it claimed. */
const FENCE = `id = $1 AND locked_by = $2 AND attempts = $3 AND state = 'running'`;

/** Records a handler's progress under its claim; false when the claim was lost (stop work). */
export async function saveProgress(db: Queryable, job: Job, workerId: string, progress: unknown): Promise<boolean> {
  const rows = await db.query<Row>(`UPDATE jobs SET progress = $4::text::jsonb, updated_at = now() WHERE ${FENCE} RETURNING id`, [
    job.id, workerId, job.attempts, JSON.stringify(progress),
  ]);
  return rows.length > 0;
}

/** Extends the lease (a long poll); false when the claim was lost. */
export async function extendLease(db: Queryable, job: Job, workerId: string, leaseMs: number): Promise<boolean> {
  const rows = await db.query<Row>(
    `UPDATE jobs SET locked_until = now() + ($4::int * interval '1 millisecond'), updated_at = now() WHERE ${FENCE} RETURNING id`,
    [job.id, workerId, job.attempts, leaseMs],
  );
  return rows.length > 0;
}

export async function completeJob(db: Queryable, job: Job, workerId: string, result: unknown): Promise<boolean> {
  const rows = await db.query<Row>(
    `UPDATE jobs SET state = 'done', result = $4::text::jsonb, locked_by = NULL, locked_until = NULL, last_error = NULL, updated_at = now()
     WHERE ${FENCE} RETURNING id`,
    [job.id, workerId, job.attempts, JSON.stringify(result ?? null)],
  );
  return rows.length > 0;
}

/** Backoff before attempt n+1: base × 2^(n−1), capped, with equal jitter (half fixed, half random). */
export function backoffMs(attempts: number, baseMs: number, capMs: number, random: () => number = Math.random): number {
  const full = Math.min(capMs, baseMs * 2 ** Math.max(0, attempts - 1));
  return Math.round(full / 2 + (full / 2) * random());
}

/**
 * A failed attempt: queued again after `delayMs`, or failed for good after its last attempt
 * (or at once when `permanent`). A job can also ask to run again later without counting as a
 * failure (`retryJob` with `countAttempt: false`, e.g. a validation still in progress).
 */
export async function retryJob(
  db: Queryable,
  job: Job,
  workerId: string,
  o: { error: string | null; delayMs: number; permanent?: boolean; countAttempt?: boolean },
): Promise<boolean> {
  const giveUp = o.permanent === true || (o.countAttempt !== false && job.attempts >= job.maxAttempts);
  const rows = await db.query<Row>(
    `UPDATE jobs SET state = $4, run_at = now() + ($5::int * interval '1 millisecond'), last_error = $6,
       attempts = CASE WHEN $7 THEN attempts ELSE attempts - 1 END, locked_by = NULL, locked_until = NULL, updated_at = now()
     WHERE ${FENCE} RETURNING id`,
    [job.id, workerId, job.attempts, giveUp ? 'failed' : 'queued', Math.max(0, Math.round(o.delayMs)), o.error, o.countAttempt !== false],
  );
  return rows.length > 0;
}

export async function findJob(q: Queryable, queue: string, key: string): Promise<Job | null> {
  const rows = await q.query<Row>('SELECT * FROM jobs WHERE queue = $1 AND key = $2', [queue, key]);
  return rows[0] === undefined ? null : toJob(rows[0]);
}
