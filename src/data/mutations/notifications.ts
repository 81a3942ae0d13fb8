import { v7 as uuidv7 } from 'uuid';
import { Dexie } from 'dexie';
import { db as defaultDb, type BookitDb } from '@/data/db';
import { applyNotificationAction, type NotificationActionEntry } from '@/data/notification-rows';
import { requireActiveAccount, type ActiveAccount } from '@/data/session';
import { nudgeSync } from '@/data/sync-bridge';

export interface NotificationMutationOptions {
  db?: BookitDb;
  account?: ActiveAccount;
}

/**
 * In one transaction: apply the action to the replica's notifications and queue it for the sync
 * worker (sent in order with its id as Idempotency-Key), then nudge the worker.
 */
async function act(body: NotificationActionEntry['body'], options: NotificationMutationOptions): Promise<void> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  await db.transaction('rw', [db.notifications, db.notificationActions], async () => {
    const range = db.notifications
      .where('[userId+businessId+createdAt]')
      .between([account.userId, account.businessId, Dexie.minKey], [account.userId, account.businessId, Dexie.maxKey]);
    const rows = await range.toArray();
    const next = applyNotificationAction(rows, body);
    if (body.operationId === 'archivedAll') await range.delete();
    else await db.notifications.bulkPut(next);
    await db.notificationActions.add({
      id: uuidv7(),
      userId: account.userId,
      businessId: account.businessId,
      body,
      createdAt: new Date().toISOString(),
      attempts: 0,
    });
  });
  nudgeSync();
}

/** Opening an unread notification marks it read (spec §4); `createdAt` identifies it. */
export function markNotificationRead(createdAt: number, options: NotificationMutationOptions = {}): Promise<void> {
  return act({ operationId: 'setRead', notificationTimestamp: [createdAt] }, options);
}

export function markAllNotificationsRead(options: NotificationMutationOptions = {}): Promise<void> {
  return act({ operationId: 'markAllAsRead' }, options);
}

export function archiveAllNotifications(options: NotificationMutationOptions = {}): Promise<void> {
  return act({ operationId: 'archivedAll' }, options);
}
