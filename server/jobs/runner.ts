import { randomUUID } from 'node:crypto';
import type { Db } from '@server/db/types';
import { backoffMs, claimJobs, completeJob, retryJob, saveProgress, type Job } from '@server/jobs/queue';

/** What a handler answers: finished (with a result kept on the job), or run again later without counting a failure. */
export type JobOutcome = { done: unknown } | { later: number };

export interface JobContext {
  job: Job;
  db: Db;
  /** What an earlier attempt recorded (null on the first run). */
  progress: unknown;
  /** Records progress under the claim; throws LostClaimError when another runner took the job. */
  saveProgress(progress: unknown): Promise<void>;
}

export type JobHandler = (ctx: JobContext) => Promise<JobOutcome>;

/** A failure that no retry can fix (bad payload, a refusal): the job fails at once. */
export class PermanentJobError extends Error {
  constructor(message: string) {
    super(message);
    this.name = 'PermanentJobError';
  }
}

export class LostClaimError extends Error {
  constructor(job: Job) {
    super(`Job ${job.queue}/${job.key} was taken over by another runner`);
    this.name = 'LostClaimError';
  }
}

export interface RunnerOptions {
  /** Unique per runner (default: a random id); fences its writes. */
  workerId?: string;
  pollMs?: number;
  /** How long a claim lasts before another runner may take the job over. */
  leaseMs?: number;
  concurrency?: number;
  backoffBaseMs?: number;
  backoffCapMs?: number;
  /** Told about each failed attempt (logging). */
  onFailure?: (job: Job, error: unknown) => void;
}

export interface JobRunner {
  readonly workerId: string;
  /** Claims and runs the due jobs once; answers how many ran. */
  tick(): Promise<number>;
  /** Stops polling and waits for the jobs in hand. */
  stop(): Promise<void>;
}

/**
 * The API process's job runner: polls the queues it has handlers for, runs claimed jobs, records
 * their outcome. Started by server/stack.ts and server/api-only.ts; one per API instance.
 */
export function createJobRunner(db: Db, handlers: Readonly<Record<string, JobHandler>>, o: RunnerOptions = {}): JobRunner & { start(): void } {
  const workerId = o.workerId ?? `runner-${randomUUID()}`;
  const queues = Object.keys(handlers);
  const leaseMs = o.leaseMs ?? 60_000;
  let running = false;
  let timer: NodeJS.Timeout | null = null;
  /** The tick in progress, its outcome handled (logged on failure). */
  let current: Promise<void> | null = null;

  async function runOne(job: Job): Promise<void> {
    const handler = handlers[job.queue];
    if (handler === undefined) return;
    const ctx: JobContext = {
      job,
      db,
      progress: job.progress,
      saveProgress: async (progress) => {
        if (!(await saveProgress(db, job, workerId, progress))) throw new LostClaimError(job);
      },
    };
    try {
      const outcome = await handler(ctx);
      if ('done' in outcome) await completeJob(db, job, workerId, outcome.done);
      else await retryJob(db, job, workerId, { error: null, delayMs: outcome.later, countAttempt: false });
    } catch (error) {
      if (error instanceof LostClaimError) return;
      o.onFailure?.(job, error);
      await retryJob(db, job, workerId, {
        error: error instanceof Error ? error.message : String(error),
        delayMs: backoffMs(job.attempts, o.backoffBaseMs ?? 5_000, o.backoffCapMs ?? 3_600_000),
        permanent: error instanceof PermanentJobError,
      });
    }
  }

  async function tick(): Promise<number> {
    const jobs = await claimJobs(db, { queues, workerId, leaseMs, limit: o.concurrency ?? 4 });
    await Promise.all(jobs.map(runOne));
    return jobs.length;
  }

  function schedule(delay: number): void {
    if (!running) return;
    timer = setTimeout(() => {
      current = tick().then(
        (n) => schedule(n > 0 ? 0 : (o.pollMs ?? 1_000)),
        (error: unknown) => {
          console.error('[jobs] polling failed', error);
          schedule(o.pollMs ?? 1_000);
        },
      );
    }, delay);
    timer.unref();
  }

  return {
    workerId,
    tick,
    start() {
      if (running || queues.length === 0) return;
      running = true;
      schedule(0);
    },
    async stop() {
      running = false;
      if (timer !== null) clearTimeout(timer);
      if (current !== null) await current;
    },
  };
}
