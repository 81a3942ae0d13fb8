import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { InitialResponse, Problem } from '@/lib/api-types';
import { backends } from './helpers/backends';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { tokensFor } from './helpers/tokens';

describe.each(backends())('auth and /initial on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('answers /healthz without a token', async () => {
    const r = await h.call('GET', '/healthz');
    expect(r.status).toBe(200);
  });

  it('refuses a call without a token with a 401 problem', async () => {
    const r = await h.call('GET', `/b/${FX.bizA}/customers`);
    expect(r.status).toBe(401);
    expect(r.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((r.json as Problem).status).toBe(401);
  });

  it('refuses a forged token and an access token', async () => {
    const t = await tokensFor('ownerA');
    const [head, body] = t.idToken.split('.');
    const forged = await h.call('GET', `/b/${FX.bizA}/customers`, { token: `${head}.${body}.AAAA` });
    expect(forged.status).toBe(401);
    const access = await h.call('GET', `/b/${FX.bizA}/customers`, { token: t.accessToken });
    expect(access.status).toBe(401);
  });

  it('refuses a token of another business with 403', async () => {
    const r = await h.call('GET', `/b/${FX.bizA}/customers`, { as: 'ownerB' });
    expect(r.status).toBe(403);
    expect((r.json as Problem).errors).toEqual({ businessId: 'auth.wrongBusiness' });
    const w = await h.call('POST', `/b/${FX.bizA}/customers`, {
      as: 'ownerB',
      body: { id: crypto.randomUUID(), firstName: 'Intruder' },
    });
    expect(w.status).toBe(403);
  });

  it('refuses staff lacking a permission with 403', async () => {
    const view = await h.call('GET', `/b/${FX.bizA}/customers`, { as: 'viewerA' });
    expect(view.status).toBe(200);
    const write = await h.call('POST', `/b/${FX.bizA}/customers`, {
      as: 'viewerA',
      body: { id: crypto.randomUUID(), firstName: 'Nope' },
    });
    expect(write.status).toBe(403);
    expect((write.json as Problem).errors).toEqual({ customers: 'permissions.insufficient' });
    const none = await h.call('GET', `/b/${FX.bizA}/customers`, { as: 'nobodyA' });
    expect(none.status).toBe(403);
  });

  it('lets a clerk create but not delete', async () => {
    const id = crypto.randomUUID();
    const created = await h.call('POST', `/b/${FX.bizA}/customers`, { as: 'clerkA', body: { id, firstName: 'Kept' } });
    expect(created.status).toBe(201);
    const del = await h.call('DELETE', `/b/${FX.bizA}/customers/${id}`, { as: 'clerkA' });
    expect(del.status).toBe(403);
  });

  it('answers /initial in the spec shape', async () => {
    const u = USERS.ownerA;
    const r = await h.call('POST', '/initial', {
      as: 'ownerA',
      body: { businessId: FX.bizA, userId: u.id, userEmail: u.email, overwritingBusinessId: null },
    });
    expect(r.status).toBe(200);
    const res = r.json as InitialResponse;
    expect(res.result).toHaveLength(1);
    const first = res.result[0];
    expect(first?.user).toMatchObject({
      userId: u.id,
      businessId: FX.bizA,
      userEmail: u.email,
      orgAccessLevel: 'admin',
      branches: [{ branchId: FX.branchA, serviceTeam: true }],
      _internalRole: null,
    });
    expect(Object.keys(first?.user ?? {}).sort()).toEqual(
      ['userId', 'businessId', 'userFirstName', 'userLastName', 'userEmail', 'userPhoneNo', 'userColor',
        'profileImageUrl', 'orgAccessLevel', 'branches', 'permissions', '_internalRole'].sort(),
    );
    expect(first?.business).toMatchObject({
      businessId: FX.bizA,
      name: 'Salon A',
      admins: [{ userId: u.id }],
      bookitVersion: 'arabica',
      country: 'MY',
      currency: 'myr',
      timeZone: 'Asia/Kuala_Lumpur',
    });
    expect(first?.business.features).toMatchObject({ pos: true, signup: true, googleAuth: false, einvoice: true });
    expect(first?.branches).toEqual([{ branchId: FX.branchA, name: 'Salon A Main', imageUrl: null }]);
  });

  it('refuses /initial for someone else and a bad body with 400', async () => {
    const other = await h.call('POST', '/initial', {
      as: 'ownerA',
      body: { businessId: FX.bizB, userId: USERS.ownerB.id, userEmail: USERS.ownerB.email },
    });
    expect(other.status).toBe(403);
    const bad = await h.call('POST', '/initial', { as: 'ownerA', body: { businessId: 'nope' } });
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).errors).toMatchObject({ businessId: 'validation.invalidId', userId: 'validation.required' });
  });
});
