import { useLiveQuery } from 'dexie-react-hooks';
import { Dexie } from 'dexie';
import { db } from '@/data/db';
import type { LocalNotification } from '@/data/notification-rows';
import { useActiveAccount } from '@/data/queries/useActiveAccount';

/** The active user's notifications, newest first; undefined while loading. */
export function useNotifications(): LocalNotification[] | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!account) return [];
    return db.notifications
      .where('[userId+businessId+createdAt]')
      .between([account.userId, account.businessId, Dexie.minKey], [account.userId, account.businessId, Dexie.maxKey])
      .reverse()
      .toArray();
  }, [account?.userId, account?.businessId]);
}

/** How many of them are unread (the header badge). */
export function useUnreadNotificationCount(): number {
  const rows = useNotifications();
  return rows?.filter((n) => !n.read).length ?? 0;
}
