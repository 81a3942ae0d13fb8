import { v7 as uuidv7 } from 'uuid';
import { customerImportAnswer } from '@/lib/customers/import-chunk';
import { isJsonObject, type JsonValue } from '@/data/json';
import { toLocalRow, type LocalRow } from '@/data/local-rows';
import { rowEntries, writeRowWithEntries } from '@/data/outbox-effects';
import type { OutboxEntry, StoredOutboxEntry } from '@/data/outbox-entry';
import type { SyncContext } from '@workers/sync/context';

/** Acknowledgements are written this many at a time, or after this long, whichever comes first. */
export const ACK_BATCH_SIZE = 100;
export const ACK_MAX_DELAY_MS = 250;

/**
 * Accepted entries waiting to be acknowledged on the device. Writing each acknowledgement in its
 * own transaction made every open screen re-query after every entry, and a flush of 1,000
 * entries waited on those readers. A batch is safe: until it is written the entries stay
 * `inflight`, and if the worker dies first they are sent again under the same Idempotency-Key
 * and the server replays its answer.
 */
export class AckBatch {
  private readonly pending: { entry: StoredOutboxEntry; body: unknown }[] = [];
  private firstAt = 0;

  constructor(private readonly ctx: SyncContext) {}

  async add(entry: StoredOutboxEntry, body: unknown): Promise<void> {
    if (this.pending.length === 0) this.firstAt = Date.now();
    this.pending.push({ entry, body });
    if (this.pending.length >= ACK_BATCH_SIZE || Date.now() - this.firstAt >= ACK_MAX_DELAY_MS) await this.flush();
  }

  /** Writes the pending acknowledgements, in send order, in one transaction. */
  async flush(): Promise<void> {
    if (this.pending.length === 0) return;
    const batch = this.pending.splice(0);
    const { db } = this.ctx;
    const tables = [...new Set(batch.map((a) => a.entry.table))].map((t) => db.synced(t));
    await db.transaction('rw', [...tables, db.outbox], async () => {
      for (const { entry, body } of batch) await acknowledge(this.ctx, entry, body);
    });
  }
}

/**
 * Deletes the entry and puts the server's canonical row (when the answer is one) under the
 * entries still waiting for that row, which now take it as their `before`; an entry no longer
 * queued changes nothing. Runs inside the batch's transaction.
 */
async function acknowledge(ctx: SyncContext, entry: StoredOutboxEntry, body: unknown): Promise<void> {
  const { db } = ctx;
  // Already acknowledged (an engine restarted in this worker sent it again and got the
  // replayed answer first) or discarded: its row has moved on since, so the answer is stale.
  if ((await db.outbox.get(entry.seq)) === undefined) return;
  await db.outbox.delete(entry.seq);
  if (entry.effect.op === 'createMany') {
    await acknowledgeChunk(ctx, entry, entry.effect.rows, body);
    return;
  }
  const canonical: LocalRow | undefined | null =
    entry.method === 'DELETE'
      ? undefined
      : isJsonObject(body) && body.id === entry.rowId
        ? toLocalRow(entry.table, body as unknown as LocalRow)
        : null;
  if (canonical === null) return; // A 2xx without the row: keep the optimistic one.
  const remaining = await rowEntries(db, entry, entry.table, entry.rowId);
  for (const other of remaining) await db.outbox.update(other.seq, { before: canonical ?? null });
  await writeRowWithEntries(db, entry.table, entry.rowId, canonical, remaining);
}

/**
 * A customer import chunk answered: each created row becomes the server's, under the edits made
 * to it since; each refused row stays on the device as a refused create of its own (the problem a
 * single create would have answered), so Sync issues lists it with its reason, to fix and retry or
 * discard. Runs inside the batch's transaction.
 */
async function acknowledgeChunk(ctx: SyncContext, entry: StoredOutboxEntry, rows: readonly LocalRow[], body: unknown): Promise<void> {
  const { db } = ctx;
  const answer = customerImportAnswer(body);
  if (answer === null) return; // A 2xx without the rows: keep the optimistic ones.
  for (const created of answer.customers) {
    const canonical = toLocalRow(entry.table, created);
    const remaining = await rowEntries(db, entry, entry.table, canonical.id);
    for (const other of remaining) await db.outbox.update(other.seq, { before: canonical });
    await writeRowWithEntries(db, entry.table, canonical.id, canonical, remaining);
  }
  const sent: readonly JsonValue[] = isJsonObject(entry.body) && Array.isArray(entry.body.customers) ? entry.body.customers : [];
  const path = entry.path.replace(/\/import$/, '');
  for (const refusal of answer.refused) {
    const row = rows[refusal.index];
    const rowBody = sent[refusal.index];
    if (row === undefined || rowBody === undefined) continue;
    const refused: OutboxEntry = {
      id: uuidv7(),
      userId: entry.userId,
      businessId: entry.businessId,
      method: 'POST',
      path,
      body: rowBody,
      table: entry.table,
      rowId: row.id,
      effect: { op: 'create', row },
      before: null,
      status: 'rejected',
      attempts: entry.attempts,
      createdAt: entry.createdAt,
      error: refusal.problem,
    };
    await db.outbox.add(refused);
  }
}
