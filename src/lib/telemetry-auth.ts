// How the service worker gets a token for telemetry it replays (spec §7): queued requests are
// stored without their Authorization header, and at replay the worker asks an open page for a
// fresh token of the account the request belongs to. Shared by the page and the worker.

export interface TokenAccount {
  userId: string;
  businessId: string;
}

/** Worker → page, with a MessagePort for the answer. */
export interface TelemetryTokenRequest extends TokenAccount {
  type: 'TELEMETRY_TOKEN';
  /** The last token was refused: refresh it with the identity service. */
  forceRefresh: boolean;
}

/** Page → worker on that port: null when this page cannot give one (another account, offline). */
export interface TelemetryTokenReply {
  token: string | null;
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

export function isTelemetryTokenRequest(data: unknown): data is TelemetryTokenRequest {
  return (
    isRecord(data) &&
    data.type === 'TELEMETRY_TOKEN' &&
    typeof data.userId === 'string' &&
    typeof data.businessId === 'string' &&
    typeof data.forceRefresh === 'boolean'
  );
}

export function tokenFromReply(data: unknown): string | null {
  return isRecord(data) && typeof data.token === 'string' && data.token !== '' ? data.token : null;
}

/** The account an identity token names (`custom:userId`, `custom:businessId`), read unverified. */
export function accountOfToken(token: string | null): TokenAccount | null {
  const payload = token?.split('.')[1];
  if (!payload) return null;
  let claims: unknown;
  try {
    const base64 = payload.replace(/-/g, '+').replace(/_/g, '/');
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    claims = JSON.parse(new TextDecoder().decode(bytes));
  } catch (error) {
    // Not base64 or not JSON: not a token we can read, so no account.
    console.info('[telemetry] unreadable token', error);
    return null;
  }
  if (!isRecord(claims)) return null;
  const userId = claims['custom:userId'];
  const businessId = claims['custom:businessId'] ?? '';
  return typeof userId === 'string' && typeof businessId === 'string' ? { userId, businessId } : null;
}

/** The token of an `Authorization: Bearer …` header. */
export function bearerToken(header: string | null): string | null {
  return header ? (/^Bearer\s+(\S+)$/i.exec(header)?.[1] ?? null) : null;
}

export function sameAccount(a: TokenAccount | null, b: TokenAccount | null): boolean {
  return a !== null && b !== null && a.userId.toLowerCase() === b.userId.toLowerCase() && a.businessId.toLowerCase() === b.businessId.toLowerCase();
}
