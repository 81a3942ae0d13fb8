import type { Db, Queryable } from '@server/db/types';
import { enqueueJob } from '@server/jobs/queue';
import type { JobHandler } from '@server/jobs/runner';

const HOUR_MS = 3_600_000;

/** Enqueues what is due as of `now`; its job keys make a second call a no-op. */
export type Plan = (q: Queryable, now: Date) => Promise<void>;

/**
 * A planner on the durable job queue, not a timer: each run enqueues what is due (`plan`) and
 * its own next run at the next whole hour (key `plan:<time>`), in one transaction, so it survives
 * restarts and several API instances plan each hour once. Used by the daily summaries, the
 * consolidated e-invoices and data retention.
 */
export function hourlyPlanner(planQueue: string, plan: Plan): { start(db: Db, now?: Date): Promise<void>; handler(clock: () => Date): JobHandler } {
  const planAndReschedule = async (q: Queryable, now: Date) => {
    await plan(q, now);
    const at = new Date(Math.floor(now.getTime() / HOUR_MS) * HOUR_MS + HOUR_MS);
    await enqueueJob(q, { queue: planQueue, key: `plan:${at.toISOString()}`, payload: null, runAt: at });
  };
  return {
    /** At the API's start (every instance): what is due now, and the next hour's run. */
    start: (db, now = new Date()) => db.tx((q) => planAndReschedule(q, now)),
    handler: (clock) => async (ctx) => {
      await ctx.db.tx((q) => planAndReschedule(q, clock()));
      return { done: null };
    },
  };
}
