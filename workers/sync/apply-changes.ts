import type { Change, RowMeta, SyncedTable } from '@/lib/api-types';
import { SYNCED_TABLES } from '@/lib/api-types';
import type { BookitDb } from '@/data/db';
import { toLocalRow, type LocalRow } from '@/data/local-rows';
import { metaKeys } from '@/data/meta';
import type { StoredOutboxEntry } from '@/data/outbox-entry';
import { entriesByRow, rowKey, writeRowWithEntries } from '@/data/outbox-effects';

/**
 * A page this small is checked against the replica first, and rows it already holds in that
 * version are not written again: the pull that follows each push brings back the rows just
 * acknowledged, and rewriting them made every open list re-query for nothing.
 */
export const UNCHANGED_CHECK_MAX_ROWS = 500;

/** One table's part of a page, ready to write: the last change of each row, as replica rows. */
interface TableChanges {
  table: SyncedTable;
  /** Rows to put, sorted by id: IndexedDB writes keys in order faster (fewer pages touched). */
  puts: LocalRow[];
  deletes: string[];
}

/** A page of the delta feed made ready to write, outside any transaction. */
export interface PreparedPage {
  tables: TableChanges[];
  rows: number;
  cursor: string;
}

const byId = (a: LocalRow, b: LocalRow): number => (a.id < b.id ? -1 : a.id > b.id ? 1 : 0);

/**
 * Does the page's CPU work (the last change per row, the device-only fields, the key order)
 * before its transaction opens: the sync worker prepares the next page while the current one is
 * being written, so IndexedDB is not left waiting between pages.
 */
export function prepareChanges(changes: readonly Change[], cursor: string): PreparedPage {
  // The last change of a row in the page decides its state (per table: ids are unique in one).
  const latest = new Map<SyncedTable, Map<string, Change>>();
  for (const change of changes) {
    let rows = latest.get(change.table);
    if (!rows) latest.set(change.table, (rows = new Map()));
    rows.set(change.id, change);
  }
  const tables: TableChanges[] = [];
  for (const table of SYNCED_TABLES) {
    const rows = latest.get(table);
    if (!rows) continue;
    const puts: LocalRow[] = [];
    const deletes: string[] = [];
    for (const change of rows.values()) {
      if (change.op === 'put') puts.push(toLocalRow(table, change.row as RowMeta));
      else deletes.push(change.id);
    }
    puts.sort(byId);
    tables.push({ table, puts, deletes });
  }
  return { tables, rows: changes.length, cursor };
}

/**
 * Applies one page of the delta feed in ONE transaction: rows are written with bulkPut/bulkDelete
 * per table, and rows this user still has unsent entries for are written with those entries
 * re-applied on top, so a pull never undoes a change on the device. The cursor is saved right
 * after, in its own small transaction: the page's transaction then never locks `meta` (the
 * session every screen reads first), and a page applied twice (a crash in between) is harmless,
 * since every change is a whole row or a tombstone.
 */
export async function applyPrepared(db: BookitDb, account: { userId: string; businessId: string }, page: PreparedPage): Promise<void> {
  // Lock only the tables this page touches: a page of customers must not hold up a screen that
  // reads appointments (readers of a table wait for a write transaction that covers it).
  if (page.tables.length > 0) {
    await db.transaction('rw', [...page.tables.map((t) => db.synced(t.table)), db.outbox], async () => {
      const entries = await db.outbox.where('[userId+businessId]').equals([account.userId, account.businessId]).toArray();
      const pending = entriesByRow(entries);
      const small = page.rows <= UNCHANGED_CHECK_MAX_ROWS;
      for (const part of page.tables) await applyTable(db, part, pending, small);
    });
  }
  await db.meta.put({ key: metaKeys.cursor(account.businessId), kind: 'cursor', value: page.cursor });
}

/** prepareChanges + applyPrepared, for a page at hand. */
export function applyChanges(
  db: BookitDb,
  account: { userId: string; businessId: string },
  changes: readonly Change[],
  cursor: string,
): Promise<void> {
  return applyPrepared(db, account, prepareChanges(changes, cursor));
}

async function applyTable(
  db: BookitDb,
  part: TableChanges,
  pending: ReadonlyMap<string, StoredOutboxEntry[]>,
  checkUnchanged: boolean,
): Promise<void> {
  const { table } = part;
  const store = db.synced(table);
  const held = (id: string) => pending.size > 0 && pending.has(rowKey(table, id));
  const rebased: { id: string; base: LocalRow | undefined }[] = [];
  let puts = part.puts;
  let deletes = part.deletes;
  if (pending.size > 0) {
    for (const row of puts) if (held(row.id)) rebased.push({ id: row.id, base: row });
    for (const id of deletes) if (held(id)) rebased.push({ id, base: undefined });
    if (rebased.length > 0) {
      puts = puts.filter((row) => !held(row.id));
      deletes = deletes.filter((id) => !held(id));
    }
  }
  if (checkUnchanged) {
    const current = await store.bulkGet([...puts.map((r) => r.id), ...deletes]);
    const kept = puts.filter((row, i) => {
      const existing = current[i];
      return existing === undefined || existing.version !== row.version || existing.updatedAt !== row.updatedAt;
    });
    deletes = deletes.filter((_, i) => current[puts.length + i] !== undefined);
    puts = kept;
  }
  if (puts.length > 0) await store.bulkPut(puts);
  if (deletes.length > 0) await store.bulkDelete(deletes);
  for (const { id, base } of rebased) {
    const rowEntries = pending.get(rowKey(table, id)) ?? [];
    // The pulled row is now the server's state under these entries (what a discard restores).
    await db.outbox.bulkPut(rowEntries.map((e) => ({ ...e, before: base ?? null })));
    await writeRowWithEntries(db, table, id, base, rowEntries);
  }
}
