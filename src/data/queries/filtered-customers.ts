import { useMemo } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { Dexie } from 'dexie';
import { db } from '@/data/db';
import { HIDDEN_NAME_PREFIX } from '@/data/customer-search';
import type { LocalCustomer } from '@/data/local-rows';
import { customersWithBalance } from '@/data/queries/customer-record';
import { useCustomerProjection } from '@/data/queries/customers-projection';
import { searchCustomers } from '@/data/queries/search-customers';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { filterCustomers, indexedCandidates, type CustomerFilter } from '@/lib/customers/filter';

export interface FilteredCustomers {
  /** The rows read, at positions [start, start + rows.length) of the matches. */
  start: number;
  rows: LocalCustomer[];
  total: number;
  loading: boolean;
}

const empty: LocalCustomer[] = [];
const noBalance: ReadonlySet<string> = new Set();

interface Candidates {
  count: number;
  read: () => Promise<LocalCustomer[]>;
}

/**
 * Until the projection is built: the fewest customers that hold every match, read from the
 * replica. Of the filters an index answers (birthday month, last visit, tag) and the customers
 * with a balance, the one with the smallest count (index counts cost no row reads); every listed
 * customer when none narrows (only the order changed).
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
 * The customers list with filters or another order than name, filtered and sorted with the shared
 * rules (src/lib/customers/filter.ts). Without a search the filters run over the in-memory
 * projection (customers-projection.ts), which the page keeps while it is open, so a filter change
 * reads no rows and sorts only the matches; then only the rows at positions [start, end) are read.
 * With a search its matches are read and filtered; so are the index's candidates (candidatesOf)
 * while the projection is still being built. The name-ordered list without filters stays a
 * window (useCustomerWindow).
 */
export function useFilteredCustomers(search: string, filter: CustomerFilter, enabled: boolean, start: number, end: number): FilteredCustomers {
  const businessId = useActiveAccount()?.businessId ?? null;
  // Held while the page is open (not only while filtering), so the first filter finds it built.
  const projection = useCustomerProjection(businessId, enabled);
  const withBalance = useLiveQuery(
    async () => (enabled && filter.hasBalance && businessId ? { businessId, ids: await customersWithBalance(businessId) } : null),
    [enabled, filter.hasBalance, businessId],
  );
  const balanceReady = !filter.hasBalance || (withBalance !== undefined && withBalance !== null && withBalance.businessId === businessId);
  const balances = balanceReady && withBalance ? withBalance.ids : noBalance;

  const key = `${businessId}|${search}|${JSON.stringify(filter)}`;
  const built = projection !== null;
  const read = useLiveQuery(async () => {
    if (!enabled || !businessId || (!search && built)) return null;
    const now = new Date();
    const ids = filter.hasBalance ? await customersWithBalance(businessId) : noBalance;
    const candidates = search ? (await searchCustomers(db, businessId, search, Number.MAX_SAFE_INTEGER)).rows : await candidatesOf(businessId, filter, now, ids);
    return { key, rows: filterCustomers(candidates, filter, now, ids) };
  }, [businessId, search, key, enabled, built]);

  const ids = useMemo(() => {
    if (!enabled || search || projection === null || !balanceReady) return null;
    return filterCustomers(projection.rows, filter, new Date(), balances).map((c) => c.id);
  }, [enabled, search, projection, filter, balanceReady, balances]);

  const windowIds = useMemo(() => (ids === null ? [] : ids.slice(start, end)), [ids, start, end]);
  const windowKey = windowIds.join(',');
  const windowRows = useLiveQuery(async () => {
    if (windowIds.length === 0) return new Map<string, LocalCustomer>();
    const rows = await db.customers.bulkGet(windowIds);
    return new Map(rows.filter((r): r is LocalCustomer => r !== undefined).map((r) => [r.id, r]));
    // windowKey names the ids read.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [windowKey]);

  if (ids === null) {
    const current = read?.key === key;
    return { start: 0, rows: read?.rows ?? empty, total: read?.rows.length ?? 0, loading: !current };
  }
  // The rows read for the window, in order, up to the first not read yet (placeholders show for the rest).
  const rows: LocalCustomer[] = [];
  for (const id of windowIds) {
    const row = windowRows?.get(id);
    if (row === undefined || row.businessId !== businessId || row.nameKey.startsWith(HIDDEN_NAME_PREFIX)) break;
    rows.push(row);
  }
  return { start, rows, total: ids.length, loading: false };
}
