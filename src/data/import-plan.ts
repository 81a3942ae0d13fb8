import type { RowVerdict } from '@/lib/import/check';
import { importRecordId } from '@/lib/import/ids';
import type { ImportTally } from '@/data/import-rows';
import type { JsonObject } from '@/data/json';
import type { LocalRow } from '@/data/local-rows';
import type { EnqueueRequest } from '@/data/mutations/enqueue';

/** What to do with a row matching a record already held: chosen once for the whole file. */
export type OnExisting = 'skip' | 'update' | 'create';

/** Where an import writes and what its requests carry (the same as the area's create and update mutations send). */
export interface ImportTarget<V> {
  table: 'customers' | 'products' | 'services';
  /** The fields a row changes on a record already held. */
  patchOf: (value: V) => JsonObject;
  /** The record the replica holds until the server answers. */
  rowOf: (data: V & { id: string }, businessId: string, now: string) => LocalRow;
}

/** An import's writes and closing figures: rows to create, records to update, the rest skipped or failed. */
export function importPlan<V extends object>(target: ImportTarget<V>, verdicts: readonly RowVerdict<V>[], onExisting: OnExisting) {
  const tally: ImportTally = { created: 0, updated: 0, skipped: 0, failed: 0 };
  const writes: ({ op: 'create'; value: V } | { op: 'update'; id: string; value: V })[] = [];
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
  const { table } = target;
  return {
    tally,
    /** The outbox requests of job `jobId`, record ids derived from the job and the row's place. */
    build: (jobId: string, businessId: string, now: string): EnqueueRequest[] =>
      writes.map((w, n): EnqueueRequest => {
        const path = `/b/${businessId}/${table}`;
        if (w.op === 'update') {
          const patch = target.patchOf(w.value);
          return { table, rowId: w.id, method: 'PATCH', path: `${path}/${w.id}`, body: patch, effect: { op: 'update', patch: { ...patch, updatedAt: now } } };
        }
        const id = importRecordId(jobId, n);
        const data = { id, ...w.value };
        return { table, rowId: id, method: 'POST', path, body: data, effect: { op: 'create', row: target.rowOf(data, businessId, now) } };
      }),
  };
}
