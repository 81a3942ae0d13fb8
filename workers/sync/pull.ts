import { SYNCED_TABLES, type ChangesResponse, type InitialResponse, type Problem, type SyncedTable } from '@/lib/api-types';
import { metaKeys, readCursor, type SessionData } from '@/data/meta';
import { applyChanges, prepareChanges, writePage, type PreparedPage } from '@workers/sync/apply-changes';
import type { SyncContext } from '@workers/sync/context';
import { sendRequest, type HttpOutcome } from '@workers/sync/http';

/** Rows per delta-feed request: large pages amortise the per-transaction cost (see BENCHMARKS). */
export const PULL_PAGE_SIZE = 5_000;

/** The full feed's first page sizes on a cold device, before PULL_PAGE_SIZE. */
export const COLD_START_PAGE_SIZES: readonly number[] = [250, 750, 2_000];

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
    body:
      ctx.homeBusinessId === undefined
        ? { businessId: ctx.businessId, userId: ctx.userId, userEmail: ctx.userEmail }
        : { businessId: ctx.homeBusinessId, userId: ctx.userId, userEmail: ctx.userEmail, overwritingBusinessId: ctx.businessId },
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

/**
 * What the first screens need (the team, the catalogue, today's appointments), pulled first by a
 * device that has nothing yet; the full feed follows behind it.
 */
export const FIRST_SCREEN_TABLES: readonly SyncedTable[] = ['businesses', 'branches', 'members', 'services', 'products', 'packages', 'checkoutSettings', 'appointments'];
/** Appointments starting this far either side of now: "today" in every time zone. */
const FIRST_SCREEN_WINDOW_MS = 36 * 60 * 60 * 1000;

export interface PullOptions {
  pageSize?: number;
  /** On a device with no cursor yet, pull the first screens' rows before the full feed. */
  firstScreensFirst?: boolean;
}

/** A feed page fetched and already prepared for writing, or why it could not be fetched. */
type FetchedPage = { kind: 'ok'; page: PreparedPage; hasMore: boolean } | Exclude<HttpOutcome, { kind: 'ok' }>;

/**
 * Follows the delta feed from the stored cursor until `hasMore` is false. Returns rows applied.
 * The next page is requested, and made ready to write (prepareChanges), while the current one is
 * being written, so the network, the server and the worker's own work overlap the IndexedDB
 * writes, which are the limit (see BENCHMARKS).
 */
export async function pullChanges(ctx: SyncContext, options: PullOptions = {}): Promise<number> {
  // A user with no business yet (businessId '', see POST /initial) has no feed to follow.
  if (ctx.businessId === '') return 0;
  const pageSize = options.pageSize ?? PULL_PAGE_SIZE;
  let since = await readCursor(ctx.db, ctx.businessId);
  const cold = since === '0' && options.firstScreensFirst === true;
  // A cold device asks for small pages first: while the server builds a page it answers little
  // else, and the first screens are still loading (their code, then their queries).
  const sizes = cold ? COLD_START_PAGE_SIZES.map((n) => Math.min(n, pageSize)) : [];
  let pages = 0;
  const sizeOf = () => sizes[pages++] ?? pageSize;
  // The feed's first page is asked for together with the first screens' rows (one round trip
  // less before the bulk of the writes), and applied after them.
  let next = fetchPrepared(ctx, since, sizeOf());
  const dropNext = () => next.catch((dropped: unknown) => console.warn('[sync] prefetched page dropped', dropped));
  let applied = 0;
  if (cold) {
    try {
      applied = await pullFirstScreens(ctx);
    } catch (error) {
      void dropNext();
      throw error;
    }
  }
  // Two pages' writes at most are under way: the next page's transaction is created before the
  // current one ends, so IndexedDB starts it the moment the current one commits (no pause
  // while the worker hands over). Each page's transaction saves its own cursor, and only over
  // the cursor it was fetched from: a page queued behind one that failed rolls back.
  // `previous` settles (never rejects) so a failure while the next page is being fetched is
  // still in hand when it is looked at.
  let previous: Promise<unknown> = Promise.resolve(null);
  const check = async () => {
    const failure = await previous;
    if (failure !== null) throw failure;
  };
  for (;;) {
    const fetched = await next;
    if (fetched.kind !== 'ok') {
      await check();
      throw new PullError(fetched);
    }
    const { page } = fetched;
    const more = fetched.hasMore && page.cursor !== since;
    if (more) next = fetchPrepared(ctx, page.cursor, sizeOf());
    const written = settled(() => writePage(ctx.db, ctx, page));
    try {
      await check();
    } catch (error) {
      // This page was queued behind the failed one: its cursor check rolls it back.
      const late = await written;
      if (late !== null) console.warn('[sync] page after a failed one not written', late);
      if (more) void dropNext();
      throw error;
    }
    previous = written;
    applied += page.rows;
    if (!more) {
      await check();
      return applied;
    }
    since = page.cursor;
  }
}

/** null when `work` succeeded, else what it failed with. */
function settled(work: () => Promise<void>): Promise<unknown> {
  return work().then(
    () => null,
    (failure: unknown) => failure ?? new Error('page write failed'),
  );
}

async function fetchPrepared(ctx: SyncContext, since: string, pageSize: number): Promise<FetchedPage> {
  const outcome = await fetchPage(ctx, since, pageSize);
  if (outcome.kind !== 'ok') return outcome;
  const body = outcome.body as ChangesResponse;
  return { kind: 'ok', page: prepareChanges(body.changes, body.cursor, since), hasMore: body.hasMore };
}

function fetchPage(ctx: SyncContext, since: string, pageSize: number, extra: Record<string, string> = {}): Promise<HttpOutcome> {
  const query = new URLSearchParams({ since, limit: String(pageSize), ...extra });
  return sendRequest(ctx, { method: 'GET', path: `/b/${ctx.businessId}/changes?${query.toString()}` });
}

/**
 * One narrowed page from the start of the feed: the first screens' tables, appointments only
 * around today. Applied without moving the cursor (the full feed brings these rows again, with
 * everything else). A refusal here only costs the head start, so the full pull goes on.
 */
async function pullFirstScreens(ctx: SyncContext): Promise<number> {
  const now = ctx.now().getTime();
  const outcome = await fetchPage(ctx, '0', PULL_PAGE_SIZE, {
    tables: FIRST_SCREEN_TABLES.filter((t) => SYNCED_TABLES.includes(t)).join(','),
    startsFrom: new Date(now - FIRST_SCREEN_WINDOW_MS).toISOString(),
    startsBefore: new Date(now + FIRST_SCREEN_WINDOW_MS).toISOString(),
  });
  if (outcome.kind !== 'ok') {
    console.warn('[sync] first-screen pull refused; pulling the full feed only', outcome);
    return 0;
  }
  const page = outcome.body as ChangesResponse;
  await applyChanges(ctx.db, ctx, page.changes, '0');
  return page.changes.length;
}
