import { useLiveQuery } from 'dexie-react-hooks';
import { Dexie } from 'dexie';
import { db } from '@/data/db';
import type { LocalCustomer } from '@/data/local-rows';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { searchCustomers, CUSTOMER_LIST_LIMIT } from '@/data/queries/search-customers';

export interface CustomerList {
  /** The first matches by name (at most `limit`). */
  rows: LocalCustomer[];
  /** Every match, for "showing 200 of 1,234". */
  total: number;
  loading: boolean;
}

const empty: LocalCustomer[] = [];

/** Customers matching `search` (already lower-cased; '' for all), by name, capped. */
export function useCustomers(search: string, limit = CUSTOMER_LIST_LIMIT): CustomerList {
  const account = useActiveAccount();
  const businessId = account?.businessId ?? null;
  const result = useLiveQuery(
    async () => ({
      key: `${businessId}|${search}|${limit}`,
      ...(businessId ? await searchCustomers(db, businessId, search, limit) : { rows: empty, total: 0 }),
    }),
    [businessId, search, limit],
  );
  // Until the query for these arguments answers, show the previous rows as loading.
  const current = result?.key === `${businessId}|${search}|${limit}`;
  return { rows: result?.rows ?? empty, total: result?.total ?? 0, loading: !current };
}

/** One customer: undefined while loading, null when absent (deleted, or another business's). */
export function useCustomer(id: string | null | undefined): LocalCustomer | null | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!id || !account) return null;
    const row = await db.customers.get(id);
    return row && row.businessId === account.businessId ? row : null;
  }, [id, account?.businessId]);
}

/** Number of customers of the active business; undefined while loading. */
export function useCustomerCount(): number | undefined {
  const account = useActiveAccount();
  return useLiveQuery(
    () =>
      account
        ? db.customers
            .where('[businessId+nameKey]')
            .between([account.businessId, Dexie.minKey], [account.businessId, Dexie.maxKey])
            .count()
        : 0,
    [account?.businessId],
  );
}
