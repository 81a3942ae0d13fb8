import type { StoredOutboxEntry } from '@/data/outbox-entry';
import { AckBatch } from '@workers/sync/acknowledge';
import type { SyncContext } from '@workers/sync/context';
import { sendBatch, PUSH_BATCH_MAX_BYTES, PUSH_BATCH_MAX_ENTRIES } from '@workers/sync/push-batch';
import { sendEntry } from '@workers/sync/send-entry';

export interface PushResult {
  sent: number;
  rejected: number;
  /** Set when the queue stopped at an entry that must be retried later. */
  wait?: { delayMs: number; reason: string };
}


/**
 * Sends this user's and business's outbox entries in `seq` order: a lone entry as its own
 * request, a backlog in batches (POST /b/{businessId}/batch, up to 100 entries or 256 KB), each
 * entry keeping its Idempotency-Key and its own answer. A 2xx replaces the optimistic row with
 * the server's and deletes the entry (written in batches, see AckBatch); a 4xx marks it rejected
 * and the queue goes on; entries made on a row whose create is rejected are held; anything else
 * stops the queue (order is kept) with a backoff delay. `ignoreBackoff` sends now (online, sync now).
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
    const next = await nextBatch(ctx, options, done);
    if (next.batch.length === 0) return next.wait ? { ...result, wait: next.wait } : result;
    const [head] = next.batch;
    const outcomes = head !== undefined && next.batch.length === 1 ? [await sendEntry(ctx, head, acks)] : await sendBatch(ctx, next.batch, acks);
    for (const [i, outcome] of outcomes.entries()) {
      const entry = next.batch[i];
      if (entry === undefined) continue;
      done.add(entry.seq);
      if (outcome.kind === 'sent') result.sent += 1;
      else if (outcome.kind === 'rejected') result.rejected += 1;
      else if (outcome.kind === 'retry') {
        await acks.flush();
        return { ...result, wait: { delayMs: outcome.delayMs, reason: outcome.reason } };
      }
    }
    // Acknowledge before reading the queue again (entries added meanwhile join the next batch).
    await acks.flush();
  }
}

/**
 * The next entries to send, in order: rejected entries are passed (and their dependants held),
 * and the batch ends before an entry still backing off (the wait, when it is the first).
 */
async function nextBatch(
  ctx: SyncContext,
  options: { ignoreBackoff?: boolean },
  done: ReadonlySet<number>,
): Promise<{ batch: StoredOutboxEntry[]; wait?: { delayMs: number; reason: string } }> {
  const entries = await ctx.db.outbox.where('[userId+businessId]').equals([ctx.userId, ctx.businessId]).toArray();
  const blocked = new Set<string>();
  const batch: StoredOutboxEntry[] = [];
  let bytes = 0;
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
      if (delayMs > 0) return batch.length > 0 ? { batch } : { batch, wait: { delayMs, reason: entry.error?.title ?? 'backoff' } };
    }
    const size = entrySize(entry);
    if (batch.length > 0 && (batch.length >= PUSH_BATCH_MAX_ENTRIES || bytes + size > PUSH_BATCH_MAX_BYTES)) break;
    batch.push(entry);
    bytes += size;
  }
  return { batch };
}

/** Roughly the entry's share of a batch request, in bytes. */
function entrySize(entry: StoredOutboxEntry): number {
  return entry.path.length + (entry.body === null ? 4 : JSON.stringify(entry.body).length) + 120;
}
