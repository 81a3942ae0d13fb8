import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { initialSyncState, readSyncState } from '@/data/meta';
import type { StoredOutboxEntry } from '@/data/outbox-entry';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { useOnline } from '@/lib/useOnline';

export interface OutboxSummary {
  /** Entries not yet accepted by the server and not rejected (pending, inflight, held). */
  pending: number;
  held: number;
  /** Entries the server refused: the "sync issues", oldest first. */
  rejected: StoredOutboxEntry[];
}

const emptySummary: OutboxSummary = { pending: 0, held: 0, rejected: [] };

/**
 * The active account's outbox; undefined while loading. Counts come from the indexes and only the
 * rejected entries are read: the status bar re-runs this after every write and every entry sent.
 */
export function useOutboxSummary(): OutboxSummary | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!account) return emptySummary;
    const { userId, businessId } = account;
    const byStatus = db.outbox.where('[userId+businessId+status]');
    const [total, rejected, held] = await Promise.all([
      db.outbox.where('[userId+businessId]').equals([userId, businessId]).count(),
      byStatus.equals([userId, businessId, 'rejected']).toArray(),
      byStatus.equals([userId, businessId, 'held']).count(),
    ]);
    return { pending: total - rejected.length, held, rejected };
  }, [account?.userId, account?.businessId]);
}

export interface SyncStatus {
  online: boolean;
  syncing: boolean;
  lastSyncedAt: string | null;
  pending: number;
  rejected: number;
  lastError: string | null;
  /** The sync worker could not save pulled rows for lack of space. */
  quotaExceeded: boolean;
}

/** For the status bar; the numbers come from the replica, written by the leading worker. */
export function useSyncStatus(): SyncStatus {
  const online = useOnline();
  const account = useActiveAccount();
  const state = useLiveQuery(
    () => (account ? readSyncState(db, account.businessId) : initialSyncState),
    [account?.businessId],
  );
  const summary = useOutboxSummary();
  const s = state ?? initialSyncState;
  return {
    online,
    syncing: s.syncing,
    lastSyncedAt: s.lastSyncedAt,
    lastError: s.lastError,
    quotaExceeded: s.quotaExceeded,
    pending: summary?.pending ?? 0,
    rejected: summary?.rejected.length ?? 0,
  };
}
