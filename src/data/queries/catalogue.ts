import { useLiveQuery } from 'dexie-react-hooks';
import type { ProductRow, ServiceRow } from '@/lib/api-types';
import type { PackageRow } from '@/lib/checkout/rows';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';

const byName = (a: { name: string }, b: { name: string }) => a.name.localeCompare(b.name);

/** The active business's services by name (active and not); undefined while loading. */
export function useServices(): ServiceRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (businessId ? (await db.services.filter((s) => s.businessId === businessId).toArray()).sort(byName) : []),
    [businessId],
  );
}

/** The active business's products by name; undefined while loading. */
export function useProducts(): ProductRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (businessId ? (await db.products.filter((p) => p.businessId === businessId).toArray()).sort(byName) : []),
    [businessId],
  );
}

/** The active business's catalogue packages by name; undefined while loading. */
export function usePackages(): PackageRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => (businessId ? (await db.packages.filter((p) => p.businessId === businessId).toArray()).sort(byName) : []),
    [businessId],
  );
}
