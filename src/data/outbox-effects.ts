import type { SyncedTable } from '@/lib/api-types';
import type { BookitDb } from '@/data/db';
import { toLocalRow, type LocalRow } from '@/data/local-rows';
import type { OutboxEffect, OutboxEntry, StoredOutboxEntry } from '@/data/outbox-entry';

/**
 * The row after an outbox entry's effect. A create over an existing row keeps the existing one
 * (it is the server's answer to that same create); an update of a missing row stays missing.
 */
export function applyEffect(table: SyncedTable, current: LocalRow | undefined, effect: OutboxEffect): LocalRow | undefined {
  switch (effect.op) {
    case 'create':
      return current ?? effect.row;
    case 'update':
      return current ? toLocalRow(table, { ...current, ...effect.patch }) : undefined;
    case 'delete':
      return undefined;
    case 'createMany':
      // Keyed by its own id, not a row's: its rows are written by enqueue and acknowledge.
      return current;
  }
}

export function applyEffects(table: SyncedTable, base: LocalRow | undefined, entries: readonly OutboxEntry[]): LocalRow | undefined {
  let row = base;
  for (const entry of entries) row = applyEffect(table, row, entry.effect);
  return row;
}

/** The account's outbox entries, in send order (the index keeps `seq` order within a key). */
export function accountEntries(db: BookitDb, userId: string, businessId: string): Promise<StoredOutboxEntry[]> {
  return db.outbox.where('[userId+businessId]').equals([userId, businessId]).toArray();
}

/**
 * One account's entries for one row, in send order, through the `[table+rowId]` index (reading
 * every entry instead made each write and each acknowledgement cost O(queue length)).
 */
export async function rowEntries(
  db: BookitDb,
  account: { userId: string; businessId: string },
  table: SyncedTable,
  rowId: string,
): Promise<StoredOutboxEntry[]> {
  const entries = await db.outbox.where('[table+rowId]').equals([table, rowId]).toArray();
  return entries.filter((e) => e.userId === account.userId && e.businessId === account.businessId);
}

/** Groups entries by `table:rowId`, keeping send order. */
export function entriesByRow(entries: readonly StoredOutboxEntry[]): Map<string, StoredOutboxEntry[]> {
  const map = new Map<string, StoredOutboxEntry[]>();
  for (const entry of entries) {
    const key = rowKey(entry.table, entry.rowId);
    const list = map.get(key);
    if (list) list.push(entry);
    else map.set(key, [entry]);
  }
  return map;
}

export function rowKey(table: SyncedTable, rowId: string): string {
  return `${table}:${rowId}`;
}

/**
 * Writes `base` (the server's row, or undefined for none) with the given unsent entries applied
 * on top, so a pulled or canonical row never undoes a change the user made. Call inside a
 * transaction that covers the table.
 */
export async function writeRowWithEntries(
  db: BookitDb,
  table: SyncedTable,
  rowId: string,
  base: LocalRow | undefined,
  entries: readonly OutboxEntry[],
): Promise<void> {
  const row = applyEffects(table, base, entries);
  if (row) await db.synced(table).put(row);
  else await db.synced(table).delete(rowId);
}
