import type { SyncedTable } from '@/lib/api-types';
import type { RowEffect } from '@/data/outbox-entry';

/**
 * Writes the main thread has started but whose transaction may not have committed yet, so a
 * list can show a write in the same frame instead of after the commit and a re-query (tens of
 * ms on a busy device). Live queries stay the truth: a screen merges these effects over its
 * query result until a result read after the commit holds them (see `committedMark`). A write
 * whose transaction fails is dropped, and the screen shows the stored rows again.
 */
export interface OptimisticWrite {
  table: SyncedTable;
  rowId: string;
  effect: RowEffect;
  /** The `committedMark` its commit made; undefined while its transaction is open. */
  committedAt?: number;
}

/** Committed writes are forgotten after this long: every query re-run after the commit has them. */
export const OPTIMISTIC_KEEP_MS = 10_000;

let writes: readonly OptimisticWrite[] = [];
let mark = 0;
const listeners = new Set<() => void>();

function publish(next: readonly OptimisticWrite[]): void {
  writes = next;
  for (const listener of listeners) listener();
}

/** Announces a write about to be made; call `commit` or `abort` when its transaction ends. */
export function beginOptimistic(table: SyncedTable, rowId: string, effect: RowEffect): { commit(): void; abort(): void } {
  const write: OptimisticWrite = { table, rowId, effect };
  publish([...writes, write]);
  return {
    commit() {
      mark += 1;
      const committed: OptimisticWrite = { ...write, committedAt: mark };
      publish(writes.map((w) => (w === write ? committed : w)));
      setTimeout(() => publish(writes.filter((w) => w !== committed)), OPTIMISTIC_KEEP_MS);
    },
    abort() {
      publish(writes.filter((w) => w !== write));
    },
  };
}

/** Read at the start of a query: the writes committed by then are in its result. */
export function committedMark(): number {
  return mark;
}

/** The writes a result read at `seenMark` does not hold yet, in the order they were made. */
export function unseenWrites(all: readonly OptimisticWrite[], table: SyncedTable, seenMark: number): OptimisticWrite[] {
  return all.filter((w) => w.table === table && (w.committedAt === undefined || w.committedAt > seenMark));
}

export function optimisticWrites(): readonly OptimisticWrite[] {
  return writes;
}

export function subscribeOptimistic(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
