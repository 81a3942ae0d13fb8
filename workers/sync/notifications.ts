import { Dexie } from 'dexie';
import type { NotificationListResponse } from '@/lib/schemas/notification';
import { applyNotificationAction, notificationsFetchedKey, NOTIFICATIONS_CACHE_MS, type LocalNotification } from '@/data/notification-rows';
import type { SyncContext } from '@workers/sync/context';
import { sendRequest } from '@workers/sync/http';
import { PullError } from '@workers/sync/pull';

/** Newest notifications kept on the device. */
export const NOTIFICATIONS_PAGE = 50;

function inboxPath(ctx: SyncContext): string {
  return `/b/${ctx.businessId}/u/${ctx.userId}`;
}

/**
 * Sends the queued notification actions in order. A 2xx or a 4xx (refused: the next fetch shows
 * the server's truth) removes the entry; anything else stops until the next cycle.
 */
export async function pushNotificationActions(ctx: SyncContext): Promise<number> {
  let sent = 0;
  for (;;) {
    const entry = await ctx.db.notificationActions.where('[userId+businessId]').equals([ctx.userId, ctx.businessId]).first();
    if (!entry) return sent;
    const outcome = await sendRequest(ctx, {
      method: 'POST',
      path: `${inboxPath(ctx)}/notifications/action`,
      body: entry.body,
      idempotencyKey: entry.id,
    });
    if (outcome.kind === 'retry') {
      await ctx.db.notificationActions.update(entry.seq, { attempts: entry.attempts + 1 });
      throw new PullError(outcome);
    }
    if (outcome.kind === 'rejected') console.warn('[sync] notification action refused', outcome.problem);
    await ctx.db.notificationActions.delete(entry.seq);
    sent += 1;
  }
}

/**
 * POST …/notification (newest first) when the last fetch is older than 10 minutes (or `force`),
 * replacing the user's notifications, with actions still queued applied on top.
 */
export async function pullNotifications(ctx: SyncContext, options: { force?: boolean } = {}): Promise<boolean> {
  const key = notificationsFetchedKey(ctx.userId, ctx.businessId);
  const last = await ctx.db.meta.get(key);
  const fetchedAt = last?.kind === 'fetchedAt' ? Date.parse(last.value) : 0;
  if (!options.force && ctx.now().getTime() - fetchedAt < NOTIFICATIONS_CACHE_MS) return false;

  const outcome = await sendRequest(ctx, {
    method: 'POST',
    path: `${inboxPath(ctx)}/notification`,
    body: { pagination: { limit: NOTIFICATIONS_PAGE }, filters: {} },
  });
  if (outcome.kind !== 'ok') throw new PullError(outcome);
  const page = outcome.body as NotificationListResponse;
  const { db } = ctx;
  await db.transaction('rw', [db.notifications, db.notificationActions, db.meta], async () => {
    const pending = await db.notificationActions.where('[userId+businessId]').equals([ctx.userId, ctx.businessId]).toArray();
    let rows: LocalNotification[] = page.result.map((n) => ({ ...n, userId: ctx.userId, businessId: ctx.businessId }));
    for (const action of pending) rows = applyNotificationAction(rows, action.body);
    await db.notifications
      .where('[userId+businessId+createdAt]')
      .between([ctx.userId, ctx.businessId, Dexie.minKey], [ctx.userId, ctx.businessId, Dexie.maxKey])
      .delete();
    await db.notifications.bulkPut(rows);
    await db.meta.put({ key, kind: 'fetchedAt', value: ctx.now().toISOString() });
  });
  return true;
}
