import type { Table } from 'dexie';
import { v7 as uuidv7 } from 'uuid';
import type { SyncedTable } from '@/lib/api-types';
import { db as defaultDb, type BookitDb } from '@/data/db';
import { isQuotaError, RowNotFoundError, StorageFullError } from '@/data/errors';
import { beginOptimistic } from '@/data/optimistic';
import type { JsonValue } from '@/data/json';
import { applyEffect, rowEntries } from '@/data/outbox-effects';
import { chunkRowKey, type OutboxEffect, type OutboxEntry, type OutboxMethod, type RowEffect } from '@/data/outbox-entry';
import { requireActiveAccount, type ActiveAccount } from '@/data/session';
import { setQuotaExceeded } from '@/data/storage-status';
import { nudgeSync } from '@/data/sync-bridge';

export interface EnqueueRequest {
  table: SyncedTable;
  rowId: string;
  method: OutboxMethod;
  /** Relative to apiBase. */
  path: string;
  body: JsonValue | null;
  effect: RowEffect;
}

/**
 * A request with the outbox entry id fixed by the caller (an import derives it per row, or per
 * chunk of customers: a `createMany` effect, whose rowId is the entry's own key).
 */
export interface KeyedEnqueueRequest extends Omit<EnqueueRequest, 'effect'> {
  entryId: string;
  effect: OutboxEffect;
}

export interface EnqueueOptions {
  db?: BookitDb;
  account?: ActiveAccount;
  now?: () => Date;
}

/**
 * The one way the main thread writes domain data: in ONE read-write transaction, apply the
 * optimistic change to the replica and append the outbox entry (both or neither), then nudge
 * the sync engine. Returns the stored entry.
 */
export async function enqueue(request: EnqueueRequest, options: EnqueueOptions = {}): Promise<OutboxEntry> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const now = (options.now ?? (() => new Date()))();
  const table = db.synced(request.table);

  let entry: OutboxEntry;
  // Lists can show the write now; the transaction below makes it real (or it is withdrawn).
  const optimistic = db === defaultDb ? beginOptimistic(request.table, request.rowId, request.effect) : null;
  try {
    entry = await db.transaction('rw', [table, db.outbox], () => writeEntry(db, account, now, { ...request, entryId: uuidv7() }));
  } catch (error) {
    optimistic?.abort();
    if (isQuotaError(error)) {
      setQuotaExceeded(true);
      throw new StorageFullError({ cause: error });
    }
    throw error;
  }
  optimistic?.commit();
  setQuotaExceeded(false);
  nudgeSync();
  return entry;
}

/** The request's outbox entry: new, pending and with no row before it unless `over` says otherwise. */
function entryOf(account: ActiveAccount, now: Date, request: KeyedEnqueueRequest, over: Partial<Pick<OutboxEntry, 'before' | 'status' | 'dependsOn' | 'chunkKeys'>>): OutboxEntry {
  return {
    id: request.entryId,
    userId: account.userId,
    businessId: account.businessId,
    method: request.method,
    path: request.path,
    body: request.body,
    table: request.table,
    rowId: request.rowId,
    effect: request.effect,
    before: null,
    status: 'pending',
    attempts: 0,
    createdAt: now.toISOString(),
    ...over,
  };
}

/** Inside the caller's transaction: applies one request to its row and appends its entry. */
async function writeEntry(db: BookitDb, account: ActiveAccount, now: Date, request: KeyedEnqueueRequest): Promise<OutboxEntry> {
  const table = db.synced(request.table);
  if (request.effect.op === 'createMany') {
    // A chunk of new rows: each written as a create would (a row already held is kept).
    const { rows } = request.effect;
    const held = await table.bulkGet(rows.map((r) => r.id));
    await table.bulkPut(rows.filter((_, i) => held[i] === undefined));
    const chunk = entryOf(account, now, request, { chunkKeys: rows.map((r) => chunkRowKey(account, request.table, r.id)) });
    await db.outbox.add(chunk);
    return chunk;
  }
  const current = await table.get(request.rowId);
  if (request.effect.op !== 'create' && !current) throw new RowNotFoundError(request.table, request.rowId);

  const creator = (await rowEntries(db, account, request.table, request.rowId)).find((e) => e.effect.op === 'create');

  const draft = entryOf(account, now, request, {
    before: current ?? null,
    status: creator && (creator.status === 'rejected' || creator.status === 'held') ? 'held' : 'pending',
    ...(creator ? { dependsOn: creator.id } : {}),
  });

  const next = applyEffect(request.table, current, request.effect);
  if (next) await table.put(next);
  else await table.delete(request.rowId);
  await db.outbox.add(draft);
  return draft;
}

/**
 * Many writes in ONE transaction (an import's chunk): whatever `also` writes first (the import's
 * progress, which may throw to call it off), then every row and entry; all of it or none. Entry ids are the
 * caller's: the outbox's unique id index refuses an entry queued twice.
 */
export async function enqueueMany(
  requests: readonly KeyedEnqueueRequest[],
  options: EnqueueOptions & { also?: { tables: Table[]; write: () => Promise<void> } } = {},
): Promise<void> {
  const db = options.db ?? defaultDb;
  const account = options.account ?? requireActiveAccount();
  const now = (options.now ?? (() => new Date()))();
  const tables = [...new Set(requests.map((r) => r.table))].map((t) => db.synced(t));
  try {
    await db.transaction('rw', [...tables, db.outbox, ...(options.also?.tables ?? [])], async () => {
      await options.also?.write();
      for (const request of requests) await writeEntry(db, account, now, request);
    });
  } catch (error) {
    if (isQuotaError(error)) {
      setQuotaExceeded(true);
      throw new StorageFullError({ cause: error });
    }
    throw error;
  }
  setQuotaExceeded(false);
  nudgeSync();
}
