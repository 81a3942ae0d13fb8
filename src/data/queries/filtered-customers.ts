import { useLiveQuery } from 'dexie-react-hooks';
import { Dexie } from 'dexie';
import { db } from '@/data/db';
import { HIDDEN_NAME_PREFIX } from '@/data/customer-search';
import type { LocalCustomer } from '@/data/local-rows';
import { customersWithBalance } from '@/data/queries/customer-record';
import { searchCustomers } from '@/data/queries/search-customers';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { filterCustomers, type CustomerFilter } from '@/lib/customers/filter';

export interface FilteredCustomers {
  rows: LocalCustomer[];
  total: number;
  loading: boolean;
}

const empty: LocalCustomer[] = [];

/**
 * The customers list with filters or another order than name: the business's listed customers
 * (or a search's matches) read once, filtered and sorted with the shared rules
 * (src/lib/customers/filter.ts). The name-ordered list without filters stays a window
 * (useCustomerWindow), which reads only the rows in view.
 */
export function useFilteredCustomers(search: string, filter: CustomerFilter, enabled: boolean): FilteredCustomers {
  const businessId = useActiveAccount()?.businessId ?? null;
  const key = `${businessId}|${search}|${JSON.stringify(filter)}`;
  const result = useLiveQuery(async () => {
    if (!enabled || !businessId) return { key, rows: empty };
    const candidates = search
      ? (await searchCustomers(db, businessId, search, Number.MAX_SAFE_INTEGER)).rows
      : await db.customers.where('[businessId+nameKey]').between([businessId, Dexie.minKey], [businessId, HIDDEN_NAME_PREFIX]).toArray();
    const withBalance = filter.hasBalance ? await customersWithBalance(businessId) : new Set<string>();
    return { key, rows: filterCustomers(candidates, filter, new Date(), withBalance) };
  }, [businessId, search, key, enabled]);
  const current = result?.key === key;
  return { rows: result?.rows ?? empty, total: result?.rows.length ?? 0, loading: !current };
}
