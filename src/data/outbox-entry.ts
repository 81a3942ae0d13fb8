import type { Problem, SyncedTable } from '@/lib/api-types';
import type { JsonObject, JsonValue } from '@/data/json';
import type { LocalRow } from '@/data/local-rows';

/**
 * - pending: waiting its turn (also after a failed attempt, with `nextAttemptAt`);
 * - inflight: being sent now (a crash mid-flight leaves it inflight; it is sent again, same key);
 * - rejected: the server refused it with a 4xx; kept, with the problem, until retried or discarded;
 * - held: depends on a rejected or held entry (e.g. an edit of a row whose create was refused).
 */
export type OutboxStatus = 'pending' | 'inflight' | 'rejected' | 'held';
export type OutboxMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/** What an entry of one row did to that row in the replica, so it can be re-applied on top of pulled rows. */
export type RowEffect =
  | { op: 'create'; row: LocalRow }
  | { op: 'update'; patch: JsonObject }
  | { op: 'delete' };

/**
 * What an entry did to the replica. `createMany` is a customer import chunk
 * (POST /customers/import): its `rowId` is its own key, not a row, and it created `rows`, which
 * are acknowledged one by one from the server's answer (workers/sync/acknowledge.ts).
 */
export type OutboxEffect = RowEffect | { op: 'createMany'; rows: LocalRow[] };

export interface OutboxEntry {
  /** Auto-incremented on insert: the send order. */
  seq?: number;
  /** UUIDv7, sent as the Idempotency-Key header (until a retry of a rejection sets `retryKey`). */
  id: string;
  /**
   * The Idempotency-Key of a retried rejection. The server keeps a refusal under its key and
   * answers a replay with it (or 422 for an edited body), so a retry is a new request with a new
   * key; nothing was applied under the old one.
   */
  retryKey?: string;
  userId: string;
  businessId: string;
  method: OutboxMethod;
  /** Relative to apiBase, e.g. `/b/{businessId}/customers/{id}`. */
  path: string;
  body: JsonValue | null;
  table: SyncedTable;
  rowId: string;
  effect: OutboxEffect;
  /**
   * The server's row as last known under this entry (null when the row did not exist): what a
   * discard restores, before re-applying the entries that remain.
   */
  before: LocalRow | null;
  status: OutboxStatus;
  attempts: number;
  createdAt: string;
  /** ISO time before which a failed entry is not retried. */
  nextAttemptAt?: string;
  /** The last failure: the server's problem for a rejection, or a transport message. */
  error?: Problem;
  /** Id of the entry that created the row this entry changes, while that one is unsent. */
  dependsOn?: string;
  /**
   * A `createMany` chunk's rows, one `chunkRowKey` each, in a multi-entry index: which rows wait
   * on a chunk, and how many rows the queue holds, are read from the index without the chunks.
   */
  chunkKeys?: string[];
}

/** A row carried by a chunk, as its entry's `chunkKeys` holds it (account first, so one account's keys share a prefix). */
export function chunkRowKey(account: { userId: string; businessId: string }, table: SyncedTable, rowId: string): string {
  return `${chunkKeyPrefix(account)}${table} ${rowId}`;
}

/** What every `chunkRowKey` of the account starts with. */
export function chunkKeyPrefix(account: { userId: string; businessId: string }): string {
  return `${account.userId} ${account.businessId} `;
}

/** An entry as stored (seq assigned). */
export type StoredOutboxEntry = OutboxEntry & { seq: number };
