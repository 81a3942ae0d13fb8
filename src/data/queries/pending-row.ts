import { useLiveQuery } from 'dexie-react-hooks';
import type { SyncedTable } from '@/lib/api-types';
import { db } from '@/data/db';
import { rowEntries } from '@/data/outbox-effects';
import { useActiveAccount } from '@/data/queries/useActiveAccount';

/** Whether a row has changes on this device the server has not accepted yet; undefined while loading. */
export function useRowPending(table: SyncedTable, rowId: string | null | undefined): boolean | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!account || !rowId) return false;
    return (await rowEntries(db, account, table, rowId)).length > 0;
  }, [account?.userId, account?.businessId, table, rowId]);
}
