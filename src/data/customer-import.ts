import type { CustomerRow } from '@/lib/api-types';
import { importPatch, type CustomerImportValue } from '@/lib/customers/import';
import { NO_HISTORY } from '@/lib/customers/defaults';
import type { ImportTarget } from '@/data/import-plan';
import { db as defaultDb, type BookitDb } from '@/data/db';
import { toLocalRow } from '@/data/local-rows';

/**
 * The customers the replica holds under these keys (`phone:+60…`, `email:…`) → their ids, looked
 * up through the search index (`*terms` holds e-mails and phone digits), not by reading them all.
 */
export async function existingCustomerKeys(businessId: string, keys: readonly string[], db: BookitDb = defaultDb): Promise<Map<string, string>> {
  const wanted = new Set(keys);
  const terms = keys.map((k) => (k.startsWith('phone:') ? k.slice('phone:+'.length) : k.slice('email:'.length)));
  const found = new Map<string, string>();
  if (terms.length === 0) return found;
  const rows = await db.customers.where('terms').anyOf(terms).distinct().toArray();
  for (const row of rows) {
    if (row.businessId !== businessId || row.archivedAt !== null || row.mergedInto !== null) continue;
    for (const key of [`phone:${row.phone}`, `email:${row.email}`]) if (wanted.has(key) && !found.has(key)) found.set(key, row.id);
  }
  return found;
}

/** The customers import's writes: the same requests createCustomer / updateCustomer send. */
export const CUSTOMER_IMPORT: ImportTarget<CustomerImportValue> = {
  table: 'customers',
  patchOf: importPatch,
  rowOf: (data, businessId, now) => {
    const wire: CustomerRow = { ...NO_HISTORY, ...data, businessId, createdAt: now, updatedAt: now, version: 0 };
    return toLocalRow('customers', wire);
  },
};
