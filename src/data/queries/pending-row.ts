import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncedTable } from '@/lib/api-types';
import { db, type BookitDb } from '@/data/db';
import { rowEntries } from '@/data/outbox-effects';
import { chunkRowKey } from '@/data/outbox-entry';
import { useActiveAccount } from '@/data/queries/useActiveAccount';

/**
 * Whether a row has changes on this device the server has not accepted yet: an entry of its own,
 * or an import chunk that carries it (until the chunk is answered).
 */
export async function rowPending(
  replica: BookitDb,
  account: { userId: string; businessId: string },
  table: SyncedTable,
  rowId: string,
): Promise<boolean> {
  if ((await rowEntries(replica, account, table, rowId)).length > 0) return true;
  return (await replica.outbox.where('chunkKeys').equals(chunkRowKey(account, table, rowId)).count()) > 0;
}

/** Whether a row has changes on this device the server has not accepted yet; undefined while loading. */
export function useRowPending(table: SyncedTable, rowId: string | null | undefined): boolean | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!account || !rowId) return false;
    return rowPending(db, account, table, rowId);
  }, [account?.userId, account?.businessId, table, rowId]);
}
