import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Db } from '@server/db/types';
import { backoffMs, claimJobs, enqueueJob, findJob } from '@server/jobs/queue';
import { createJobRunner, PermanentJobError, type JobHandler } from '@server/jobs/runner';
import { backends, openTestDb } from './helpers/backends';

const until = async (check: () => Promise<boolean>, ms = 10_000): Promise<void> => {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error('timed out');
    await new Promise((r) => setTimeout(r, 20));
  }
};

describe('backoff', () => {
  it('doubles from the base up to the cap, with equal jitter', () => {
    expect(backoffMs(1, 1_000, 60_000, () => 0)).toBe(500);
    expect(backoffMs(1, 1_000, 60_000, () => 1)).toBe(1_000);
    expect(backoffMs(4, 1_000, 60_000, () => 1)).toBe(8_000);
    expect(backoffMs(20, 1_000, 60_000, () => 1)).toBe(60_000);
  });
});

describe.each(backends())('job queue on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;
  beforeAll(async () => {
    ({ db, dispose } = await openTestDb(backend));
  });
  afterAll(async () => {
    await dispose();
  });

  it('keeps one job per queue and key', async () => {
    const a = await enqueueJob(db, { queue: 'test.once', key: 'doc-1', payload: { n: 1 } });
    const b = await enqueueJob(db, { queue: 'test.once', key: 'doc-1', payload: { n: 2 } });
    expect(a.created).toBe(true);
    expect(b).toEqual({ id: a.id, created: false });
    expect((await findJob(db, 'test.once', 'doc-1'))?.payload).toEqual({ n: 1 });
  });

  it('retries a failing job with backoff, then completes it; a permanent error fails at once', async () => {
    let calls = 0;
    const handlers: Record<string, JobHandler> = {
      'test.flaky': async () => {
        calls += 1;
        if (calls < 3) throw new Error(`try ${calls} failed`);
        return { done: { ok: true } };
      },
      'test.bad': async () => {
        throw new PermanentJobError('no such document');
      },
    };
    const runner = createJobRunner(db, handlers, { backoffBaseMs: 20, backoffCapMs: 40, pollMs: 10 });
    await enqueueJob(db, { queue: 'test.flaky', key: 'k', payload: null });
    await enqueueJob(db, { queue: 'test.bad', key: 'k', payload: null });
    runner.start();
    await until(async () => (await findJob(db, 'test.flaky', 'k'))?.state === 'done');
    await runner.stop();
    expect(calls).toBe(3);
    expect(await findJob(db, 'test.flaky', 'k')).toMatchObject({ attempts: 3, lastError: null });
    expect(await findJob(db, 'test.bad', 'k')).toMatchObject({ state: 'failed', attempts: 1, lastError: 'no such document' });
  });

  it('submits once when its runner is killed mid-submission: the next runner resumes from the recorded progress', async () => {
    const submitted: string[] = [];
    let release: () => void = () => undefined;
    const stuck = new Promise<void>((resolve) => {
      release = resolve;
    });
    // The handler of a submission job: submit once (recorded as progress), then poll for the result.
    const submitJob = (hangAfterSubmit: boolean): JobHandler => async (ctx) => {
      if (ctx.progress === null) {
        submitted.push(ctx.job.key);
        await ctx.saveProgress({ submissionUid: `SUB-${ctx.job.key}` });
        if (hangAfterSubmit) await stuck; // the process dies here: no outcome is ever recorded
      }
      return { done: { validated: true } };
    };
    await enqueueJob(db, { queue: 'test.submit', key: 'inv-42', payload: null });
    const a = createJobRunner(db, { 'test.submit': submitJob(true) }, { workerId: 'runner-a', leaseMs: 300 });
    const inFlight = a.tick();
    await until(async () => submitted.length === 1);
    // Runner B cannot take the job while A's lease holds...
    expect(await claimJobs(db, { queues: ['test.submit'], workerId: 'runner-b', leaseMs: 300, limit: 5 })).toEqual([]);
    // ...and takes it over once the lease has run out.
    await new Promise((r) => setTimeout(r, 400));
    const b = createJobRunner(db, { 'test.submit': submitJob(false) }, { workerId: 'runner-b', leaseMs: 300 });
    expect(await b.tick()).toBe(1);
    expect(await findJob(db, 'test.submit', 'inv-42')).toMatchObject({ state: 'done', lockedBy: null, progress: { submissionUid: 'SUB-inv-42' } });
    // The dead runner wakes up: its late outcome is fenced off.
    release();
    await inFlight;
    expect(submitted).toEqual(['inv-42']);
    expect(await findJob(db, 'test.submit', 'inv-42')).toMatchObject({ state: 'done', attempts: 2 });
  });

  it('never hands one job to two runners polling together', async () => {
    for (let i = 0; i < 30; i++) await enqueueJob(db, { queue: 'test.many', key: `m-${i}`, payload: i });
    const seen: string[] = [];
    const handler: JobHandler = async (ctx) => {
      seen.push(ctx.job.key);
      await new Promise((r) => setTimeout(r, 5));
      return { done: null };
    };
    const runners = ['x', 'y', 'z'].map((w) => createJobRunner(db, { 'test.many': handler }, { workerId: w, concurrency: 3 }));
    for (let round = 0; round < 20 && seen.length < 30; round++) await Promise.all(runners.map((r) => r.tick()));
    expect(seen.toSorted()).toEqual(Array.from({ length: 30 }, (_, i) => `m-${i}`).toSorted());
  });
});
