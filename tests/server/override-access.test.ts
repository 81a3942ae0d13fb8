import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, InitialResponse, Problem } from '@/lib/api-types';
import type { OverrideIssueResponse } from '@/lib/schemas/business-override';
import { SECOND_BUSINESS, seedSecondBusiness } from '@server/seed/second-business';
import { backends } from './helpers/backends';
import { FakeClock, startClockHarness } from './helpers/clock-harness';
import { PROVIDER_ADMIN, addProviderAdmin, providerAdminToken } from './helpers/extra-users';
import { FX } from './helpers/fixture';
import type { Harness } from './helpers/harness';
import { idToken } from './helpers/tokens';

interface Answer {
  status: number;
  json: unknown;
}

/**
 * A provider admin's requests to another business (spec §6 override): refused without an
 * override token, or with an expired, forged or other-business one; accepted with a valid one —
 * the delta feed, writes and POST /initial.
 */
describe.each(backends())('business override access on $name', (backend) => {
  const clock = new FakeClock();
  let h: Harness;
  let admin: string;

  beforeAll(async () => {
    h = await startClockHarness(backend, clock);
    await addProviderAdmin(h.db);
    admin = await providerAdminToken();
  });
  afterAll(async () => {
    await h.stop();
  });

  /** Like h.call, with the override header. */
  const send = async (method: 'GET' | 'POST', url: string, o: { token: string; override?: string; body?: unknown }): Promise<Answer> => {
    const headers: Record<string, string> = { authorization: `Bearer ${o.token}` };
    if (o.override !== undefined) headers['x-business-override'] = o.override;
    if (method === 'POST') headers['idempotency-key'] = crypto.randomUUID();
    if (o.body !== undefined) headers['content-type'] = 'application/json';
    const res = await h.app.inject({ method, url, headers, ...(o.body === undefined ? {} : { payload: JSON.stringify(o.body) }) });
    return { status: res.statusCode, json: res.body === '' ? null : (JSON.parse(res.body) as unknown) };
  };

  const issue = async (businessId: string, expiresInMinutes = 60): Promise<string> => {
    const r = await send('POST', `/b/${FX.bizA}/overrideTokens`, { token: admin, body: { businessId, perspective: 'org-admin', expiresInMinutes } });
    expect(r.status).toBe(201);
    return (r.json as OverrideIssueResponse).token;
  };

  const customersOfB = async (): Promise<number> => {
    const rows = await h.db.query<{ n: string }>('SELECT count(*)::text AS n FROM customers WHERE business_id = $1', [FX.bizB]);
    return Number(rows[0]?.n ?? 0);
  };

  const newCustomer = () => ({ id: crypto.randomUUID(), firstName: 'Override', lastName: 'Test', branchId: FX.branchB });

  it('refuses another business without an override token', async () => {
    const before = await customersOfB();
    const feed = await send('GET', `/b/${FX.bizB}/changes?since=0`, { token: admin });
    expect(feed.status).toBe(403);
    expect((feed.json as Problem).errors).toEqual({ businessId: 'auth.wrongBusiness' });
    const write = await send('POST', `/b/${FX.bizB}/customers`, { token: admin, body: newCustomer() });
    expect(write.status).toBe(403);
    expect(await customersOfB()).toBe(before);
  });

  it('accepts the feed and writes of the overridden business with a valid token', async () => {
    const token = await issue(FX.bizB);
    const feed = await send('GET', `/b/${FX.bizB}/changes?since=0`, { token: admin, override: token });
    expect(feed.status).toBe(200);
    const tables = new Set((feed.json as ChangesResponse).changes.map((c) => c.table));
    expect(tables).toContain('branches');
    expect((feed.json as ChangesResponse).changes.every((c) => c.op === 'delete' || c.row.businessId === FX.bizB)).toBe(true);

    const before = await customersOfB();
    const body = newCustomer();
    const write = await send('POST', `/b/${FX.bizB}/customers`, { token: admin, override: token, body });
    expect(write.status).toBe(201);
    expect(write.json).toMatchObject({ id: body.id, businessId: FX.bizB, firstName: 'Override' });
    expect(await customersOfB()).toBe(before + 1);
  });

  it('answers an expired or forged token 401 (retried, never refused), and changes nothing', async () => {
    const token = await issue(FX.bizB, 1);
    clock.advance(61_000);
    const before = await customersOfB();
    const expired = await send('POST', `/b/${FX.bizB}/customers`, { token: admin, override: token, body: newCustomer() });
    expect(expired.status).toBe(401);
    expect(expired.json).toMatchObject({ title: 'Invalid Business Override Token', errors: { override: 'auth.invalidOverride' } });
    expect((expired.json as Problem).detail).toMatch(/expired/);

    const fresh = await issue(FX.bizB);
    const forged = `${fresh.slice(0, -4)}${fresh.endsWith('AAAA') ? 'BBBB' : 'AAAA'}`;
    const bad = await send('GET', `/b/${FX.bizB}/changes?since=0`, { token: admin, override: forged });
    expect(bad.status).toBe(401);
    expect(await customersOfB()).toBe(before);
  });

  it('refuses a token for another business, and anyone but a provider admin', async () => {
    const forA = await issue(FX.bizA);
    const wrong = await send('GET', `/b/${FX.bizB}/changes?since=0`, { token: admin, override: forA });
    expect(wrong.status).toBe(403);
    expect(wrong.json).toMatchObject({ title: 'Invalid Business Override Token' });

    const forB = await issue(FX.bizB);
    const owner = await send('POST', `/b/${FX.bizB}/customers`, { token: await idToken('ownerA'), override: forB, body: newCustomer() });
    expect(owner.status).toBe(403);
    expect((owner.json as Problem).errors).toEqual({ businessId: 'auth.wrongBusiness' });
  });

  it('POST /initial answers the overridden business only with a valid token for it', async () => {
    const body = { businessId: FX.bizA, userId: PROVIDER_ADMIN.id, userEmail: PROVIDER_ADMIN.email, overwritingBusinessId: FX.bizB };
    const without = await send('POST', '/initial', { token: admin, body });
    expect(without.status).toBe(403);
    expect(without.json).toMatchObject({ title: 'Invalid Business Override Token', errors: { overwritingBusinessId: 'auth.invalidOverride' } });

    const token = await issue(FX.bizB, 1);
    const ok = await send('POST', '/initial', { token: admin, override: token, body });
    expect(ok.status).toBe(200);
    const session = (ok.json as InitialResponse).result[0];
    expect(session?.business).toMatchObject({ businessId: FX.bizB, name: 'Salon B' });
    expect(session?.branches.map((b) => b.branchId)).toEqual([FX.branchB]);
    expect(session?.user.userId).toBe(PROVIDER_ADMIN.id);

    clock.advance(61_000);
    const expired = await send('POST', '/initial', { token: admin, override: token, body });
    expect(expired.status).toBe(403);
    expect((expired.json as Problem).detail).toMatch(/expired/);

    const own = await send('POST', '/initial', { token: admin, body: { ...body, overwritingBusinessId: null } });
    expect((own.json as InitialResponse).result[0]?.business.businessId).toBe(FX.bizA);
  });

  it('seeds the second demo business (the one to view by override) once', async () => {
    expect(await seedSecondBusiness(h.db)).toEqual({ created: true });
    expect(await seedSecondBusiness(h.db)).toEqual({ created: false });
    const counts = await h.db.query<{ customers: string; branches: string; admins: string }>(
      `SELECT (SELECT count(*) FROM customers WHERE business_id = $1)::text AS customers,
              (SELECT count(*) FROM branches WHERE business_id = $1)::text AS branches,
              (SELECT count(*) FROM members WHERE business_id = $1 AND org_access_level = 'admin')::text AS admins`,
      [SECOND_BUSINESS.id],
    );
    expect(counts[0]).toEqual({ customers: '6', branches: '1', admins: '1' });
  });
});
