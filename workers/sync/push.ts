import type { Problem } from '@/lib/api-types';
import { isJsonObject } from '@/data/json';
import { toLocalRow, type LocalRow } from '@/data/local-rows';
import { rowEntries, writeRowWithEntries } from '@/data/outbox-effects';
import type { StoredOutboxEntry } from '@/data/outbox-entry';
import { backoffDelay } from '@workers/sync/backoff';
import type { SyncContext } from '@workers/sync/context';
import { sendRequest } from '@workers/sync/http';

export interface PushResult {
  sent: number;
  rejected: number;
  /** Set when the queue stopped at an entry that must be retried later. */
  wait?: { delayMs: number; reason: string };
}

/**
 * Sends this user's and business's outbox entries one at a time in `seq` order. A 2xx replaces
 * the optimistic row with the server's and deletes the entry (written in batches, see AckBatch); a 4xx marks it rejected and the
 * queue goes on; entries made on a row whose create is rejected are held; anything else stops
 * the queue (order is kept) with a backoff delay. `ignoreBackoff` sends now (online, sync now).
 */
export async function pushOutbox(ctx: SyncContext, options: { ignoreBackoff?: boolean } = {}): Promise<PushResult> {
  const acks = new AckBatch(ctx);
  try {
    return await pushEntries(ctx, options, acks);
  } finally {
    await acks.flush();
  }
}

async function pushEntries(ctx: SyncContext, options: { ignoreBackoff?: boolean }, acks: AckBatch): Promise<PushResult> {
  const result: PushResult = { sent: 0, rejected: 0 };
  const done = new Set<number>();
  for (;;) {
    const entries = await ctx.db.outbox.where('[userId+businessId]').equals([ctx.userId, ctx.businessId]).toArray();
    const blocked = new Set<string>();
    let progressed = false;
    for (const entry of entries) {
      if (entry.status === 'rejected') {
        blocked.add(entry.id);
        continue;
      }
      if (entry.dependsOn !== undefined && blocked.has(entry.dependsOn)) {
        blocked.add(entry.id);
        if (entry.status !== 'held') await ctx.db.outbox.update(entry.seq, { status: 'held' });
        continue;
      }
      if (done.has(entry.seq)) continue;
      if (!options.ignoreBackoff && entry.nextAttemptAt !== undefined) {
        const delayMs = Date.parse(entry.nextAttemptAt) - ctx.now().getTime();
        if (delayMs > 0) return { ...result, wait: { delayMs, reason: entry.error?.title ?? 'backoff' } };
      }
      const outcome = await sendEntry(ctx, entry, acks);
      done.add(entry.seq);
      progressed = true;
      if (outcome.kind === 'sent') result.sent += 1;
      else if (outcome.kind === 'skipped') continue;
      else if (outcome.kind === 'rejected') {
        result.rejected += 1;
        blocked.add(entry.id);
      } else return { ...result, wait: { delayMs: outcome.delayMs, reason: outcome.reason } };
    }
    // Entries added while sending are picked up by another pass; stop when a pass sends nothing.
    await acks.flush();
    if (!progressed) return result;
  }
}

type SendOutcome = { kind: 'sent' } | { kind: 'skipped' } | { kind: 'rejected' } | { kind: 'retry'; delayMs: number; reason: string };

async function sendEntry(ctx: SyncContext, entry: StoredOutboxEntry, acks: AckBatch): Promise<SendOutcome> {
  const attempts = entry.attempts + 1;
  // The entry may have been discarded or edited on the main thread since it was read.
  const claimed = await ctx.db.transaction('rw', ctx.db.outbox, async () => {
    const current = await ctx.db.outbox.get(entry.seq);
    if (!current || current.status === 'rejected') return null;
    await ctx.db.outbox.update(entry.seq, { status: 'inflight', attempts });
    return current;
  });
  if (!claimed) return { kind: 'skipped' };

  const outcome = await sendRequest(ctx, {
    method: claimed.method,
    path: claimed.path,
    body: claimed.body,
    idempotencyKey: claimed.retryKey ?? claimed.id,
  });

  if (outcome.kind === 'ok' || (outcome.kind === 'rejected' && claimed.method === 'DELETE' && (outcome.status === 404 || outcome.status === 410))) {
    await acks.add(claimed, outcome.kind === 'ok' ? outcome.body : null);
    return { kind: 'sent' };
  }
  if (outcome.kind === 'rejected') {
    await ctx.db.outbox.update(claimed.seq, { status: 'rejected', error: outcome.problem });
    return { kind: 'rejected' };
  }
  const delayMs = Math.max(outcome.retryAfterMs ?? 0, backoffDelay(attempts, ctx.random));
  const error: Problem = { status: outcome.status, title: outcome.reason };
  await ctx.db.outbox.update(claimed.seq, {
    status: 'pending',
    error,
    nextAttemptAt: new Date(ctx.now().getTime() + delayMs).toISOString(),
  });
  return { kind: 'retry', delayMs, reason: outcome.reason };
}

/** Acknowledgements are written this many at a time, or after this long, whichever comes first. */
export const ACK_BATCH_SIZE = 50;
export const ACK_MAX_DELAY_MS = 250;

/**
 * Accepted entries waiting to be acknowledged on the device. Writing each acknowledgement in its
 * own transaction made every open screen re-query after every entry, and a flush of 1,000
 * entries waited on those readers. A batch is safe: until it is written the entries stay
 * `inflight`, and if the worker dies first they are sent again under the same Idempotency-Key
 * and the server replays its answer.
 */
class AckBatch {
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
 * entries still waiting for that row, which now take it as their `before`. Runs inside the
 * batch's transaction.
 */
async function acknowledge(ctx: SyncContext, entry: StoredOutboxEntry, body: unknown): Promise<void> {
  const { db } = ctx;
  await db.outbox.delete(entry.seq);
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
