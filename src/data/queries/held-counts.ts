import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';

/** For each entry other entries are held behind: how many wait on it. */
export function useHeldCounts(): Map<string, number> | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    const counts = new Map<string, number>();
    if (!account) return counts;
    const entries = await db.outbox.where('[userId+businessId]').equals([account.userId, account.businessId]).toArray();
    for (const e of entries) {
      if (e.status === 'held' && e.dependsOn) counts.set(e.dependsOn, (counts.get(e.dependsOn) ?? 0) + 1);
    }
    return counts;
  }, [account?.userId, account?.businessId]);
}
