import type { Change, RowMeta, SyncedTable } from '@/lib/api-types';
import { SYNCED_TABLES } from '@/lib/api-types';
import type { BookitDb } from '@/data/db';
import { toLocalRow, type LocalRow } from '@/data/local-rows';
import { metaKeys } from '@/data/meta';
import { entriesByRow, rowKey, writeRowWithEntries } from '@/data/outbox-effects';

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
  // The last change of a row in the page decides its state.
  const latest = new Map<string, Change>();
  for (const change of changes) latest.set(rowKey(change.table, change.id), change);

  // Lock only the tables this page touches: a page of customers must not hold up a screen that
  // reads appointments (readers of a table wait for a write transaction that covers it).
  const touched = new Set([...latest.values()].map((c) => c.table));
  const tables = SYNCED_TABLES.filter((t) => touched.has(t)).map((t) => db.synced(t));
  await db.transaction('rw', [...tables, db.outbox], async () => {
    const entries = await db.outbox.where('[userId+businessId]').equals([account.userId, account.businessId]).toArray();
    const pending = entriesByRow(entries);

    const puts = new Map<SyncedTable, LocalRow[]>();
    const deletes = new Map<SyncedTable, string[]>();
    const rebased: { table: SyncedTable; id: string; base: LocalRow | undefined }[] = [];

    for (const change of latest.values()) {
      const base = change.op === 'put' ? toLocalRow(change.table, change.row as RowMeta) : undefined;
      if (pending.has(rowKey(change.table, change.id))) {
        rebased.push({ table: change.table, id: change.id, base });
      } else if (base) {
        push(puts, change.table, base);
      } else {
        push(deletes, change.table, change.id);
      }
    }

    for (const [table, rows] of puts) await db.synced(table).bulkPut(rows);
    for (const [table, ids] of deletes) await db.synced(table).bulkDelete(ids);
    for (const { table, id, base } of rebased) {
      const rowEntries = pending.get(rowKey(table, id)) ?? [];
      // The pulled row is now the server's state under these entries (what a discard restores).
      await db.outbox.bulkPut(rowEntries.map((e) => ({ ...e, before: base ?? null })));
      await writeRowWithEntries(db, table, id, base, rowEntries);
    }
  });
  await db.meta.put({ key: metaKeys.cursor(account.businessId), kind: 'cursor', value: cursor });
}

function push<K, V>(map: Map<K, V[]>, key: K, value: V): void {
  const list = map.get(key);
  if (list) list.push(value);
  else map.set(key, [value]);
}
