import type { BookingClash, BookingConflictProblem, Problem } from '@/lib/api-types';
import type { JsonValue } from '@/data/json';

/** `fetch` as the engine uses it; injected so the engine runs in tests without a network. */
export type FetchLike = (url: string, init: RequestInit) => Promise<Response>;

/** Asks the main thread for an identity token; `forceRefresh` after a 401. */
export type GetToken = (options: { forceRefresh: boolean }) => Promise<string>;

export interface HttpContext {
  fetch: FetchLike;
  getToken: GetToken;
  apiBase: string;
  /** Per request; the request is aborted and retried later when it passes. */
  timeoutMs: number;
  /** A provider admin's business-override token, sent as X-Business-Override on every request. */
  overrideToken?: string;
}

export interface HttpRequest {
  method: 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';
  /** Relative to apiBase. */
  path: string;
  body?: JsonValue | null;
  idempotencyKey?: string;
}

/**
 * - ok: 2xx, with the parsed JSON body (null when empty);
 * - rejected: a 4xx the server will answer the same way again (kept for the user to resolve);
 * - retry: worth trying again later (network, timeout, 5xx, 408, 429, a token we cannot get).
 */
export type HttpOutcome =
  | { kind: 'ok'; status: number; body: unknown }
  | { kind: 'rejected'; status: number; problem: Problem }
  | { kind: 'retry'; reason: string; status: number; retryAfterMs?: number };

export const DEFAULT_TIMEOUT_MS = 15_000;

/**
 * Sends one request with a fresh token. A 401 asks for a forcibly refreshed token and tries once
 * more; a second 401 is a `retry` (never a rejection), so an expired session offline or a
 * clock skew never drops an entry.
 */
export async function sendRequest(ctx: HttpContext, request: HttpRequest): Promise<HttpOutcome> {
  const first = await attempt(ctx, request, false);
  if (first !== 'unauthorized') return first;
  const second = await attempt(ctx, request, true);
  if (second !== 'unauthorized') return second;
  return { kind: 'retry', reason: 'auth', status: 401 };
}

async function attempt(ctx: HttpContext, request: HttpRequest, forceRefresh: boolean): Promise<HttpOutcome | 'unauthorized'> {
  let token: string;
  try {
    token = await ctx.getToken({ forceRefresh });
  } catch (error) {
    return { kind: 'retry', reason: `auth: ${describe(error)}`, status: 0 };
  }

  const headers: Record<string, string> = { authorization: `Bearer ${token}`, accept: 'application/json' };
  if (request.idempotencyKey) headers['idempotency-key'] = request.idempotencyKey;
  if (ctx.overrideToken) headers['x-business-override'] = ctx.overrideToken;
  const init: RequestInit = { method: request.method, headers };
  if (request.body !== undefined && request.body !== null) {
    headers['content-type'] = 'application/json';
    init.body = JSON.stringify(request.body);
  }

  const controller = new AbortController();
  const timer = setTimeout(() => controller.abort(), ctx.timeoutMs);
  init.signal = controller.signal;
  try {
    const response = await ctx.fetch(`${ctx.apiBase}${request.path}`, init);
    const body = await readBody(response);
    return classify(response, body);
  } catch (error) {
    const reason = controller.signal.aborted ? 'timeout' : `network: ${describe(error)}`;
    return { kind: 'retry', reason, status: 0 };
  } finally {
    clearTimeout(timer);
  }

  function classify(response: Response, body: unknown): HttpOutcome | 'unauthorized' {
    const { status } = response;
    if (status >= 200 && status < 300) return { kind: 'ok', status, body };
    if (status === 401) return 'unauthorized';
    if (isRetryStatus(status)) {
      const retryAfterMs = parseRetryAfter(response.headers.get('retry-after'));
      return { kind: 'retry', reason: `http-${status}`, status, ...(retryAfterMs !== undefined ? { retryAfterMs } : {}) };
    }
    return { kind: 'rejected', status, problem: toProblem(status, response.statusText, body) };
  }
}

/** Statuses worth trying again later (besides 401, which first asks for a fresh token). */
export function isRetryStatus(status: number): boolean {
  return status >= 500 || status === 408 || status === 429;
}

async function readBody(response: Response): Promise<unknown> {
  const text = await response.text();
  if (!text) return null;
  try {
    return JSON.parse(text) as unknown;
  } catch {
    // Not JSON (a proxy's HTML error page): keep the text for the problem's detail.
    return text;
  }
}

export function toProblem(status: number, statusText: string, body: unknown): Problem {
  if (typeof body === 'object' && body !== null && !Array.isArray(body)) {
    const o = body as Record<string, unknown>;
    const problem: Problem = { status, title: typeof o.title === 'string' ? o.title : statusText || `HTTP ${status}` };
    if (typeof o.type === 'string') problem.type = o.type;
    if (typeof o.detail === 'string') problem.detail = o.detail;
    if (typeof o.errors === 'object' && o.errors !== null) {
      const errors: Record<string, string> = {};
      for (const [field, key] of Object.entries(o.errors)) if (typeof key === 'string') errors[field] = key;
      problem.errors = errors;
    }
    // A booking refused for a clash (409) carries what is in the way: Sync issues offers its ways out from them.
    if (Array.isArray(o.conflicts) && typeof o.doubleBookingAllowed === 'boolean') {
      const clash: BookingConflictProblem = { ...problem, conflicts: o.conflicts.filter(isBookingClash), doubleBookingAllowed: o.doubleBookingAllowed };
      return clash;
    }
    return problem;
  }
  const problem: Problem = { status, title: statusText || `HTTP ${status}` };
  if (typeof body === 'string') problem.detail = body.slice(0, 500);
  return problem;
}

function isBookingClash(value: unknown): value is BookingClash {
  if (typeof value !== 'object' || value === null) return false;
  const c = value as Record<string, unknown>;
  return typeof c.appointmentId === 'string' && typeof c.startAt === 'string' && typeof c.endAt === 'string' && typeof c.occurrenceStartAt === 'string';
}

function parseRetryAfter(value: string | null): number | undefined {
  if (!value) return undefined;
  const seconds = Number(value);
  if (Number.isFinite(seconds)) return Math.max(0, seconds * 1000);
  const at = Date.parse(value);
  return Number.isNaN(at) ? undefined : Math.max(0, at - Date.now());
}

function describe(error: unknown): string {
  return error instanceof Error ? error.message : String(error);
}
