import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { lockBusiness, nextSeq } from '@server/db/seq';
import type { Db } from '@server/db/types';
import { enqueueJob, findJob } from '@server/jobs/queue';
import { createJobRunner } from '@server/jobs/runner';
import { dailySummaryHandlers, planDailySummaries, runDailySummaries, startDailySummaries, SUMMARY_PLAN_QUEUE, SUMMARY_SEND_QUEUE } from '@server/notifications/daily-summary';
import { backends, openTestDb } from './helpers/backends';
import { FX, loadFixture, USERS } from './helpers/fixture';

const KL = 'Asia/Kuala_Lumpur';
/** 2031-04-07 is a Monday; Kuala Lumpur is UTC+8. */
const kl = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2031, 3, day, hh - 8, mm));
const DAY = '2031-04-07';
const AT_EIGHT = kl(7, 8, 0);

describe.each(backends())('daily summary on $name', (backend) => {
  let db: Db;
  let dispose: () => Promise<void>;

  const prefs = (userId: string, dailySummary: boolean, locale: string | null) =>
    db.query('UPDATE members SET notification_prefs = $3::text::jsonb, locale = $4 WHERE business_id = $1 AND id = $2', [
      FX.bizA, userId, JSON.stringify({ muted: [], dailySummary }), locale,
    ]);
  const summaries = async (userId: string) =>
    (await db.query<{ message_title: string; deep_link: string }>(
      `SELECT message_title, deep_link FROM notifications WHERE business_id = $1 AND user_id = $2 AND type = 'DAILY_SUMMARY'`,
      [FX.bizA, userId],
    ));

  beforeAll(async () => {
    ({ db, dispose } = await openTestDb(backend));
    await loadFixture(db);
    await prefs(USERS.ownerA.id, true, null);
    await prefs(USERS.clerkA.id, true, 'zh-CN');
    await prefs(USERS.viewerA.id, false, 'ms-MY');
    await db.tx(async (q) => {
      await lockBusiness(q, FX.bizA);
      const appointment = async (startAt: Date, o: { kind?: string; status?: string; source?: string } = {}) =>
        q.query(
          `INSERT INTO appointments (business_id, id, seq, branch_id, kind, status, source, member_id, start_at, end_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
          [FX.bizA, crypto.randomUUID(), await nextSeq(q, FX.bizA), FX.branchA, o.kind ?? 'Appointment', o.status ?? 'CONFIRMED', o.source ?? 'AdminBooking',
            USERS.clerkA.id, startAt.toISOString(), new Date(startAt.getTime() + 3_600_000).toISOString()],
        );
      await appointment(kl(7, 9, 30));
      await appointment(kl(7, 14, 0));
      await appointment(kl(7, 8, 30), { status: 'CANCELLED' });
      await appointment(kl(7, 8, 0), { kind: 'Blocker', source: 'BranchBlocker' });
      await appointment(kl(8, 10, 0), { status: 'PENDING_CUSTOM_PAYMENT', source: 'CustomerBooking' });
      const sale = async (soldAt: Date, total: number) =>
        q.query(
          `INSERT INTO sales (business_id, id, seq, branch_id, device_id, receipt_number, sold_by, currency, lines, rates, totals, total, payments, sold_at)
           VALUES ($1, $2, $3, $4, $5, $6, $7, 'myr', '[]'::jsonb, '{}'::jsonb, '{}'::jsonb, $8, '[]'::jsonb, $9)`,
          [FX.bizA, crypto.randomUUID(), await nextSeq(q, FX.bizA), FX.branchA, crypto.randomUUID(), `R-${total}`, USERS.clerkA.id, total, soldAt.toISOString()],
        );
      await sale(kl(6, 15, 0), 12_000);
      await sale(kl(6, 23, 30), 500);
      await sale(kl(7, 0, 30), 5_000);
      // Low at branch A: 2 on hand, threshold 3; the shampoo has 10 over its threshold of 3.
      for (const [name, onHand] of [['Argan oil', 2], ['Shampoo', 10]] as const) {
        const product = crypto.randomUUID();
        await q.query(`INSERT INTO products (business_id, id, seq, name, price, low_stock) VALUES ($1, $2, $3, $4, 4500, $5::text::jsonb)`, [
          FX.bizA, product, await nextSeq(q, FX.bizA), name, JSON.stringify({ [FX.branchA]: 3 }),
        ]);
        await q.query(`INSERT INTO stock_movements (business_id, id, product_id, branch_id, delta, reason) VALUES ($1, $2, $3, $4, $5, 'received')`, [
          FX.bizA, crypto.randomUUID(), product, FX.branchA, onHand,
        ]);
      }
    });
  });
  afterAll(async () => {
    await dispose();
  });

  it("plans each business's next summary at 08:00 in its branches' time zone, once", async () => {
    await planDailySummaries(db, kl(7, 7, 0));
    await planDailySummaries(db, kl(7, 7, 30));
    const job = await findJob(db, SUMMARY_SEND_QUEUE, `${FX.bizA}:${KL}:${DAY}`);
    expect(job).toMatchObject({ state: 'queued', businessId: FX.bizA, payload: { businessId: FX.bizA, timeZone: KL, day: DAY } });
    expect(job?.runAt).toBe(AT_EIGHT.toISOString());
    const counted = await db.query<{ n: string }>('SELECT count(*)::text AS n FROM jobs WHERE queue = $1 AND business_id = $2', [SUMMARY_SEND_QUEUE, FX.bizA]);
    expect(counted[0]?.n).toBe('1');
    await planDailySummaries(db, kl(7, 9, 0));
    expect(await findJob(db, SUMMARY_SEND_QUEUE, `${FX.bizA}:${KL}:2031-04-08`)).toMatchObject({ runAt: kl(8, 8, 0).toISOString() });
    // At the API's start: every business planned, and the hourly planner queued for the next hour.
    await startDailySummaries(db, kl(7, 9, 20));
    await startDailySummaries(db, kl(7, 9, 40));
    expect(await findJob(db, SUMMARY_SEND_QUEUE, `${FX.bizB}:${KL}:2031-04-08`)).toMatchObject({ state: 'queued' });
    const plans = await db.query<{ key: string }>('SELECT key FROM jobs WHERE queue = $1', [SUMMARY_PLAN_QUEUE]);
    expect(plans).toEqual([{ key: `plan:${kl(7, 10, 0).toISOString()}` }]);
  });

  it("sends one summary per opted-in member in their language, none to the others, none twice by two runners", async () => {
    // Due now (the queue compares with the database's clock); the handlers see 08:00:30 on the day.
    await enqueueJob(db, { queue: SUMMARY_SEND_QUEUE, key: `test:${FX.bizA}:${DAY}`, businessId: FX.bizA, payload: { businessId: FX.bizA, timeZone: KL, day: DAY } });
    const clock = () => new Date(AT_EIGHT.getTime() + 30_000);
    const one = createJobRunner(db, dailySummaryHandlers(clock), { workerId: 'one' });
    const two = createJobRunner(db, dailySummaryHandlers(clock), { workerId: 'two' });
    const ran = await Promise.all([one.tick(), two.tick()]);
    expect(ran[0] + ran[1]).toBe(1);
    expect(await findJob(db, SUMMARY_SEND_QUEUE, `test:${FX.bizA}:${DAY}`)).toMatchObject({ state: 'done' });

    expect(await summaries(USERS.ownerA.id)).toEqual([
      { message_title: "Today: 2 appointments, the first at 9:30 AM. 1 booking waiting for approval. Yesterday's sales: RM 125.00. 1 product low on stock.", deep_link: '/dashboard' },
    ]);
    expect((await summaries(USERS.clerkA.id)).map((s) => s.message_title)).toEqual(['今天：2 个预约，第一个在 9:30 上午。1 个预订等待审批。昨日销售额：RM 125.00。1 件产品库存不足。']);
    expect(await summaries(USERS.viewerA.id)).toEqual([]);
    expect(await summaries(USERS.nobodyA.id)).toEqual([]);

    // The same day run again, twice at once (a lease taken over, a second instance): nothing more.
    const again = await Promise.all([runDailySummaries(db, { businessId: FX.bizA, timeZone: KL, day: DAY }, clock()), runDailySummaries(db, { businessId: FX.bizA, timeZone: KL, day: DAY }, clock())]);
    expect(again).toEqual([{ sent: 0 }, { sent: 0 }]);
    expect(await summaries(USERS.ownerA.id)).toHaveLength(1);
    expect(await summaries(USERS.clerkA.id)).toHaveLength(1);
  });

  it('sends Malay once switched on, and nothing stale after the day has ended', async () => {
    await prefs(USERS.viewerA.id, true, 'ms-MY');
    expect(await runDailySummaries(db, { businessId: FX.bizA, timeZone: KL, day: DAY }, kl(7, 9, 0))).toEqual({ sent: 1 });
    expect((await summaries(USERS.viewerA.id))[0]?.message_title).toMatch(/^Hari ini: 2 temu janji, yang pertama pada 9:30 AM\. 1 tempahan menunggu kelulusan\./);
    expect(await runDailySummaries(db, { businessId: FX.bizA, timeZone: KL, day: '2031-04-06' }, kl(7, 9, 0))).toEqual({ skipped: 'stale' });
    await prefs(USERS.ownerA.id, false, null);
    expect(await runDailySummaries(db, { businessId: FX.bizA, timeZone: KL, day: '2031-04-08' }, kl(8, 8, 0))).toEqual({ sent: 2 });
    expect(await summaries(USERS.ownerA.id)).toHaveLength(1);
    expect(await summaries(USERS.clerkA.id)).toHaveLength(2);
  });
});
