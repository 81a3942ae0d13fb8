import type { GetToken } from '@workers/sync/http';

/** A token this close to its expiry is asked for again. */
export const TOKEN_REUSE_MARGIN_MS = 2 * 60 * 1000;

/**
 * Keeps the last identity token and hands it out again while it is valid for a while yet, so a
 * flush of 1,000 entries does not wait 1,000 times for the main thread (which may be busy
 * re-rendering after every acknowledged entry). `forceRefresh` (after a 401) always goes through.
 * A token whose expiry cannot be read is never reused.
 */
export function cacheToken(getToken: GetToken, now: () => number = Date.now): GetToken {
  let cached: { token: string; expiresAt: number } | null = null;
  return async ({ forceRefresh }) => {
    if (!forceRefresh && cached !== null && cached.expiresAt - now() > TOKEN_REUSE_MARGIN_MS) return cached.token;
    const token = await getToken({ forceRefresh });
    const expiresAt = expiryOf(token);
    cached = expiresAt === null ? null : { token, expiresAt };
    return token;
  };
}

/** The `exp` claim of a JWT in ms, or null when it cannot be read. */
export function expiryOf(token: string): number | null {
  const payload = token.split('.')[1];
  if (payload === undefined) return null;
  try {
    const json = atob(payload.replace(/-/g, '+').replace(/_/g, '/'));
    const claims = JSON.parse(json) as { exp?: unknown };
    return typeof claims.exp === 'number' ? claims.exp * 1000 : null;
  } catch (error) {
    // Not base64 (atob's InvalidCharacterError) or not JSON: not a JWT we can read.
    if (error instanceof SyntaxError || isNamed(error, 'InvalidCharacterError')) return null;
    throw error;
  }
}

function isNamed(error: unknown, name: string): boolean {
  return typeof error === 'object' && error !== null && 'name' in error && error.name === name;
}
