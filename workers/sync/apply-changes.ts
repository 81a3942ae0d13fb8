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

/**
 * Applies one page of the delta feed in ONE transaction: rows are written with bulkPut/bulkDelete
 * per table, and rows this user still has unsent entries for are written with those entries
 * re-applied on top, so a pull never undoes a change on the device. The cursor is saved right
 * after, in its own small transaction: the page's transaction then never locks `meta` (the
 * session every screen reads first), and a page applied twice (a crash in between) is harmless,
 * since every change is a whole row or a tombstone.
 */
export async function applyChanges(
  db: BookitDb,
  account: { userId: string; businessId: string },
  changes: readonly Change[],
  cursor: string,
): Promise<void> {
  // The last change of a row in the page decides its state (per table: ids are unique in one).
  const latest = new Map<SyncedTable, Map<string, Change>>();
  for (const change of changes) {
    let byId = latest.get(change.table);
    if (!byId) latest.set(change.table, (byId = new Map()));
    byId.set(change.id, change);
  }

  // Lock only the tables this page touches: a page of customers must not hold up a screen that
  // reads appointments (readers of a table wait for a write transaction that covers it).
  const tables = SYNCED_TABLES.filter((t) => latest.has(t)).map((t) => db.synced(t));
  if (tables.length > 0) {
    await db.transaction('rw', [...tables, db.outbox], async () => {
      const entries = await db.outbox.where('[userId+businessId]').equals([account.userId, account.businessId]).toArray();
      const pending = entriesByRow(entries);
      const small = changes.length <= UNCHANGED_CHECK_MAX_ROWS;
      for (const [table, byId] of latest) await applyTable(db, table, [...byId.values()], pending, small);
    });
  }
  await db.meta.put({ key: metaKeys.cursor(account.businessId), kind: 'cursor', value: cursor });
}

async function applyTable(
  db: BookitDb,
  table: SyncedTable,
  changes: readonly Change[],
  pending: ReadonlyMap<string, StoredOutboxEntry[]>,
  checkUnchanged: boolean,
): Promise<void> {
  const store = db.synced(table);
  const current = checkUnchanged ? await store.bulkGet(changes.map((c) => c.id)) : null;
  const puts: LocalRow[] = [];
  const deletes: string[] = [];
  const rebased: { id: string; base: LocalRow | undefined }[] = [];
  changes.forEach((change, i) => {
    const held = pending.size > 0 && pending.has(rowKey(table, change.id));
    if (change.op === 'put') {
      const row = change.row as RowMeta;
      const existing = current?.[i];
      if (!held && existing !== undefined && existing.version === row.version && existing.updatedAt === row.updatedAt) return;
      const base = toLocalRow(table, row);
      if (held) rebased.push({ id: change.id, base });
      else puts.push(base);
    } else if (held) {
      rebased.push({ id: change.id, base: undefined });
    } else if (current === null || current[i] !== undefined) {
      deletes.push(change.id);
    }
  });
  if (puts.length > 0) await store.bulkPut(puts);
  if (deletes.length > 0) await store.bulkDelete(deletes);
  for (const { id, base } of rebased) {
    const rowEntries = pending.get(rowKey(table, id)) ?? [];
    // The pulled row is now the server's state under these entries (what a discard restores).
    await db.outbox.bulkPut(rowEntries.map((e) => ({ ...e, before: base ?? null })));
    await writeRowWithEntries(db, table, id, base, rowEntries);
  }
}
