// The named exceptions to "screens read only the replica" (ARCHITECTURE.md): calls that are
// online-only by nature and never replicated. Each one fails loudly (throws) unless it says
// otherwise; screens call these through their area's flow code, never `fetch` themselves.
import type { SignupSession, SignupSessionProgress, SignupSessionRequest } from '@/lib/schemas/signup-session';
import type { FrontendErrorReport } from '@/lib/schemas/frontend-error';
import type { MemberRow } from '@/lib/api-types';
import { requestRowRefresh } from '@/data/sync-bridge';
import type { MemberInviteInput } from '@/lib/schemas/member-invite';
import type { AssetAnswer, AssetRequest } from '@/lib/schemas/asset';
import type { HelpContentRequest, HelpItem, HelpSearchRequest, HelpSearchResult } from '@/lib/schemas/help-content';

let apiBase: string | null = null;

/** Set once at start-up from the runtime configuration. */
export function setOnlineApiBase(base: string): void {
  apiBase = base.replace(/\/+$/, '');
}

/** The API's base address as configured (null before start-up), for addresses shown to the user. */
export function onlineApiBase(): string | null {
  return apiBase;
}

export class OnlineCallError extends Error {
  constructor(
    readonly status: number,
    readonly path: string,
    /** The problem answer's field → i18n key map, when it had one. */
    readonly errors: Record<string, string> = {},
  ) {
    super(`${path} answered ${status}`);
    this.name = 'OnlineCallError';
  }
}

async function problemErrors(response: Response): Promise<Record<string, string>> {
  if (!(response.headers.get('content-type') ?? '').includes('json')) return {};
  const body = (await response.json()) as { errors?: Record<string, string> } | null;
  return body?.errors ?? {};
}

/** Also used by the other online-only calls' modules (online-settings.ts). */
export async function call(
  method: 'GET' | 'POST' | 'DELETE',
  path: string,
  options: { body?: unknown; token?: string; idempotencyKey?: string } = {},
): Promise<unknown> {
  if (apiBase === null) throw new Error('The API base is not configured yet');
  const headers: Record<string, string> = {};
  if (options.idempotencyKey !== undefined) headers['idempotency-key'] = options.idempotencyKey;
  if (options.body !== undefined) headers['content-type'] = 'application/json';
  if (options.token !== undefined) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${apiBase}${path}`, {
    method,
    headers,
    ...(options.body !== undefined ? { body: JSON.stringify(options.body) } : {}),
  });
  if (!response.ok) throw new OnlineCallError(response.status, path, await problemErrors(response));
  return response.status === 204 ? null : ((await response.json()) as unknown);
}

/** POST /signup/sessions, action create or update (no token: the account may not exist yet). */
export async function saveSignupSession(request: SignupSessionRequest): Promise<SignupSession> {
  const answer = (await call('POST', '/signup/sessions', { body: request })) as { result: SignupSession };
  return answer.result;
}

export interface SignupSessionSummary {
  prospectId: string;
  email: string;
  signupSession: SignupSessionProgress;
}

/** GET /signup/sessions/{id}; null when the server has no such live session (unknown or expired). */
export async function fetchSignupSession(sessionId: string): Promise<SignupSessionSummary | null> {
  try {
    const answer = (await call('GET', `/signup/sessions/${encodeURIComponent(sessionId)}`)) as { result: SignupSessionSummary };
    return answer.result;
  } catch (error) {
    if (error instanceof OnlineCallError && (error.status === 404 || error.status === 410)) return null;
    throw error;
  }
}

/**
 * POST /frontendError (spec §7): sent with the caller's token when there is one. Failure is only
 * logged (spec §7), so this never throws.
 */
export async function reportFrontendError(report: FrontendErrorReport, token?: string): Promise<void> {
  try {
    await call('POST', '/frontendError', { body: { id: crypto.randomUUID(), ...report }, ...(token !== undefined ? { token } : {}) });
  } catch (error) {
    console.error('Could not report an error to the server', error, report);
  }
}

let tokenGetter: (() => Promise<string>) | null = null;

/** Set by the shell after sign-in: how calls that need the user's identity token get one. */
export function setOnlineTokenGetter(getter: (() => Promise<string>) | null): void {
  tokenGetter = getter;
}

export async function userToken(): Promise<string> {
  if (!tokenGetter) throw new Error('No signed-in user for this call');
  return tokenGetter();
}

/** The answer of POST /b/{businessId}/validateBusinessOverride. */
export interface ValidOverride {
  status: 'valid';
  businessId: string;
  perspective: 'org-admin' | 'user';
  memberId: string | null;
  expiresAt: string;
}

/**
 * POST /b/{businessId}/validateBusinessOverride (provider admins, spec §6): the server checks the
 * token's signature and expiry. Throws OnlineCallError 400 for 'Invalid Business Override Token'.
 */
export async function validateBusinessOverride(businessId: string, overrideToken: string): Promise<ValidOverride> {
  const answer = await call('POST', `/b/${encodeURIComponent(businessId)}/validateBusinessOverride`, {
    body: { token: overrideToken },
    token: await userToken(),
  });
  return answer as ValidOverride;
}

/** POST /subscription/actions {action: 'join-with-code', userEmail}: an invited member has joined. */
export async function joinWithCode(userEmail: string, token: string): Promise<void> {
  await call('POST', '/subscription/actions', { body: { action: 'join-with-code', userEmail }, token });
}

/** The answer of POST /b/{businessId}/members/invite. */
export interface InviteAnswer {
  member: MemberRow;
  /** `/join?data=…` (spec §2.1), relative to the app. */
  inviteLink: string;
  /** Only from development stacks; production sends it by e-mail. */
  temporaryPassword?: string;
}

/**
 * POST /b/{businessId}/members/invite: online by nature (the identity service makes the account
 * and its temporary password). Throws OnlineCallError with field errors (409 e-mail taken, 403
 * more than the inviter holds). The member row reaches every device through the feed; this one
 * fetches it at once.
 */
export async function inviteMember(businessId: string, input: MemberInviteInput, idempotencyKey: string): Promise<InviteAnswer> {
  const answer = (await call('POST', `/b/${encodeURIComponent(businessId)}/members/invite`, { body: input, token: await userToken(), idempotencyKey })) as InviteAnswer;
  // The new member is on the server now: the sync engine fetches the row into the replica at once.
  requestRowRefresh('members', answer.member.id);
  return answer;
}

/** POST /cms/search (spec §7): help-centre search; the caller caches the answer (1 h). */
export async function searchHelpContent(request: HelpSearchRequest): Promise<HelpSearchResult> {
  const answer = (await call('POST', '/cms/search', { body: request, token: await userToken() })) as { result: HelpSearchResult };
  return answer.result;
}

/** POST /cms/content (spec §7): one help item with its children's summaries. */
export async function fetchHelpContent(request: HelpContentRequest): Promise<HelpItem> {
  const answer = (await call('POST', '/cms/content', { body: request, token: await userToken() })) as { result: HelpItem };
  return answer.result;
}

/** The body an item's contentUrl names (relative to the API, or absolute), as HTML text. */
export async function fetchHelpBody(contentUrl: string): Promise<string> {
  if (apiBase === null) throw new Error('The API base is not configured yet');
  const url = new URL(contentUrl, `${apiBase}/`).toString();
  const response = await fetch(url);
  if (!response.ok) throw new OnlineCallError(response.status, contentUrl);
  return response.text();
}

/**
 * POST /business/{businessId}/assets (spec §7): a presigned address to PUT one image to, and the
 * address it is then read from. Online by nature (the address expires); the upload queue
 * (src/data/uploads.ts) calls it when the device is online.
 */
export async function requestAssetUpload(businessId: string, request: AssetRequest): Promise<AssetAnswer> {
  return (await call('POST', `/business/${businessId}/assets`, { body: request, token: await userToken() })) as AssetAnswer;
}
