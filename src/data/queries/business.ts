import { useLiveQuery } from 'dexie-react-hooks';
import type { BusinessRow } from '@/lib/api-types';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';

/** The active business's own row from the replica; undefined while loading, null until it is pulled. */
export function useBusiness(): BusinessRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => (businessId ? ((await db.businesses.get(businessId)) ?? null) : null), [businessId]);
}
