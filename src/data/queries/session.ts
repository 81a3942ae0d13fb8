import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { readSession, type SessionData } from '@/data/meta';
import { useActiveAccount } from '@/data/queries/useActiveAccount';

/**
 * The /initial answer (user, business, branches) for the active account, as last pulled:
 * undefined while loading, null when there is no active account or nothing pulled yet.
 */
export function useSession(): SessionData | null | undefined {
  const account = useActiveAccount();
  return useLiveQuery(
    () => (account ? readSession(db, account.userId, account.businessId) : null),
    [account?.userId, account?.businessId],
  );
}
