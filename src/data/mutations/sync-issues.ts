import { v7 as uuidv7 } from 'uuid';
import { customerCreateSchema, customerPatchSchema } from '@/lib/schemas/customer';
import { db as defaultDb, type BookitDb } from '@/data/db';
import { ValidationError } from '@/data/errors';
import { isJsonObject, type JsonObject, type JsonValue } from '@/data/json';
import { toLocalRow, type LocalRow } from '@/data/local-rows';
import { rowEntries, writeRowWithEntries } from '@/data/outbox-effects';
import type { OutboxEffect, StoredOutboxEntry } from '@/data/outbox-entry';
import { nudgeSync, requestRowRefresh } from '@/data/sync-bridge';

/**
 * The "sync issues" actions on rejected entries. Retry (optionally with an edited body) puts the
 * entry back in the queue at its place, under a new Idempotency-Key (the server answers the old
 * key with its stored refusal); discard drops it and restores the server's row.
 */
export async function retryEntry(id: string, newBody?: JsonValue, db: BookitDb = defaultDb): Promise<void> {
  const table = await db.transaction('r', db.outbox, async () => findEntry(db, id));
  await db.transaction('rw', [db.synced(table.table), db.outbox], async () => {
    const entry = await findEntry(db, id);
    let changes: Partial<StoredOutboxEntry> = {};
    if (newBody !== undefined) {
      const body = validateBody(entry, newBody);
      changes = { body, effect: effectWithBody(entry, body) };
    }
    await db.outbox.update(entry.seq, { ...changes, status: 'pending', attempts: 0, retryKey: uuidv7() });
    await db.outbox.where('seq').equals(entry.seq).modify((e) => {
      delete e.error;
      delete e.nextAttemptAt;
    });
    const rowEntries = await entriesForRow(db, entry);
    for (const dependant of rowEntries.filter((e) => e.dependsOn === entry.id && e.status === 'held')) {
      await db.outbox.update(dependant.seq, { status: 'pending' });
    }
    if (newBody !== undefined) await rewriteRow(db, entry, await entriesForRow(db, entry), []);
  });
  nudgeSync();
}

/**
 * Drops a rejected entry, and the entries held behind it (a refused create takes its later
 * edits with it). The row goes back to the server's state with the remaining entries on top;
 * the sync worker then re-reads the row from the server to be sure. Returns how many entries
 * were dropped.
 */
export async function discardEntry(id: string, db: BookitDb = defaultDb): Promise<number> {
  const first = await db.transaction('r', db.outbox, async () => findEntry(db, id));
  if (first.effect.op === 'createMany') return discardChunk(db, id);
  const dropped = await db.transaction('rw', [db.synced(first.table), db.outbox], async () => {
    const entry = await findEntry(db, id);
    const rowEntries = await entriesForRow(db, entry);
    const drop = rowEntries.filter((e) => e.id === entry.id || e.dependsOn === entry.id);
    await db.outbox.bulkDelete(drop.map((e) => e.seq));
    await rewriteRow(db, entry, rowEntries, drop);
    return drop.length;
  });
  if (first.effect.op !== 'create') requestRowRefresh(first.table, first.rowId);
  return dropped;
}

/**
 * Drops a refused customer import chunk: its rows leave the device with the edits made to them
 * since (none of them reached the server: the chunk was refused as a whole).
 */
async function discardChunk(db: BookitDb, id: string): Promise<number> {
  const table = db.synced('customers');
  return db.transaction('rw', [table, db.outbox], async () => {
    const entry = await findEntry(db, id);
    if (entry.effect.op !== 'createMany') throw new Error(`Outbox entry ${id} is not an import chunk`);
    const drop = [entry.seq];
    for (const row of entry.effect.rows) {
      for (const e of await rowEntries(db, entry, entry.table, row.id)) drop.push(e.seq);
    }
    await db.outbox.bulkDelete(drop);
    await table.bulkDelete(entry.effect.rows.map((r) => r.id));
    return drop.length;
  });
}

async function findEntry(db: BookitDb, id: string): Promise<StoredOutboxEntry> {
  const entry = await db.outbox.where('id').equals(id).first();
  if (!entry) throw new Error(`No outbox entry ${id}`);
  return entry;
}

function entriesForRow(db: BookitDb, entry: StoredOutboxEntry): Promise<StoredOutboxEntry[]> {
  return rowEntries(db, entry, entry.table, entry.rowId);
}

/** The server's row as known before the earliest of the row's entries, with `keep` applied. */
async function rewriteRow(
  db: BookitDb,
  entry: StoredOutboxEntry,
  rowEntries: StoredOutboxEntry[],
  drop: StoredOutboxEntry[],
): Promise<void> {
  const earliest = rowEntries[0] ?? entry;
  const base: LocalRow | undefined = earliest.before ?? undefined;
  const dropped = new Set(drop.map((e) => e.seq));
  const keep = (await entriesForRow(db, entry)).filter((e) => !dropped.has(e.seq));
  await writeRowWithEntries(db, entry.table, entry.rowId, base, keep);
}

function validateBody(entry: StoredOutboxEntry, body: JsonValue): JsonValue {
  if (entry.table !== 'customers' || entry.method === 'DELETE') return body;
  if (entry.method === 'POST') {
    const parsed = customerCreateSchema.safeParse({ ...(isJsonObject(body) ? body : {}), id: entry.rowId });
    if (!parsed.success) throw ValidationError.fromZod(parsed.error);
    return { ...parsed.data };
  }
  const parsed = customerPatchSchema.safeParse(body);
  if (!parsed.success) throw ValidationError.fromZod(parsed.error);
  const given: JsonObject = {};
  for (const [key, value] of Object.entries(parsed.data)) {
    if (isJsonObject(body) && Object.hasOwn(body, key) && value !== undefined) given[key] = value;
  }
  return given;
}

function effectWithBody(entry: StoredOutboxEntry, body: JsonValue): OutboxEffect {
  const fields = isJsonObject(body) ? (body as JsonObject) : {};
  switch (entry.effect.op) {
    case 'create':
      return { op: 'create', row: toLocalRow(entry.table, { ...entry.effect.row, ...fields }) };
    case 'update':
      return { op: 'update', patch: fields };
    case 'delete':
    case 'createMany':
      return entry.effect;
  }
}
