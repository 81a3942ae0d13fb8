import { beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { Notification, NotificationListResponse } from '@/lib/schemas/notification';
import { insertNotifications } from '@server/seed/notifications';
import { seedDemo } from '@server/seed/demo';
import { PLATFORM_ADMIN, seedPlatformData } from '@server/seed/platform';
import { DEMO_IDS, TEAM } from '@server/seed/team';
import type { FakeClock } from '../helpers/clock-harness';
import type { GetCtx } from './context';
import { FX, USERS } from '../helpers/fixture';
import type { Harness } from '../helpers/harness';

const owner = USERS.ownerA.id;
const inbox = (userId: string, tail = 'notification'): string => `/b/${FX.bizA}/u/${userId}/${tail}`;
const BASE = 1_748_000_000;

function note(userId: string, i: number, extra: { read?: boolean; type?: Notification['type'] } = {}) {
  return {
    businessId: FX.bizA,
    notificationId: crypto.randomUUID(),
    userId,
    createdAt: BASE + i * 60,
    read: extra.read ?? false,
    type: extra.type ?? 'NEW_BOOKING',
    messageTitle: `n${i}`,
    deepLink: `/appointments/${crypto.randomUUID()}/details`,
    data: { customers: [{ customerName: 'Ana' }], event: null, errorMessage: null },
  };
}

export function notificationSuite(get: GetCtx): void {
describe('notifications', () => {
  let clock: FakeClock;
  let h: Harness;
  beforeAll(async () => {
    ({ h, clock } = get());
    await h.db.tx(async (q) => {
      await insertNotifications(q, [
        note(owner, 1, { read: true }),
        note(owner, 2, { type: 'CANCEL_BOOKING' }),
        note(owner, 3, { type: 'EDITED_BOOKING', read: true }),
        note(owner, 4),
        note(owner, 5, { type: 'BOOKING_PENDING_APPROVAL' }),
        note(USERS.clerkA.id, 6),
      ]);
      await q.query(`UPDATE notifications SET archived = true WHERE message_title = 'n1'`);
    });
  });

  const list = async (body: unknown): Promise<NotificationListResponse> => {
    const r = await h.call('POST', inbox(owner), { as: 'ownerA', body });
    expect(r.status).toBe(200);
    return r.json as NotificationListResponse;
  };

  it('lists the caller’s own, newest first, without archived, paging by cursor and offset', async () => {
    const all = await list({});
    expect(all.result.map((n) => n.messageTitle)).toEqual(['n5', 'n4', 'n3', 'n2']);
    expect(all).toMatchObject({ hasMore: false, nextCursor: null });
    expect(Object.keys(all.result[0] ?? {}).sort()).toEqual(
      ['createdAt', 'data', 'deepLink', 'messageTitle', 'notificationId', 'read', 'type'].sort(),
    );
    const p1 = await list({ pagination: { limit: 3 } });
    expect(p1.result.map((n) => n.messageTitle)).toEqual(['n5', 'n4', 'n3']);
    expect(p1.hasMore).toBe(true);
    const p2 = await list({ pagination: { limit: 3, cursor: p1.nextCursor } });
    expect(p2.result.map((n) => n.messageTitle)).toEqual(['n2']);
    expect(p2.hasMore).toBe(false);
    const byOffset = await list({ pagination: { limit: 2, offset: 2 } });
    expect(byOffset.result.map((n) => n.messageTitle)).toEqual(['n3', 'n2']);
  });

  it('filters by read and type', async () => {
    expect((await list({ filters: { read: false } })).result.map((n) => n.messageTitle)).toEqual(['n5', 'n4', 'n2']);
    const typed = await list({ filters: { type: ['CANCEL_BOOKING', 'EDITED_BOOKING'] } });
    expect(typed.result.map((n) => n.messageTitle)).toEqual(['n3', 'n2']);
  });

  it('refuses bad bodies with field keys', async () => {
    const bad = async (body: unknown): Promise<Record<string, string> | undefined> => {
      const r = await h.call('POST', inbox(owner), { as: 'ownerA', body });
      expect(r.status).toBe(400);
      return (r.json as Problem).errors;
    };
    expect(await bad({ pagination: { limit: 0 } })).toEqual({ 'pagination.limit': 'validation.invalidLimit' });
    expect(await bad({ pagination: { limit: 101 } })).toEqual({ 'pagination.limit': 'validation.invalidLimit' });
    expect(await bad({ filters: { type: ['NOPE'] } })).toEqual({ 'filters.type.0': 'validation.invalidOption' });
    expect(await bad({ filters: { read: 'yes' } })).toEqual({ 'filters.read': 'validation.invalidType' });
    expect(await bad({ pagination: { limit: 2, cursor: 'abc', offset: 1 } })).toEqual({ 'pagination.offset': 'validation.cursorOrOffset' });
    expect(await bad({ pagination: { cursor: 'not-a-cursor' } })).toEqual({ 'pagination.cursor': 'validation.invalidCursor' });
  });

  it('answers 401 without a token and 403 for another user’s or business’s inbox', async () => {
    expect((await h.call('POST', inbox(owner), { body: {} })).status).toBe(401);
    const other = await h.call('POST', inbox(USERS.clerkA.id), { as: 'ownerA', body: {} });
    expect(other.status).toBe(403);
    expect((other.json as Problem).errors).toEqual({ userId: 'auth.wrongUser' });
    const biz = await h.call('POST', inbox(owner), { as: 'ownerB', body: {} });
    expect((biz.json as Problem).errors).toEqual({ businessId: 'auth.wrongBusiness' });
  });

  it('creates a test notification once per Idempotency-Key', async () => {
    const key = crypto.randomUUID();
    const first = await h.call('POST', inbox(owner, 'notification/test'), { as: 'ownerA', key });
    expect(first.status).toBe(201);
    const created = (first.json as { result: Notification }).result;
    expect(created).toMatchObject({ type: 'TEST', read: false, createdAt: Math.floor(clock.now().getTime() / 1000) });
    const again = await h.call('POST', inbox(owner, 'notification/test'), { as: 'ownerA', key });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json).toEqual(first.json);
    const tests = await list({ filters: { type: ['TEST'] } });
    expect(tests.result.map((n) => n.notificationId)).toEqual([created.notificationId]);
    expect((await list({})).result[0]?.notificationId).toBe(created.notificationId);
    const noKey = await h.call('POST', inbox(owner, 'notification/test'), { as: 'ownerA', key: null });
    expect((noKey.json as Problem).errors).toEqual({ 'Idempotency-Key': 'validation.idempotencyKeyRequired' });
  });

  it('sets read by timestamp, marks all read, archives all', async () => {
    const action = (body: unknown) => h.call('POST', inbox(owner, 'notifications/action'), { as: 'ownerA', body });
    const missing = await action({ operationId: 'setRead' });
    expect(missing.status).toBe(400);
    expect((missing.json as Problem).errors).toEqual({ notificationTimestamp: 'validation.required' });
    expect((await action({ operationId: 'explode' })).status).toBe(400);

    const one = await action({ operationId: 'setRead', notificationTimestamp: [BASE + 4 * 60] });
    expect(one.json).toEqual({ result: { updated: 1 } });
    const unread = (await list({ filters: { read: false } })).result.length;
    expect(unread).toBeGreaterThan(0);
    expect((await action({ operationId: 'markAllAsRead' })).json).toEqual({ result: { updated: unread } });
    expect((await list({ filters: { read: false } })).result).toEqual([]);
    const visible = (await list({})).result.length;
    expect((await action({ operationId: 'archivedAll' })).json).toEqual({ result: { updated: visible } });
    expect((await list({})).result).toEqual([]);
    // The clerk's inbox is untouched.
    const clerk = await h.call('POST', inbox(USERS.clerkA.id), { as: 'clerkA', body: {} });
    expect((clerk.json as NotificationListResponse).result.map((n) => n.messageTitle)).toEqual(['n6']);
  });
});
}

/** Seeds the demo salon into the shared database (its own business, apart from the fixture). */
export function demoSeedSuite(get: GetCtx): void {
describe('demo notifications seed', () => {
  it('gives each demo login about a dozen notifications linking to seeded bookings', async () => {
    const { db } = get().h;
    {
      await seedDemo(db);
      const first = await seedPlatformData(db);
      expect(first.admin).toBe(true);
      expect(await seedPlatformData(db)).toEqual({ admin: false, notifications: 0 });
      const users = [...TEAM.filter((m) => m.login).map((m) => m.id), PLATFORM_ADMIN.id];
      const rows = await db.query<{ user_id: string; n: string; read: string; types: string; bad_links: string }>(
        `SELECT n.user_id, count(*)::text AS n, count(*) FILTER (WHERE n.read)::text AS read,
           count(DISTINCT n.type)::text AS types,
           count(*) FILTER (WHERE n.deep_link IS NOT NULL AND NOT EXISTS (SELECT 1 FROM appointments a
             WHERE a.business_id = n.business_id AND '/appointments/' || a.id || '/details' = n.deep_link))::text AS bad_links
         FROM notifications n WHERE n.business_id = $1 AND n.type <> 'DAILY_SUMMARY' GROUP BY n.user_id`,
        [DEMO_IDS.business],
      );
      expect(rows.map((r) => r.user_id).sort()).toEqual([...users].sort());
      for (const r of rows) {
        expect(Number(r.n)).toBe(12);
        expect(Number(r.read)).toBeGreaterThan(0);
        expect(Number(r.read)).toBeLessThan(12);
        expect(Number(r.types)).toBeGreaterThanOrEqual(3);
        expect(Number(r.bad_links)).toBe(0);
      }
      // The owner, who has the daily summary on, also finds this morning's summary (it links to the dashboard).
      const summaries = await db.query<{ user_id: string; deep_link: string; message_title: string }>(
        `SELECT user_id::text AS user_id, deep_link, message_title FROM notifications WHERE business_id = $1 AND type = 'DAILY_SUMMARY'`,
        [DEMO_IDS.business],
      );
      expect(summaries).toEqual([{ user_id: DEMO_IDS.owner, deep_link: '/dashboard', message_title: expect.stringMatching(/^Today: .+ Yesterday's sales: RM [\d,.]+\. \d+ products? low on stock\.$/) }]);
      const admin = await db.query<{ internal_role: string }>('SELECT internal_role FROM members WHERE id = $1', [PLATFORM_ADMIN.id]);
      expect(admin[0]?.internal_role).toBe('FULL');
    }
  });
});
}
