// Who and where the telemetry is about: the API base, the signed-in account and a per-tab
// session id. Set when the account's shell starts; error reports before sign-in carry no user.
import { v7 as uuidv7 } from 'uuid';

const SESSION_KEY = 'bookit-telemetry-session';
const DEVICE_KEY = 'bookit-device-id';

export interface TelemetryAccount {
  userId: string;
  businessId: string;
  email: string;
}

interface TelemetryContext {
  apiBase: string | null;
  account: TelemetryAccount | null;
  getToken: (() => Promise<string>) | null;
}

const context: TelemetryContext = { apiBase: null, account: null, getToken: null };
let lastToken: string | null = null;

export function setTelemetryApi(apiBase: string): void {
  context.apiBase = apiBase;
}

export function setTelemetryAccount(account: TelemetryAccount | null, getToken: (() => Promise<string>) | null): void {
  context.account = account;
  context.getToken = getToken;
  if (!account) lastToken = null;
}

export function telemetryContext(): Readonly<TelemetryContext> {
  return context;
}

/**
 * A token for the request; the last one known when a fresh one cannot be had in time (page
 * unload) or at all (offline: the service worker keeps the request and replays it).
 */
export async function telemetryToken(options: { cachedOnly?: boolean } = {}): Promise<string | null> {
  if (options.cachedOnly || !context.getToken) return lastToken;
  try {
    lastToken = await context.getToken();
  } catch (error) {
    console.info('[telemetry] no fresh token; using the last one', error);
  }
  return lastToken;
}

function stored(storage: Storage, key: string): string {
  const existing = storage.getItem(key);
  if (existing) return existing;
  const id = uuidv7();
  storage.setItem(key, id);
  return id;
}

export function telemetrySessionId(): string {
  return stored(sessionStorage, SESSION_KEY);
}

export function deviceId(): string {
  return stored(localStorage, DEVICE_KEY);
}

/**
 * POSTs JSON to the API. The service worker answers 202 for a request it queued (offline or 5xx);
 * without a service worker a failure rejects and the caller keeps the data.
 */
export async function postTelemetry(path: string, body: unknown, options: { token: string | null; keepalive?: boolean }): Promise<void> {
  if (!context.apiBase) throw new Error('Telemetry has no API address yet');
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.token) headers.authorization = `Bearer ${options.token}`;
  const response = await fetch(`${context.apiBase}${path}`, {
    method: 'POST',
    headers,
    body: JSON.stringify(body),
    keepalive: options.keepalive ?? false,
  });
  if (response.status >= 500) throw new Error(`Telemetry ${path} answered ${response.status}`);
  if (!response.ok) console.warn(`[telemetry] ${path} refused with ${response.status}`);
}
