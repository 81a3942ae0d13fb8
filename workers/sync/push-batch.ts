import type { BatchResponse, BatchResult } from '@/lib/api-types';
import type { StoredOutboxEntry } from '@/data/outbox-entry';
import type { AckBatch } from '@workers/sync/acknowledge';
import type { SyncContext } from '@workers/sync/context';
import { isRetryStatus, sendRequest, toProblem, type HttpOutcome } from '@workers/sync/http';
import { isAlreadyGone, sendEntry, settle, type SendOutcome } from '@workers/sync/send-entry';

/** A batch holds at most this many entries, or about this many bytes of them. */
export const PUSH_BATCH_MAX_ENTRIES = 100;
export const PUSH_BATCH_MAX_BYTES = 256 * 1024;

/** A batch sent and its answer, not yet written on the device. */
export interface PostedBatch {
  batch: readonly StoredOutboxEntry[];
  /** `batch` as claimed: null for an entry discarded or refused on the main thread meanwhile. */
  claimed: readonly (StoredOutboxEntry | null)[];
  outcome: HttpOutcome;
  /** `results[i]` answers the i-th claimed entry; null when the batch was not answered as one. */
  results: BatchResult[] | null;
}

/** Claims consecutive entries and sends them in one POST /b/{businessId}/batch. */
export async function postBatch(ctx: SyncContext, batch: readonly StoredOutboxEntry[]): Promise<PostedBatch> {
  const claimed = await claim(ctx, batch);
  const sendable = claimed.filter((e): e is StoredOutboxEntry => e !== null);
  const keyOf = new Map(sendable.map((e) => [e.id, e.retryKey ?? e.id]));
  const outcome = await sendRequest(ctx, {
    method: 'POST',
    path: `/b/${ctx.businessId}/batch`,
    body: {
      entries: sendable.map((e) => {
        const dependsOn = e.dependsOn === undefined ? undefined : keyOf.get(e.dependsOn);
        return { method: e.method, path: e.path, body: e.body, idempotencyKey: e.retryKey ?? e.id, ...(dependsOn ? { dependsOn } : {}) };
      }),
    },
  });
  return { batch, claimed, outcome, results: outcome.kind === 'ok' ? batchResults(outcome.body) : null };
}

/**
 * The ids of the entries the answers refuse (rejected, or held as dependants of a refused
 * entry) when every entry sent got an answer and none is to be retried; null otherwise. With
 * this, the next batch can go out before these answers are written: it follows every entry of
 * this one, and the entries depending on a refused one are held out of it.
 */
export function refusedIfAnsweredInFull(posted: PostedBatch): Set<string> | null {
  const { results } = posted;
  const sent = posted.claimed.filter((e): e is StoredOutboxEntry => e !== null);
  if (results === null || results.length < sent.length) return null;
  const refused = new Set<string>();
  for (const [i, entry] of sent.entries()) {
    const result = results[i];
    if (result === undefined) return null;
    if (result.status === 424) {
      refused.add(entry.id);
      continue;
    }
    const outcome = entryOutcome(result);
    if (outcome.kind === 'retry') return null;
    if (outcome.kind === 'rejected' && !isAlreadyGone(entry, outcome)) refused.add(entry.id);
  }
  return refused;
}

/**
 * Settles each entry of a posted batch by its own answer, exactly as if it had been sent alone
 * (see `settle`). Returns one outcome per entry it got to, in order; it stops at the first
 * entry to retry, and entries after it go back to waiting untouched. The batch as a whole
 * failing in transit (network, timeout, 5xx, 401 twice) backs them all off together; a batch the
 * server refuses as a whole (4xx: an older server without the route, one bad entry) is sent
 * entry by entry instead, so each gets its own answer.
 */
export async function settleBatch(ctx: SyncContext, posted: PostedBatch, acks: AckBatch): Promise<SendOutcome[]> {
  const { batch, claimed, outcome, results } = posted;
  if (outcome.kind === 'retry') {
    // Nothing is known of any entry: they back off together, the head deciding the delay.
    const out: SendOutcome[] = [];
    for (const entry of claimed) out.push(entry === null ? { kind: 'skipped' } : await settle(ctx, entry, outcome, acks));
    return out;
  }
  if (results === null) {
    console.warn('[sync] batch refused as a whole; sending its entries one by one', outcome);
    await releaseClaims(ctx, posted);
    const out: SendOutcome[] = [];
    for (const entry of batch) {
      const sent = await sendEntry(ctx, entry, acks);
      out.push(sent);
      if (sent.kind === 'retry') break;
    }
    return out;
  }

  const out: SendOutcome[] = [];
  let next = 0;
  for (const entry of claimed) {
    if (entry === null) {
      out.push({ kind: 'skipped' });
      continue;
    }
    const result = results[next++];
    if (result === undefined) break; // the server stopped before it: not run, sent again later
    const settled = result.status === 424 ? await hold(ctx, entry) : await settle(ctx, entry, entryOutcome(result), acks);
    out.push(settled);
    if (settled.kind === 'retry') break;
  }
  await release(ctx, claimed.slice(out.length).filter((e): e is StoredOutboxEntry => e !== null));
  return out;
}

/** A posted batch whose answers will not be written: its entries wait again, sent later under the same keys. */
export function releaseClaims(ctx: SyncContext, posted: PostedBatch): Promise<void> {
  return release(ctx, posted.claimed.filter((e): e is StoredOutboxEntry => e !== null));
}

/**
 * Marks the entries in flight in one transaction (counting the attempt); null for one discarded
 * or refused on the main thread since it was read.
 */
async function claim(ctx: SyncContext, batch: readonly StoredOutboxEntry[]): Promise<(StoredOutboxEntry | null)[]> {
  const { outbox } = ctx.db;
  return ctx.db.transaction('rw', outbox, async () => {
    const current = await outbox.bulkGet(batch.map((e) => e.seq));
    const claimed = current.map((e): StoredOutboxEntry | null =>
      e === undefined || e.status === 'rejected' ? null : { ...e, status: 'inflight', attempts: e.attempts + 1 },
    );
    await outbox.bulkPut(claimed.filter((e): e is StoredOutboxEntry => e !== null));
    return claimed;
  });
}

/** Entries claimed but not answered: waiting again, as they were (the attempt did not happen). */
async function release(ctx: SyncContext, entries: readonly StoredOutboxEntry[]): Promise<void> {
  if (entries.length === 0) return;
  const { outbox } = ctx.db;
  await ctx.db.transaction('rw', outbox, async () => {
    for (const entry of entries) {
      const current = await outbox.get(entry.seq);
      if (current?.status === 'inflight') await outbox.update(entry.seq, { status: 'pending', attempts: entry.attempts - 1 });
    }
  });
}

/** Not run: it depends on an entry the server refused in this batch (which is now rejected). */
async function hold(ctx: SyncContext, entry: StoredOutboxEntry): Promise<SendOutcome> {
  await ctx.db.outbox.update(entry.seq, { status: 'held', attempts: entry.attempts - 1 });
  return { kind: 'held' };
}

/** One entry's answer as if it had come alone (its 401 is retried later, as a second 401 is). */
function entryOutcome(result: BatchResult): HttpOutcome {
  const { status, body } = result;
  if (status >= 200 && status < 300) return { kind: 'ok', status, body };
  if (status === 401 || isRetryStatus(status)) return { kind: 'retry', reason: status === 401 ? 'auth' : `http-${status}`, status };
  return { kind: 'rejected', status, problem: toProblem(status, '', body) };
}

function batchResults(body: unknown): BatchResult[] | null {
  if (typeof body !== 'object' || body === null || !Array.isArray((body as Partial<BatchResponse>).results)) return null;
  const results = (body as BatchResponse).results;
  return results.every((r) => typeof r === 'object' && r !== null && typeof r.status === 'number') ? results : null;
}
