import { describe, expect, it } from 'vitest';
import { cacheToken, expiryOf, TOKEN_REUSE_MARGIN_MS } from '@workers/sync/token-cache';

function jwt(exp: number): string {
  const part = (o: object) => btoa(JSON.stringify(o)).replace(/=+$/, '').replace(/\+/g, '-').replace(/\//g, '_');
  return `${part({ alg: 'RS256' })}.${part({ exp, sub: 'u' })}.sig`;
}

describe('token cache', () => {
  it('reuses a token while it is valid for a while, and asks again near its expiry', async () => {
    let clock = 1_000_000_000_000;
    const calls: boolean[] = [];
    let next = jwt(clock / 1000 + 3600);
    const getToken = cacheToken(async ({ forceRefresh }) => {
      calls.push(forceRefresh);
      return next;
    }, () => clock);

    const first = await getToken({ forceRefresh: false });
    expect(await getToken({ forceRefresh: false })).toBe(first);
    expect(calls).toEqual([false]);

    clock += 3600 * 1000 - TOKEN_REUSE_MARGIN_MS + 1;
    next = jwt(clock / 1000 + 3600);
    expect(await getToken({ forceRefresh: false })).toBe(next);
    expect(calls).toEqual([false, false]);
  });

  it('always goes through on a forced refresh (after a 401), and keeps the new token', async () => {
    const calls: boolean[] = [];
    let n = 0;
    const getToken = cacheToken(async ({ forceRefresh }) => {
      calls.push(forceRefresh);
      n += 1;
      return jwt(Date.now() / 1000 + 3600 + n);
    });
    const first = await getToken({ forceRefresh: false });
    const refreshed = await getToken({ forceRefresh: true });
    expect(refreshed).not.toBe(first);
    expect(await getToken({ forceRefresh: false })).toBe(refreshed);
    expect(calls).toEqual([false, true]);
  });

  it('never reuses a token whose expiry it cannot read, nor a failure', async () => {
    const calls: boolean[] = [];
    const getToken = cacheToken(async ({ forceRefresh }) => {
      calls.push(forceRefresh);
      if (calls.length === 3) throw new Error('offline');
      return 'not-a-jwt';
    });
    await getToken({ forceRefresh: false });
    await getToken({ forceRefresh: false });
    await expect(getToken({ forceRefresh: false })).rejects.toThrow('offline');
    expect(calls).toHaveLength(3);
    expect(expiryOf('a.b')).toBeNull();
  });
});
