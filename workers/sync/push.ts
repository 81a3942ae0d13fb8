import type { StoredOutboxEntry } from '@/data/outbox-entry';
import { AckBatch } from '@workers/sync/acknowledge';
import type { SyncContext } from '@workers/sync/context';
import {
  postBatch,
  refusedIfAnsweredInFull,
  releaseClaims,
  settleBatch,
  PUSH_BATCH_MAX_BYTES,
  PUSH_BATCH_MAX_ENTRIES,
  type PostedBatch,
} from '@workers/sync/push-batch';
import { sendEntry, type SendOutcome } from '@workers/sync/send-entry';

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
 * Once a batch is answered in full, the next one is sent while its answers are written.
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
  /** Entries refused in answers that may not be written yet: their dependants are held. */
  const refused = new Set<string>();
  let next = await nextBatch(ctx, options, done, refused);
  let ahead = postAhead(ctx, next.batch);
  try {
    for (;;) {
      const { batch } = next;
      if (batch.length === 0) return next.wait ? { ...result, wait: next.wait } : result;
      const [head] = batch;
      let outcomes: SendOutcome[];
      let following: Awaited<ReturnType<typeof nextBatch>> | null = null;
      if (ahead === null) {
        // A lone entry (a backlog is always posted ahead, see postAhead).
        outcomes = head === undefined ? [] : [await sendEntry(ctx, head, acks)];
      } else {
        const posted = await ahead;
        ahead = null;
        // Every entry answered and none to retry: the next batch goes out now, while these
        // answers are written (it follows them all, so the order holds).
        const refusedHere = refusedIfAnsweredInFull(posted);
        if (refusedHere !== null) {
          for (const entry of batch) done.add(entry.seq);
          for (const id of refusedHere) refused.add(id);
          following = await nextBatch(ctx, options, done, refused);
          ahead = postAhead(ctx, following.batch);
        }
        outcomes = await settleBatch(ctx, posted, acks);
      }
      for (const [i, outcome] of outcomes.entries()) {
        const entry = batch[i];
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
      next = ahead !== null && following !== null ? following : await nextBatch(ctx, options, done, refused);
      if (ahead === null) ahead = postAhead(ctx, next.batch);
    }
  } finally {
    // A batch sent ahead whose answers are not written (the push failed): its entries wait
    // again and go out later under the same keys, so the server replays what it applied.
    if (ahead !== null) await ahead.then((posted) => releaseClaims(ctx, posted));
  }
}

/** A backlog of two or more entries is posted as a batch; a lone entry goes later, on its own. */
function postAhead(ctx: SyncContext, batch: readonly StoredOutboxEntry[]): Promise<PostedBatch> | null {
  return batch.length > 1 ? postBatch(ctx, batch) : null;
}

/**
 * The next entries to send, in order: rejected entries (and `refused` ones, whose answers may not
 * be written yet) are passed and their dependants held, and the batch ends before an entry still
 * backing off (the wait, when it is the first).
 */
async function nextBatch(
  ctx: SyncContext,
  options: { ignoreBackoff?: boolean },
  done: ReadonlySet<number>,
  refused: ReadonlySet<string>,
): Promise<{ batch: StoredOutboxEntry[]; wait?: { delayMs: number; reason: string } }> {
  const blocked = new Set<string>(refused);
  const batch: StoredOutboxEntry[] = [];
  let bytes = 0;
  for await (const entry of queueInOrder(ctx)) {
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

/** Entries read per page of the queue. */
const QUEUE_PAGE = 250;

/**
 * The account's entries in send order, read a page at a time from after the last one seen (by
 * `seq`, so entries acknowledged or added meanwhile neither shift nor repeat a page): a batch is
 * made from the head of the queue, and reading the whole queue for each one made a long queue
 * (an import of 10,000 rows) cost O(queue length) per batch, O(n²) in all.
 */
async function* queueInOrder(ctx: SyncContext): AsyncGenerator<StoredOutboxEntry> {
  let after = 0;
  for (;;) {
    const page = await ctx.db.outbox.where('seq').above(after).limit(QUEUE_PAGE).toArray();
    for (const entry of page) if (entry.userId === ctx.userId && entry.businessId === ctx.businessId) yield entry;
    const last = page.at(-1);
    if (last === undefined || page.length < QUEUE_PAGE) return;
    after = last.seq;
  }
}

/** Roughly the entry's share of a batch request, in bytes. */
function entrySize(entry: StoredOutboxEntry): number {
  return entry.path.length + (entry.body === null ? 4 : JSON.stringify(entry.body).length) + 120;
}
