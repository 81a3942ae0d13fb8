import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import type { SubscriptionBillsRow, SubscriptionRow, SubscriptionUsageRow } from '@/lib/schemas/subscription';
import { DEFAULT_PLAN } from '@/lib/subscription/plans';

/** The business's subscription as the replica holds it; the default plan before its row arrives (undefined while loading). */
export function useSubscription(): SubscriptionRow | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    if (!businessId) return undefined;
    const row = await db.subscriptions.get(businessId);
    return row ?? { id: businessId, businessId, updatedAt: new Date(0).toISOString(), version: 0, plan: DEFAULT_PLAN, status: 'active', renewsAt: '' };
  }, [businessId]);
}

/** The server's usage counts as last fetched (null: never fetched on this device; undefined while loading). */
export function useSubscriptionUsage(): SubscriptionUsageRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => (businessId ? ((await db.subscriptionUsage.get(businessId)) ?? null) : null), [businessId]);
}

/** The business's bills as last fetched (null: never fetched on this device; undefined while loading). */
export function useSubscriptionBills(): SubscriptionBillsRow | null | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => (businessId ? ((await db.subscriptionBills.get(businessId)) ?? null) : null), [businessId]);
}
