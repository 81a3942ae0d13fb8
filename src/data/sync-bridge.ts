import type { SyncedTable } from '@/lib/api-types';

/**
 * How data functions reach the sync engine without importing the worker: the sync client
 * registers the handlers when it starts. Before that, nothing is lost: entries wait in the
 * outbox and the engine reads it when it starts.
 */
export interface SyncBridge {
  /** The outbox has a new or retried entry. */
  nudge: () => void;
  /** Fetch one row from the server and write it under the remaining entries (after a discard). */
  refreshRow: (table: SyncedTable, id: string) => void;
}

let bridge: SyncBridge | null = null;

export function setSyncBridge(next: SyncBridge | null): void {
  bridge = next;
}

export function nudgeSync(): void {
  bridge?.nudge();
}

export function requestRowRefresh(table: SyncedTable, id: string): void {
  bridge?.refreshRow(table, id);
}
