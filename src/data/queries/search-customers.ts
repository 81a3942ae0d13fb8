import { Dexie } from 'dexie';
import type { BookitDb } from '@/data/db';
import { HIDDEN_NAME_PREFIX, searchPrefixes } from '@/data/customer-search';
import type { LocalCustomer } from '@/data/local-rows';

export const CUSTOMER_LIST_LIMIT = 200;

export interface CustomerSearchResult {
  rows: LocalCustomer[];
  /** All matches, of which `rows` are `limit` of them by name, from `start`. */
  total: number;
}

function byName(db: BookitDb, businessId: string) {
  // Up to, not including, the hidden (archived, merged) customers' keys.
  return db.customers.where('[businessId+nameKey]').between([businessId, Dexie.minKey], [businessId, HIDDEN_NAME_PREFIX]);
}

/** Customers of a business, by name, positions [start, end): reads only those rows. */
export function listCustomers(db: BookitDb, businessId: string, start: number, end: number): Promise<LocalCustomer[]> {
  const range = byName(db, businessId);
  return (start > 0 ? range.offset(start) : range).limit(Math.max(0, end - start)).toArray();
}

/** Number of customers of a business (index keys only). */
export function countCustomers(db: BookitDb, businessId: string): Promise<number> {
  return byName(db, businessId).count();
}

/**
 * Customers of a business whose name words, full name, e-mail or phone start with `search`
 * (already lower-cased), sorted by name, `limit` of them from position `start`. Works from
 * indexes only: the matching keys from `*terms`, the name order from `[businessId+nameKey]`
 * (keys, not rows), then reads just the rows shown, so it stays fast with 50,000 customers.
 */
export async function searchCustomers(
  db: BookitDb,
  businessId: string,
  search: string,
  limit = CUSTOMER_LIST_LIMIT,
  start = 0,
): Promise<CustomerSearchResult> {
  const prefixes = searchPrefixes(search);
  if (prefixes.length === 0) {
    const [total, rows] = await Promise.all([countCustomers(db, businessId), listCustomers(db, businessId, start, start + limit)]);
    return { rows, total };
  }

  const matches = new Set(await db.customers.where('terms').startsWithAnyOf(prefixes).primaryKeys());
  if (matches.size === 0) return { rows: [], total: 0 };

  if (matches.size <= Math.max(start + limit, CUSTOMER_LIST_LIMIT)) {
    // Few matches: read them and sort here, cheaper than walking the whole name index.
    const rows = (await db.customers.bulkGet([...matches])).filter(
      (row): row is LocalCustomer => row !== undefined && row.businessId === businessId,
    );
    rows.sort(compareCustomers);
    return { rows: rows.slice(start, start + limit), total: rows.length };
  }

  const orderedIds = (await byName(db, businessId).primaryKeys()).filter((id) => matches.has(id));
  const rows = (await db.customers.bulkGet(orderedIds.slice(start, start + limit))).filter((row): row is LocalCustomer => row !== undefined);
  return { rows, total: orderedIds.length };
}

/** The list's order: `nameKey`, then id (the `[businessId+nameKey]` index breaks ties by primary key). */
export function compareCustomers(a: LocalCustomer, b: LocalCustomer): number {
  return a.nameKey < b.nameKey ? -1 : a.nameKey > b.nameKey ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
}
