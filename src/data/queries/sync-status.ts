import { useLiveQuery } from 'dexie-react-hooks';
import { db, type BookitDb } from '@/data/db';
import { initialSyncState, readSyncState } from '@/data/meta';
import { chunkKeyPrefix, type StoredOutboxEntry } from '@/data/outbox-entry';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { useOnline } from '@/lib/useOnline';

export interface OutboxSummary {
  /**
   * Changes not yet accepted by the server and not rejected (pending, inflight, held): one per
   * entry, and one per row of an import chunk (a chunk of 200 customers is 200 changes).
   */
  pending: number;
  held: number;
  /** Entries the server refused: the "sync issues", oldest first. */
  rejected: StoredOutboxEntry[];
}

const emptySummary: OutboxSummary = { pending: 0, held: 0, rejected: [] };

/**
 * One account's outbox summary. Counts come from the indexes and only the rejected entries are
 * read (a chunk's rows are counted from its `chunkKeys` index, without reading the chunk).
 */
export async function outboxSummary(replica: BookitDb, account: { userId: string; businessId: string }): Promise<OutboxSummary> {
  const { userId, businessId } = account;
  const byStatus = replica.outbox.where('[userId+businessId+status]');
  const [total, rejected, held, chunkSeqs] = await Promise.all([
    replica.outbox.where('[userId+businessId]').equals([userId, businessId]).count(),
    byStatus.equals([userId, businessId, 'rejected']).toArray(),
    byStatus.equals([userId, businessId, 'held']).count(),
    // One primary key per row a chunk carries.
    replica.outbox.where('chunkKeys').startsWith(chunkKeyPrefix(account)).primaryKeys(),
  ]);
  const refused = new Set(rejected.map((e) => e.seq));
  const waitingChunkRows = chunkSeqs.filter((seq) => !refused.has(seq));
  const waitingChunks = new Set(waitingChunkRows).size;
  return { pending: total - rejected.length - waitingChunks + waitingChunkRows.length, held, rejected };
}

/**
 * The active account's outbox; undefined while loading. The status bar re-runs this after every
 * write and every entry sent.
 */
export function useOutboxSummary(): OutboxSummary | undefined {
  const account = useActiveAccount();
  return useLiveQuery(
    () => (account ? outboxSummary(db, account) : emptySummary),
    [account?.userId, account?.businessId],
  );
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
