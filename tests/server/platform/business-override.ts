import { SignJWT } from 'jose';
import { beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { OverrideIssueResponse } from '@/lib/schemas/business-override';
import type { FakeClock } from '../helpers/clock-harness';
import type { GetCtx } from './context';
import { addProviderAdmin, providerAdminToken } from '../helpers/extra-users';
import { FX, USERS } from '../helpers/fixture';
import type { Harness } from '../helpers/harness';

const issuePath = `/b/${FX.bizA}/overrideTokens`;
const validatePath = `/b/${FX.bizA}/validateBusinessOverride`;

export function businessOverrideSuite(get: GetCtx): void {
describe('business override', () => {
  let clock: FakeClock;
  let h: Harness;
  let admin: string;
  beforeAll(async () => {
    ({ h, clock } = get());
    await addProviderAdmin(h.db);
    admin = await providerAdminToken();
  });

  const issue = async (body: unknown): Promise<OverrideIssueResponse> => {
    const r = await h.call('POST', issuePath, { token: admin, body });
    expect(r.status).toBe(201);
    return r.json as OverrideIssueResponse;
  };
  const validate = (token: unknown) => h.call('POST', validatePath, { token: admin, body: { token } });
  const expectInvalid = (r: { status: number; json: unknown }): void => {
    expect(r.status).toBe(400);
    expect(r.json).toMatchObject({ title: 'Invalid Business Override Token', errors: { token: 'auth.invalidOverride' } });
  };

  it('issues a token that validates, as org admin and as a member', async () => {
    const org = await issue({ businessId: FX.bizB, perspective: 'org-admin' });
    expect(org.expiresAt).toBe(new Date(clock.now().getTime() + 60 * 60_000).toISOString());
    const ok = await validate(org.token);
    expect(ok.status).toBe(200);
    expect(ok.json).toEqual({ status: 'valid', businessId: FX.bizB, perspective: 'org-admin', memberId: null, expiresAt: org.expiresAt });

    const asUser = await issue({ businessId: FX.bizB, perspective: 'user', memberId: USERS.ownerB.id, expiresInMinutes: 5 });
    expect((await validate(asUser.token)).json).toMatchObject({ status: 'valid', perspective: 'user', memberId: USERS.ownerB.id });
  });

  it('refuses a bad signature, a foreign key and an unknown business', async () => {
    const { token } = await issue({ businessId: FX.bizB, perspective: 'org-admin' });
    const [head, body, sig] = token.split('.');
    const flipped = `${head}.${body}.${(sig ?? '').startsWith('A') ? 'B' : 'A'}${(sig ?? '').slice(1)}`;
    expectInvalid(await validate(flipped));
    expectInvalid(await validate('not-a-token'));
    const foreign = await new SignJWT({ bid: FX.bizB, per: 'org-admin', mid: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('bookit-api')
      .setAudience('bookit-business-override')
      .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 600)
      .sign(new TextEncoder().encode('x'.repeat(40)));
    expectInvalid(await validate(foreign));

    const secret = await h.db.query<{ value: string }>(`SELECT value FROM server_secrets WHERE name = 'override_hs256'`);
    const ghost = await new SignJWT({ bid: crypto.randomUUID(), per: 'org-admin', mid: null })
      .setProtectedHeader({ alg: 'HS256' })
      .setIssuer('bookit-api')
      .setAudience('bookit-business-override')
      .setExpirationTime(Math.floor(clock.now().getTime() / 1000) + 600)
      .sign(new TextEncoder().encode(secret[0]?.value ?? ''));
    const r = await validate(ghost);
    expectInvalid(r);
    expect((r.json as Problem).detail).toMatch(/unknown business/);
  });

  it('validates the bodies with field keys', async () => {
    const empty = await h.call('POST', validatePath, { token: admin, body: {} });
    expect((empty.json as Problem).errors).toEqual({ token: 'validation.required' });
    const noMember = await h.call('POST', issuePath, { token: admin, body: { businessId: FX.bizB, perspective: 'user' } });
    expect(noMember.status).toBe(400);
    expect((noMember.json as Problem).errors).toEqual({ memberId: 'validation.required' });
    const unknown = await h.call('POST', issuePath, { token: admin, body: { businessId: crypto.randomUUID(), perspective: 'org-admin' } });
    expect((unknown.json as Problem).errors).toEqual({ businessId: 'validation.unknownBusiness' });
    const stranger = await h.call('POST', issuePath, {
      token: admin,
      body: { businessId: FX.bizB, perspective: 'user', memberId: USERS.ownerA.id },
    });
    expect((stranger.json as Problem).errors).toEqual({ memberId: 'validation.unknownMember' });
    const long = await h.call('POST', issuePath, { token: admin, body: { businessId: FX.bizB, perspective: 'org-admin', expiresInMinutes: 5000 } });
    expect((long.json as Problem).errors).toEqual({ expiresInMinutes: 'validation.outOfRange' });
  });

  it('lets only provider admins issue or validate (403), and needs a token (401)', async () => {
    const { token } = await issue({ businessId: FX.bizB, perspective: 'org-admin' });
    const ownerIssue = await h.call('POST', issuePath, { as: 'ownerA', body: { businessId: FX.bizB, perspective: 'org-admin' } });
    expect(ownerIssue.status).toBe(403);
    expect((ownerIssue.json as Problem).errors).toEqual({ internalRole: 'permissions.insufficient' });
    const ownerCheck = await h.call('POST', validatePath, { as: 'ownerA', body: { token } });
    expect(ownerCheck.status).toBe(403);
    expect((await h.call('POST', validatePath, { body: { token } })).status).toBe(401);
  });

  it('refuses an expired token', async () => {
    const { token } = await issue({ businessId: FX.bizB, perspective: 'org-admin', expiresInMinutes: 1 });
    expect((await validate(token)).status).toBe(200);
    clock.advance(61_000);
    const r = await validate(token);
    expectInvalid(r);
    expect((r.json as Problem).detail).toMatch(/expired/);
  });
});
}
