import type { CustomerRow } from '@/lib/api-types';
import type { RowVerdict } from '@/lib/import/check';
import { importRecordId } from '@/lib/import/ids';
import { importPatch, type CustomerImportValue } from '@/lib/customers/import';
import { NO_HISTORY } from '@/lib/customers/defaults';
import type { ImportTally } from '@/data/import-rows';
import { db as defaultDb, type BookitDb } from '@/data/db';
import { toLocalRow } from '@/data/local-rows';
import type { EnqueueRequest } from '@/data/mutations/enqueue';

/** What to do with a row matching a customer already held: chosen once for the whole file. */
export type OnExisting = 'skip' | 'update' | 'create';

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

/** The import's writes and closing figures: rows to create, customers to update, the rest skipped or failed. */
export function customerImportPlan(verdicts: readonly RowVerdict<CustomerImportValue>[], onExisting: OnExisting) {
  const tally: ImportTally = { created: 0, updated: 0, skipped: 0, failed: 0 };
  const writes: ({ op: 'create'; value: CustomerImportValue } | { op: 'update'; id: string; value: CustomerImportValue })[] = [];
  for (const v of verdicts) {
    if (v.kind === 'invalid') tally.failed += 1;
    else if (v.kind === 'duplicate') tally.skipped += 1;
    else if (v.kind === 'valid' || onExisting === 'create') {
      tally.created += 1;
      writes.push({ op: 'create', value: v.value });
    } else if (onExisting === 'update') {
      tally.updated += 1;
      writes.push({ op: 'update', id: v.existingId, value: v.value });
    } else tally.skipped += 1;
  }
  return {
    tally,
    /** The outbox requests of job `jobId`: the same as createCustomer / updateCustomer send. */
    build: (jobId: string, businessId: string, now: string): EnqueueRequest[] =>
      writes.map((w, n): EnqueueRequest => {
        const path = `/b/${businessId}/customers`;
        if (w.op === 'update') {
          const patch = importPatch(w.value);
          return { table: 'customers', rowId: w.id, method: 'PATCH', path: `${path}/${w.id}`, body: patch, effect: { op: 'update', patch: { ...patch, updatedAt: now } } };
        }
        const id = importRecordId(jobId, n);
        const data = { id, ...w.value };
        const wire: CustomerRow = { ...NO_HISTORY, ...data, businessId, createdAt: now, updatedAt: now, version: 0 };
        const row = toLocalRow('customers', wire);
        return { table: 'customers', rowId: id, method: 'POST', path, body: data, effect: { op: 'create', row } };
      }),
  };
}
