import type { CustomerRow } from '@/lib/api-types';
import { importPatch, type CustomerImportValue } from '@/lib/customers/import';
import { NO_HISTORY } from '@/lib/customers/defaults';
import type { ImportTarget } from '@/data/import-plan';
import { db as defaultDb, type BookitDb } from '@/data/db';
import { toLocalRow } from '@/data/local-rows';
import type { EnqueueRequest, KeyedEnqueueRequest } from '@/data/mutations/enqueue';

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

/** Whether an import's request is a customer create, which goes out in chunks (customerChunkRequest). */
export function isCustomerCreate(request: EnqueueRequest): boolean {
  return request.table === 'customers' && request.method === 'POST' && request.effect.op === 'create';
}

/**
 * One outbox entry carrying the given customer creates (POST /b/{businessId}/customers/import):
 * the same rows and bodies, keyed by `entryId`, which is also its rowId (no row is the chunk's own).
 */
export function customerChunkRequest(entryId: string, creates: readonly EnqueueRequest[]): KeyedEnqueueRequest {
  const first = creates[0];
  if (first === undefined) throw new RangeError('customerChunkRequest: no rows');
  const rows = creates.map((c) => {
    if (!isCustomerCreate(c) || c.effect.op !== 'create' || c.path !== first.path) throw new RangeError('customerChunkRequest: not a customer create');
    return c.effect.row;
  });
  return {
    entryId,
    table: 'customers',
    rowId: entryId,
    method: 'POST',
    path: `${first.path}/import`,
    body: { customers: creates.map((c) => c.body) },
    effect: { op: 'createMany', rows },
  };
}
