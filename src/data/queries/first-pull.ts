import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { readSyncState } from '@/data/meta';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { useOnline } from '@/lib/useOnline';

/**
 * True while online and nothing has been pulled yet for the active business: an empty list, or a
 * document read with its defaults, then means "not here yet". A boolean, so a screen using it
 * re-renders only when it flips, not on every sync status change.
 */
export function useAwaitingFirstPull(): boolean {
  const online = useOnline();
  const account = useActiveAccount();
  const neverPulled = useLiveQuery(
    async () => (account ? (await readSyncState(db, account.businessId)).lastSyncedAt === null : false),
    [account?.businessId],
  );
  return online && neverPulled !== false;
}
