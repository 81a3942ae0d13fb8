import { useMemo, useSyncExternalStore } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import type { LocalCustomer } from '@/data/local-rows';
import { committedMark, optimisticWrites, subscribeOptimistic, unseenWrites } from '@/data/optimistic';
import { optimisticCount, optimisticRows } from '@/data/queries/optimistic-customers';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import { countCustomers, listCustomers, searchCustomers, CUSTOMER_LIST_LIMIT } from '@/data/queries/search-customers';

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

export interface CustomerWindow {
  /** Matches at positions [start, start + rows.length) by name: the window last read. */
  start: number;
  rows: LocalCustomer[];
  /** Every match; undefined until counted. */
  total: number | undefined;
  /** True until the first answer for this search (the window of a previous one may show). */
  loading: boolean;
}

/**
 * The customers list as a window: only the rows at positions [start, end) by name are read, and
 * without a search the total is its own query (index keys only), so a write re-reads a screenful
 * of rows, not the list. Writes this tab has begun show at once (src/data/optimistic.ts), before
 * their commit and the re-query. While a new window loads the previous one stays.
 */
export function useCustomerWindow(search: string, start: number, end: number): CustomerWindow {
  const account = useActiveAccount();
  const businessId = account?.businessId ?? null;
  const searchKey = `${businessId}|${search}`;
  const slice = useLiveQuery(async () => {
    const seen = committedMark();
    if (!businessId) return { searchKey, seen, start, size: end - start, rows: empty, total: 0 };
    if (search) return { searchKey, seen, start, size: end - start, ...(await searchCustomers(db, businessId, search, end - start, start)) };
    return { searchKey, seen, start, size: end - start, rows: await listCustomers(db, businessId, start, end), total: undefined };
  }, [businessId, search, start, end]);
  // Without a search the count is separate: it needs no rows, and the window does not wait for it.
  const count = useLiveQuery(async () => {
    const seen = committedMark();
    return businessId && !search ? { businessId, seen, total: await countCustomers(db, businessId) } : null;
  }, [businessId, search]);
  const writes = useSyncExternalStore(subscribeOptimistic, optimisticWrites, optimisticWrites);

  const rows = useMemo(() => {
    if (!slice || !businessId) return empty;
    return optimisticRows(slice, unseenWrites(writes, 'customers', slice.seen), businessId, !search);
  }, [slice, writes, businessId, search]);
  const current = slice?.searchKey === searchKey;
  const counted =
    count && businessId && count.businessId === businessId && !search
      ? optimisticCount(count.total, unseenWrites(writes, 'customers', count.seen), businessId)
      : undefined;
  return {
    start: slice?.start ?? 0,
    rows,
    total: current ? (slice.total ?? counted) : undefined,
    loading: !current || (slice.total === undefined && counted === undefined),
  };
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
  return useLiveQuery(() => (account ? countCustomers(db, account.businessId) : 0), [account?.businessId]);
}
