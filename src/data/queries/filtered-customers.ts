import { useLiveQuery } from 'dexie-react-hooks';
import { Dexie } from 'dexie';
import { db } from '@/data/db';
import { HIDDEN_NAME_PREFIX } from '@/data/customer-search';
import type { LocalCustomer } from '@/data/local-rows';
import { customersWithBalance } from '@/data/queries/customer-record';
import { searchCustomers } from '@/data/queries/search-customers';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { filterCustomers, indexedCandidates, type CustomerFilter } from '@/lib/customers/filter';

export interface FilteredCustomers {
  rows: LocalCustomer[];
  total: number;
  loading: boolean;
}

const empty: LocalCustomer[] = [];

interface Candidates {
  count: number;
  read: () => Promise<LocalCustomer[]>;
}

/**
 * The fewest customers that hold every match: of the filters an index answers (birthday month,
 * last visit, tag) and the customers with a balance, the one with the smallest count (index
 * counts cost no row reads); every listed customer when none narrows (only the order changed).
 */
async function candidatesOf(businessId: string, filter: CustomerFilter, now: Date, withBalance: ReadonlySet<string>): Promise<LocalCustomer[]> {
  const options: Candidates[] = [];
  if (filter.hasBalance) {
    options.push({ count: withBalance.size, read: async () => (await db.customers.bulkGet([...withBalance])).filter((c) => c !== undefined) });
  }
  for (const source of indexedCandidates(filter, now)) {
    const collections = source.index === 'birthMonth'
      ? source.ranges.map((r) => db.customers.where('[businessId+birthMonth]').between([businessId, r.lower], [businessId, r.upper], !r.lowerOpen, !r.upperOpen))
      : source.ranges.map((r) => db.customers.where('[businessId+visitKey]').between([businessId, r.lower], [businessId, r.upper], !r.lowerOpen, !r.upperOpen));
    const counts = await Promise.all(collections.map((c) => c.count()));
    options.push({ count: counts.reduce((a, b) => a + b, 0), read: async () => (await Promise.all(collections.map((c) => c.toArray()))).flat() });
  }
  const best = options.reduce<Candidates | null>((a, b) => (a === null || b.count < a.count ? b : a), null);
  if (best === null) return db.customers.where('[businessId+nameKey]').between([businessId, Dexie.minKey], [businessId, HIDDEN_NAME_PREFIX]).toArray();
  // Archived and merged customers are in the indexes too; they leave the list.
  return (await best.read()).filter((c) => c.businessId === businessId && !c.nameKey.startsWith(HIDDEN_NAME_PREFIX));
}

/**
 * The customers list with filters or another order than name: the candidates (a search's
 * matches, or the fewest an index gives, see candidatesOf) filtered and sorted with the shared
 * rules (src/lib/customers/filter.ts). The name-ordered list without filters stays a window
 * (useCustomerWindow), which reads only the rows in view.
 */
export function useFilteredCustomers(search: string, filter: CustomerFilter, enabled: boolean): FilteredCustomers {
  const businessId = useActiveAccount()?.businessId ?? null;
  const key = `${businessId}|${search}|${JSON.stringify(filter)}`;
  const result = useLiveQuery(async () => {
    if (!enabled || !businessId) return { key, rows: empty };
    const now = new Date();
    const withBalance = filter.hasBalance ? await customersWithBalance(businessId) : new Set<string>();
    const candidates = search ? (await searchCustomers(db, businessId, search, Number.MAX_SAFE_INTEGER)).rows : await candidatesOf(businessId, filter, now, withBalance);
    return { key, rows: filterCustomers(candidates, filter, now, withBalance) };
  }, [businessId, search, key, enabled]);
  const current = result?.key === key;
  return { rows: result?.rows ?? empty, total: result?.rows.length ?? 0, loading: !current };
}
