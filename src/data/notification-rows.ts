import type { Notification, NotificationAction } from '@/lib/schemas/notification';

/** A notification as the replica keeps it: the API's shape plus whose inbox it is. */
export interface LocalNotification extends Notification {
  userId: string;
  businessId: string;
}

/** An action (set read, mark all read, archive all) made on the device and not yet sent. */
export interface NotificationActionEntry {
  seq?: number;
  /** UUIDv7, sent as the Idempotency-Key. */
  id: string;
  userId: string;
  businessId: string;
  body: NotificationAction & { notificationTimestamp?: number[] };
  createdAt: string;
  attempts: number;
}

export type StoredNotificationAction = NotificationActionEntry & { seq: number };

/** Applies an action to the rows it concerns: what the server will do, done on the device now. */
export function applyNotificationAction(rows: readonly LocalNotification[], body: NotificationActionEntry['body']): LocalNotification[] {
  switch (body.operationId) {
    case 'archivedAll':
      return [];
    case 'markAllAsRead':
      return rows.map((r) => ({ ...r, read: true }));
    case 'setRead': {
      const times = new Set(body.notificationTimestamp ?? []);
      return rows.map((r) => (times.has(r.createdAt) ? { ...r, read: true } : r));
    }
  }
}

/** Meta key of the last notifications fetch (the 10-minute cache of spec §7). */
export const notificationsFetchedKey = (userId: string, businessId: string) => `notificationsFetchedAt:${userId}:${businessId}`;
export const NOTIFICATIONS_CACHE_MS = 10 * 60 * 1000;
