import type { Notification, NotificationData, NotificationType } from '@/lib/schemas/notification';
import { DEFAULT_NOTIFICATION_PREFS, receives, type NotificationPrefs, type OptionalNotificationType } from '@/lib/schemas/notification-prefs';
import type { Queryable } from '@server/db/types';
import { json, num, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

export interface NewNotification {
  businessId: string;
  notificationId: string;
  userId: string;
  /** Epoch seconds. */
  createdAt: number;
  read: boolean;
  type: NotificationType;
  messageTitle: string;
  deepLink: string | null;
  data: NotificationData;
}

export const NOTIFICATION_COLUMNS = [
  'business_id', 'notification_id', 'user_id', 'created_at', 'read', 'type', 'message_title', 'deep_link', 'data:jsonb',
] as const;

export function notificationValues(n: NewNotification): unknown[] {
  return [n.businessId, n.notificationId, n.userId, n.createdAt, n.read, n.type, n.messageTitle, n.deepLink, JSON.stringify(n.data)];
}

export function toNotification(r: DbRow): Notification {
  return {
    notificationId: str(r.notification_id),
    createdAt: num(r.created_at),
    read: r.read === true,
    type: str(r.type) as NotificationType,
    messageTitle: str(r.message_title),
    deepLink: strOrNull(r.deep_link),
    data: json<NotificationData>(r.data),
  };
}

export async function insertNotification(q: Queryable, n: NewNotification): Promise<Notification> {
  const rows = await q.query<DbRow>(
    `INSERT INTO notifications (business_id, notification_id, user_id, created_at, read, type, message_title, deep_link, data)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9::text::jsonb) RETURNING *`,
    notificationValues(n),
  );
  const row = rows[0];
  if (row === undefined) throw new Error('INSERT returned nothing');
  return toNotification(row);
}

/**
 * Inserts a notification the product makes (a booking, a low stock, the daily summary) unless its
 * member switched that type off (or the summary not on) on /settings/account/notifications;
 * answers whether it was delivered.
 */
export async function deliverNotification(q: Queryable, n: NewNotification & { type: OptionalNotificationType | 'DAILY_SUMMARY' }): Promise<boolean> {
  const rows = await q.query<DbRow>('SELECT notification_prefs FROM members WHERE business_id = $1 AND id = $2', [n.businessId, n.userId]);
  const prefs = rows[0] === undefined ? DEFAULT_NOTIFICATION_PREFS : json<NotificationPrefs>(rows[0].notification_prefs);
  if (!receives(prefs, n.type)) return false;
  await insertNotification(q, n);
  return true;
}

/** Opaque keyset cursor: the last item's (createdAt, notificationId). */
export function encodeCursor(n: Notification): string {
  return Buffer.from(`${n.createdAt}.${n.notificationId}`, 'utf8').toString('base64url');
}

export function decodeCursor(cursor: string): { createdAt: number; id: string } | null {
  const raw = Buffer.from(cursor, 'base64url').toString('utf8');
  const m = /^(\d{1,15})\.([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i.exec(raw);
  if (m?.[1] === undefined || m[2] === undefined) return null;
  return { createdAt: Number(m[1]), id: m[2].toLowerCase() };
}
