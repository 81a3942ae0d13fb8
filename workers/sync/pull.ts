import type { ChangesResponse, InitialResponse, Problem } from '@/lib/api-types';
import { metaKeys, readCursor, type SessionData } from '@/data/meta';
import { applyChanges } from '@workers/sync/apply-changes';
import type { SyncContext } from '@workers/sync/context';
import { sendRequest, type HttpOutcome } from '@workers/sync/http';

/** Rows per delta-feed request: large pages amortise the per-transaction cost (see BENCHMARKS). */
export const PULL_PAGE_SIZE = 5_000;

/** A pull that could not finish; what was applied before it stays, with its cursor. */
export class PullError extends Error {
  readonly retryable: boolean;
  readonly status: number;
  readonly problem: Problem | undefined;
  constructor(outcome: Exclude<HttpOutcome, { kind: 'ok' }>) {
    super(outcome.kind === 'retry' ? outcome.reason : `http-${outcome.status}: ${outcome.problem.title}`);
    this.name = 'PullError';
    this.retryable = outcome.kind === 'retry';
    this.status = outcome.status;
    this.problem = outcome.kind === 'rejected' ? outcome.problem : undefined;
  }
}

/** POST /initial; stores the user, business and branches under the user's session key. */
export async function pullInitial(ctx: SyncContext): Promise<SessionData | null> {
  const outcome = await sendRequest(ctx, {
    method: 'POST',
    path: '/initial',
    body: { businessId: ctx.businessId, userId: ctx.userId, userEmail: ctx.userEmail },
  });
  if (outcome.kind !== 'ok') throw new PullError(outcome);
  const session = (outcome.body as InitialResponse | null)?.result?.[0];
  if (!session) return null;
  await ctx.db.meta.put({
    key: metaKeys.session(ctx.userId, ctx.businessId),
    kind: 'session',
    value: session,
    savedAt: ctx.now().toISOString(),
  });
  return session;
}

/** Follows the delta feed from the stored cursor until `hasMore` is false. Returns rows applied. */
export async function pullChanges(ctx: SyncContext, options: { pageSize?: number } = {}): Promise<number> {
  // A user with no business yet (businessId '', see POST /initial) has no feed to follow.
  if (ctx.businessId === '') return 0;
  const pageSize = options.pageSize ?? PULL_PAGE_SIZE;
  let applied = 0;
  for (;;) {
    const since = await readCursor(ctx.db, ctx.businessId);
    const query = new URLSearchParams({ since, limit: String(pageSize) });
    const outcome = await sendRequest(ctx, { method: 'GET', path: `/b/${ctx.businessId}/changes?${query.toString()}` });
    if (outcome.kind !== 'ok') throw new PullError(outcome);
    const page = outcome.body as ChangesResponse;
    await applyChanges(ctx.db, ctx, page.changes, page.cursor);
    applied += page.changes.length;
    if (!page.hasMore || page.cursor === since) return applied;
  }
}
