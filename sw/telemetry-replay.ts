// Replaying queued telemetry (spec §7) with a token that is fresh at replay time. Requests are
// stored without their Authorization header, with the account they belong to; at replay the
// token comes from an open page of that account. A 401 never drops a request: a forced refresh is
// tried, then an anonymous-friendly request (/frontendError) goes without a token, and one that
// needs a token (/clickstream/record) waits for the next replay. Free of service-worker globals so
// it is unit-tested with a fake queue.
import { accountOfToken, bearerToken, type TokenAccount } from '../src/lib/telemetry-auth';

/** Routes the server refuses without a token; others (error reports) also take anonymous ones. */
const TOKEN_REQUIRED = new Set(['/clickstream/record']);

export interface ReplayEntry {
  request: Request;
  timestamp?: number;
  metadata?: object;
}

/** The part of workbox's Queue the replay uses. */
export interface ReplayQueue {
  shiftRequest(): Promise<ReplayEntry | undefined>;
  unshiftRequest(entry: ReplayEntry): Promise<void>;
}

export interface ReplayDeps {
  send: (request: Request) => Promise<Response>;
  /** A token of this account from an open page, or null when none can give one now. */
  token: (account: TokenAccount, forceRefresh: boolean) => Promise<string | null>;
}

interface ReplayMetadata {
  userId: string | null;
  businessId: string | null;
  tokenRequired: boolean;
}

export class ReplayFailed extends Error {}

function pathOf(request: Request): string {
  return new URL(request.url).pathname;
}

function accountOfBody(body: ArrayBuffer): TokenAccount | null {
  try {
    const parsed: unknown = JSON.parse(new TextDecoder().decode(body));
    if (typeof parsed !== 'object' || parsed === null) return null;
    const { userId, businessId } = parsed as Record<string, unknown>;
    return typeof userId === 'string' && typeof businessId === 'string' ? { userId, businessId } : null;
  } catch (error) {
    console.info('[sw] telemetry body is not JSON', error);
    return null;
  }
}

async function copyWith(request: Request, token: string | null, body?: ArrayBuffer): Promise<Request> {
  const headers = new Headers(request.headers);
  headers.delete('authorization');
  if (token) headers.set('authorization', `Bearer ${token}`);
  return new Request(request.url, { method: request.method, headers, body: body ?? (await request.clone().arrayBuffer()) });
}

/**
 * What the queue keeps of a telemetry request: the request without its token, and whose it is
 * (from the token, or from the body where the route needs one).
 */
export async function storableEntry(request: Request): Promise<{ request: Request; metadata: ReplayMetadata }> {
  const body = await request.clone().arrayBuffer();
  const tokenRequired = TOKEN_REQUIRED.has(pathOf(request));
  const account = accountOfToken(bearerToken(request.headers.get('authorization'))) ?? (tokenRequired ? accountOfBody(body) : null);
  return {
    request: await copyWith(request, null, body),
    metadata: { userId: account?.userId ?? null, businessId: account?.businessId ?? null, tokenRequired },
  };
}

/** The entry's account; entries queued by an older worker still carry their token instead. */
function accountOf(entry: ReplayEntry): { account: TokenAccount | null; tokenRequired: boolean } {
  const m = entry.metadata as Partial<ReplayMetadata> | undefined;
  if (m && typeof m.tokenRequired === 'boolean') {
    const account = typeof m.userId === 'string' && typeof m.businessId === 'string' ? { userId: m.userId, businessId: m.businessId } : null;
    return { account, tokenRequired: m.tokenRequired };
  }
  return {
    account: accountOfToken(bearerToken(entry.request.headers.get('authorization'))),
    tokenRequired: TOKEN_REQUIRED.has(pathOf(entry.request)),
  };
}

/** Tokens asked for during one replay, so a page is asked once per account, not per entry. */
class RunTokens {
  private readonly known = new Map<string, { token: string | null; forced: boolean }>();

  constructor(private readonly ask: ReplayDeps['token']) {}

  async get(account: TokenAccount): Promise<string | null> {
    const key = `${account.userId}|${account.businessId}`;
    const known = this.known.get(key);
    if (known) return known.token;
    const token = await this.ask(account, false);
    this.known.set(key, { token, forced: false });
    return token;
  }

  /** A refreshed token after `refused` got 401; null once a refreshed one was refused too. */
  async refresh(account: TokenAccount, refused: string): Promise<string | null> {
    const key = `${account.userId}|${account.businessId}`;
    const known = this.known.get(key);
    if (known && known.token !== refused) return known.token;
    if (known?.forced) {
      this.known.set(key, { token: null, forced: true });
      return null;
    }
    const token = await this.ask(account, true);
    this.known.set(key, { token: token === refused ? null : token, forced: true });
    return token === refused ? null : token;
  }
}

type Outcome = 'delivered' | 'dropped' | 'wait-token' | 'retry';

function outcomeOf(status: number): Outcome {
  if (status >= 200 && status < 300) return 'delivered';
  if (status === 401) return 'wait-token';
  if (status === 408 || status === 429 || status >= 500) return 'retry';
  return 'dropped';
}

async function deliver(entry: ReplayEntry, deps: ReplayDeps, tokens: RunTokens): Promise<Outcome> {
  const { account, tokenRequired } = accountOf(entry);
  let token = account ? await tokens.get(account) : null;
  let status: number | null = null;
  if (account && token) {
    status = (await deps.send(await copyWith(entry.request, token))).status;
    if (status === 401) {
      token = await tokens.refresh(account, token);
      status = token ? (await deps.send(await copyWith(entry.request, token))).status : null;
    }
  }
  if (status === null || status === 401) {
    if (tokenRequired) return 'wait-token';
    status = (await deps.send(await copyWith(entry.request, null))).status;
  }
  const outcome = outcomeOf(status);
  if (outcome === 'dropped') console.warn(`[sw] telemetry refused with ${status}: dropped`, entry.request.url);
  return outcome;
}

/**
 * Sends the queue in order. Network trouble, 408, 429 and 5xx stop the replay with the entry
 * kept at the head; entries waiting for a token are kept in their order and the replay fails so
 * it is tried again later. Another 4xx would be refused again: dropped and logged.
 */
export async function replayQueue(queue: ReplayQueue, deps: ReplayDeps): Promise<void> {
  const tokens = new RunTokens(deps.token);
  const waiting: ReplayEntry[] = [];
  try {
    for (;;) {
      const entry = await queue.shiftRequest();
      if (!entry) break;
      let outcome: Outcome;
      try {
        outcome = await deliver(entry, deps, tokens);
      } catch (error) {
        await queue.unshiftRequest(entry);
        throw new ReplayFailed(`network: ${String(error)}`);
      }
      if (outcome === 'wait-token') waiting.push(entry);
      if (outcome === 'retry') {
        await queue.unshiftRequest(entry);
        throw new ReplayFailed('the server asked to retry later');
      }
    }
  } finally {
    for (const entry of [...waiting].reverse()) await queue.unshiftRequest(entry);
  }
  if (waiting.length > 0) throw new ReplayFailed(`${waiting.length} request(s) waiting for a token`);
}
