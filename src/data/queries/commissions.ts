import { useLiveQuery } from 'dexie-react-hooks';
import type { CommissionPatternRow } from '@/lib/commissions/rows';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';

/** The active business's commission patterns by name; undefined while loading. */
export function useCommissionPatterns(): CommissionPatternRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (businessId ? (await db.commissionPatterns.filter((p) => p.businessId === businessId).toArray()).sort((a, b) => a.name.localeCompare(b.name)) : []),
    [businessId],
  );
}

/** One pattern of the active business; null when missing, undefined while loading. */
export function useCommissionPattern(id: string): CommissionPatternRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    const row = await db.commissionPatterns.get(id);
    return row && row.businessId === businessId ? row : null;
  }, [id, businessId]);
}
