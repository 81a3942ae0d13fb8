import { beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { GetCtx } from './context';
import { FX, USERS } from '../helpers/fixture';
import type { Harness } from '../helpers/harness';
import { idToken } from '../helpers/tokens';

const owner = USERS.ownerA;

function event(over: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: crypto.randomUUID(),
    timestamp: Date.now(),
    eventType: 'click',
    page: '/customers',
    elementId: 'save',
    text: 'Save',
    sessionId: 's-1',
    userId: owner.id,
    businessId: FX.bizA,
    ...over,
  };
}

const batch = (events: unknown[]) => ({ userId: owner.id, businessId: FX.bizA, sessionId: 's-1', events });

export function telemetrySuite(get: GetCtx): void {
describe('clickstream and frontend errors', () => {
  let h: Harness;
  beforeAll(async () => {
    ({ h } = get());
  });

  const count = async (table: string): Promise<number> =>
    Number((await h.db.query<{ n: string }>(`SELECT count(*)::text AS n FROM ${table}`))[0]?.n);

  it('stores a clickstream batch once, even when it is sent again', async () => {
    const events = [event(), event({ eventType: 'page_view', elementId: null, text: null, timestamp: new Date().toISOString() }), event()];
    const first = await h.call('POST', '/clickstream/record', { as: 'ownerA', body: batch(events) });
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ accepted: 3, stored: 3 });
    const replay = await h.call('POST', '/clickstream/record', { as: 'ownerA', body: batch([...events, event()]) });
    expect(replay.json).toEqual({ accepted: 4, stored: 1 });
    expect(await count('clickstream_events')).toBe(4);
  });

  it('validates clickstream events with field keys', async () => {
    const bad = async (body: unknown): Promise<Record<string, string> | undefined> => {
      const r = await h.call('POST', '/clickstream/record', { as: 'ownerA', body });
      expect(r.status).toBe(400);
      return (r.json as Problem).errors;
    };
    expect(await bad(batch([event({ text: 'x'.repeat(101) })]))).toEqual({ 'events.0.text': 'validation.tooLong' });
    expect(await bad(batch([event({ id: 'nope' })]))).toEqual({ 'events.0.id': 'validation.invalidId' });
    expect(await bad(batch([event({ eventType: 'hover' })]))).toEqual({ 'events.0.eventType': 'validation.invalidOption' });
    expect(await bad(batch([event({ timestamp: 'yesterday' })]))).toEqual({ 'events.0.timestamp': 'validation.invalidTimestamp' });
    expect(await bad(batch(Array.from({ length: 501 }, () => event())))).toEqual({ events: 'validation.tooMany' });
    expect(await bad({ ...batch([]), sessionId: undefined })).toEqual({ sessionId: 'validation.required' });
  });

  it('needs a token and the caller’s own business and user', async () => {
    expect((await h.call('POST', '/clickstream/record', { body: batch([event()]) })).status).toBe(401);
    const other = await h.call('POST', '/clickstream/record', {
      as: 'ownerA',
      body: { ...batch([event({ businessId: FX.bizB })]), businessId: FX.bizB },
    });
    expect(other.status).toBe(403);
    expect((other.json as Problem).errors).toEqual({ businessId: 'auth.wrongBusiness', 'events.0.businessId': 'auth.wrongBusiness' });
    const someoneElse = await h.call('POST', '/clickstream/record', { as: 'clerkA', body: batch([event()]) });
    expect((someoneElse.json as Problem).errors).toMatchObject({ userId: 'auth.wrongUser' });
  });

  it('stores a frontend error once per id, with or without a token', async () => {
    const id = crypto.randomUUID();
    const report = { id, error: 'TypeError: x is undefined', userEmail: 'someone@example.com' };
    const first = await h.call('POST', '/frontendError', { body: report });
    expect(first.status).toBe(202);
    expect(first.json).toEqual({ id, stored: true });
    expect((await h.call('POST', '/frontendError', { body: report })).json).toEqual({ id, stored: false });
    const rows = await h.db.query<{ caller_user_id: string | null }>('SELECT caller_user_id FROM frontend_errors WHERE id = $1', [id]);
    expect(rows).toEqual([{ caller_user_id: null }]);

    const signedIn = crypto.randomUUID();
    const r = await h.call('POST', '/frontendError', {
      as: 'ownerA',
      body: {
        id: signedIn,
        frontendErrorInput: {
          error: { name: 'Error', message: 'boom', stack: 'at x' },
          environment: {
            userId: owner.id, sessionId: 's-1', businessId: FX.bizA, customMessage: 'Error during page load', navHref: '/customers',
            device: { did: 'd1', deviceType: 'desktop', browserName: 'Chrome', osName: 'Linux', mobileVendor: '', osVersion: '6' },
          },
        },
      },
    });
    expect(r.status).toBe(202);
    const row = await h.db.query<{ caller_user_id: string; caller_email: string; reported_business_id: string }>(
      'SELECT caller_user_id, caller_email, reported_business_id FROM frontend_errors WHERE id = $1',
      [signedIn],
    );
    expect(row).toEqual([{ caller_user_id: owner.id, caller_email: owner.email, reported_business_id: FX.bizA }]);

    const expiredLooking = await h.call('POST', '/frontendError', { token: `${(await idToken('ownerA')).slice(0, -4)}AAAA`, body: { error: 'x' } });
    expect(expiredLooking.status).toBe(202);
  });

  it('validates, size-limits and rate-limits frontend errors', async () => {
    const empty = await h.call('POST', '/frontendError', { body: { userEmail: 'a@b.c' } });
    expect(empty.status).toBe(400);
    expect((empty.json as Problem).errors).toEqual({ error: 'validation.required' });
    const wrong = await h.call('POST', '/frontendError', { body: { error: 42 } });
    expect((wrong.json as Problem).errors).toEqual({ error: 'validation.invalidType' });
    const big = await h.call('POST', '/frontendError', { body: { error: 'x'.repeat(40_000) } });
    expect(big.status).toBe(413);
    expect((big.json as Problem).errors).toEqual({ body: 'validation.bodyTooLarge' });

    const from = async (ip: string) =>
      h.app.inject({ method: 'POST', url: '/frontendError', remoteAddress: ip, payload: { error: 'flood' } });
    const codes: number[] = [];
    for (let i = 0; i < 61; i++) codes.push((await from('203.0.113.9')).statusCode);
    expect(codes.filter((c) => c === 202)).toHaveLength(60);
    const limited = await from('203.0.113.9');
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toMatch(/^\d+$/);
    expect(JSON.parse(limited.body)).toMatchObject({ status: 429, errors: { _: 'errors.rateLimited' } });
    expect((await from('203.0.113.10')).statusCode).toBe(202);
  });
});
}
