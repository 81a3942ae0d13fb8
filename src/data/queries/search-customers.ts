import { Dexie } from 'dexie';
import type { BookitDb } from '@/data/db';
import { searchPrefixes } from '@/data/customer-search';
import type { LocalCustomer } from '@/data/local-rows';

export const CUSTOMER_LIST_LIMIT = 200;

export interface CustomerSearchResult {
  rows: LocalCustomer[];
  /** All matches, of which `rows` are the first `limit` by name. */
  total: number;
}

/**
 * Customers of a business whose name words, full name, e-mail or phone start with `search`
 * (already lower-cased), sorted by name, first `limit` of them. Works from indexes only: the
 * matching keys from `*terms`, the name order from `[businessId+nameKey]` (keys, not rows), then
 * reads just the rows shown, so it stays fast with 50,000 customers.
 */
export async function searchCustomers(
  db: BookitDb,
  businessId: string,
  search: string,
  limit = CUSTOMER_LIST_LIMIT,
): Promise<CustomerSearchResult> {
  const byName = db.customers.where('[businessId+nameKey]').between([businessId, Dexie.minKey], [businessId, Dexie.maxKey]);
  const prefixes = searchPrefixes(search);
  if (prefixes.length === 0) {
    const [total, rows] = await Promise.all([byName.count(), byName.clone().limit(limit).toArray()]);
    return { rows, total };
  }

  const matches = new Set(await db.customers.where('terms').startsWithAnyOf(prefixes).primaryKeys());
  if (matches.size === 0) return { rows: [], total: 0 };

  if (matches.size <= limit) {
    // Few matches: read them and sort here, cheaper than walking the whole name index.
    const rows = (await db.customers.bulkGet([...matches])).filter(
      (row): row is LocalCustomer => row !== undefined && row.businessId === businessId,
    );
    rows.sort(compareByName);
    return { rows, total: rows.length };
  }

  const orderedIds = (await byName.primaryKeys()).filter((id) => matches.has(id));
  const rows = (await db.customers.bulkGet(orderedIds.slice(0, limit))).filter((row): row is LocalCustomer => row !== undefined);
  return { rows, total: orderedIds.length };
}

function compareByName(a: LocalCustomer, b: LocalCustomer): number {
  return a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
