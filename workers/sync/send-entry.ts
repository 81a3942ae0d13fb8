import type { Problem } from '@/lib/api-types';
import type { StoredOutboxEntry } from '@/data/outbox-entry';
import type { AckBatch } from '@workers/sync/acknowledge';
import { backoffDelay } from '@workers/sync/backoff';
import type { SyncContext } from '@workers/sync/context';
import { sendRequest, type HttpOutcome } from '@workers/sync/http';

export type SendOutcome =
  | { kind: 'sent' }
  | { kind: 'skipped' }
  | { kind: 'rejected' }
  /** Depends on an entry the server refused in the same batch: held, not sent. */
  | { kind: 'held' }
  | { kind: 'retry'; delayMs: number; reason: string };

/** Sends one entry as its own request. */
export async function sendEntry(ctx: SyncContext, entry: StoredOutboxEntry, acks: AckBatch): Promise<SendOutcome> {
  // The entry may have been discarded or edited on the main thread since it was read.
  const claimed = await ctx.db.transaction('rw', ctx.db.outbox, async () => {
    const current = await ctx.db.outbox.get(entry.seq);
    if (!current || current.status === 'rejected') return null;
    await ctx.db.outbox.update(entry.seq, { status: 'inflight', attempts: current.attempts + 1 });
    return { ...current, attempts: current.attempts + 1 };
  });
  if (!claimed) return { kind: 'skipped' };

  const outcome = await sendRequest(ctx, {
    method: claimed.method,
    path: claimed.path,
    body: claimed.body,
    idempotencyKey: claimed.retryKey ?? claimed.id,
  });
  return settle(ctx, claimed, outcome, acks);
}

/** Records what an answer means for its entry: acknowledged, rejected, or pending with a backoff. */
export async function settle(ctx: SyncContext, entry: StoredOutboxEntry, outcome: HttpOutcome, acks: AckBatch): Promise<SendOutcome> {
  if (outcome.kind === 'ok' || (outcome.kind === 'rejected' && isAlreadyGone(entry, outcome))) {
    await acks.add(entry, outcome.kind === 'ok' ? outcome.body : null);
    return { kind: 'sent' };
  }
  if (outcome.kind === 'rejected') {
    await ctx.db.outbox.update(entry.seq, { status: 'rejected', error: outcome.problem });
    return { kind: 'rejected' };
  }
  const delayMs = Math.max(outcome.retryAfterMs ?? 0, backoffDelay(entry.attempts, ctx.random));
  const error: Problem = { status: outcome.status, title: outcome.reason };
  await ctx.db.outbox.update(entry.seq, {
    status: 'pending',
    error,
    nextAttemptAt: new Date(ctx.now().getTime() + delayMs).toISOString(),
  });
  return { kind: 'retry', delayMs, reason: outcome.reason };
}

/** A DELETE answered 404 or 410: the row is gone either way, so the entry is done. */
export function isAlreadyGone(entry: StoredOutboxEntry, outcome: { status: number }): boolean {
  return entry.method === 'DELETE' && (outcome.status === 404 || outcome.status === 410);
}
