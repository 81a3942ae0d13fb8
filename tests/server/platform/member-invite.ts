import { InitiateAuthCommand, RespondToAuthChallengeCommand } from '@aws-sdk/client-cognito-identity-provider';
import { beforeAll, describe, expect, inject, it } from 'vitest';
import type { ChangesResponse, MemberRow, Problem } from '@/lib/api-types';
import { cognitoClient } from '@server/identity/provision';
import type { Backend } from '../helpers/backends';
import type { GetCtx } from './context';
import { addMemberAndSignIn, signIn } from '../helpers/extra-users';
import { FX, PASSWORD } from '../helpers/fixture';
import type { Harness } from '../helpers/harness';

const invitePath = `/b/${FX.bizA}/members/invite`;
const run = Math.random().toString(36).slice(2, 8);

interface InviteAnswer {
  member: MemberRow;
  inviteLink: string;
  temporaryPassword: string;
}

export function memberInviteSuite(get: GetCtx): void {
describe('member invite and join', () => {
  let backend: Backend;
  let h: Harness;
  const identity = inject('identity');
  const cognito = cognitoClient(identity.endpoint);
  const email = (tag: string): string => `${tag}.${run}.${backend.name}@invite.test`;
  beforeAll(async () => {
    ({ h, backend } = get());
  });

  const invite = (body: Record<string, unknown>, o: { as?: 'ownerA' | 'viewerA'; token?: string; key?: string } = {}) =>
    h.call('POST', invitePath, { ...(o.token === undefined ? { as: o.as ?? 'ownerA' } : { token: o.token }), body, ...(o.key === undefined ? {} : { key: o.key }) });

  it('creates the member (in the delta feed) and an identity user who must set a password, then joins', async () => {
    const before = (await h.call('GET', `/b/${FX.bizA}/changes`, { as: 'ownerA' })).json as ChangesResponse;
    const who = email('stylist');
    const key = crypto.randomUUID();
    const body = { email: who.toUpperCase(), firstName: 'Farah', lastName: 'Lee', phone: '+60123000111', branchIds: [FX.branchA], permissions: { customers: 1, pos: true } };
    const r = await invite(body, { key });
    expect(r.status).toBe(201);
    const a = r.json as InviteAnswer;
    expect(a.member).toMatchObject({ email: who, firstName: 'Farah', orgAccessLevel: 'member', internalRole: null, branches: [{ branchId: FX.branchA, serviceTeam: true }] });
    expect(a.inviteLink.startsWith('/join?data=')).toBe(true);
    const data = new URLSearchParams(a.inviteLink.slice('/join?'.length)).get('data') ?? '';
    expect(JSON.parse(Buffer.from(data, 'base64').toString('utf8'))).toEqual({
      email: who, phone: '+60123000111', firstName: 'Farah', lastName: 'Lee', businessName: 'Salon A',
    });
    const replay = await invite(body, { key });
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json).toEqual(r.json);

    const after = (await h.call('GET', `/b/${FX.bizA}/changes?since=${before.cursor}`, { as: 'ownerA' })).json as ChangesResponse;
    expect(after.changes).toEqual([{ table: 'members', op: 'put', id: a.member.id, row: a.member }]);

    const first = await cognito.send(new InitiateAuthCommand({
      ClientId: identity.clientId, AuthFlow: 'USER_PASSWORD_AUTH', AuthParameters: { USERNAME: who, PASSWORD: a.temporaryPassword },
    }));
    expect(first.ChallengeName).toBe('NEW_PASSWORD_REQUIRED');
    const done = await cognito.send(new RespondToAuthChallengeCommand({
      ClientId: identity.clientId, ChallengeName: 'NEW_PASSWORD_REQUIRED', Session: first.Session,
      ChallengeResponses: { USERNAME: who, NEW_PASSWORD: PASSWORD },
    }));
    const idToken = done.AuthenticationResult?.IdToken ?? '';
    expect(idToken).not.toBe('');

    const wrong = await h.call('POST', '/subscription/actions', { token: idToken, body: { action: 'join-with-code', userEmail: 'other@x.test' } });
    expect(wrong.status).toBe(403);
    expect((wrong.json as Problem).errors).toEqual({ userEmail: 'auth.wrongUser' });
    const joined = await h.call('POST', '/subscription/actions', { token: idToken, body: { action: 'join-with-code', userEmail: who } });
    expect(joined.status).toBe(200);
    expect(joined.json).toEqual({ result: { status: 'joined' } });
    const stamp = await h.db.query<{ joined_at: unknown }>('SELECT joined_at FROM members WHERE id = $1', [a.member.id]);
    expect(stamp[0]?.joined_at).not.toBeNull();
    expect((await h.call('POST', '/subscription/actions', { token: idToken, body: { action: 'join-with-code', userEmail: who } })).status).toBe(200);
    // The new member can now use the API.
    expect((await h.call('GET', `/b/${FX.bizA}/customers`, { token: idToken })).status).toBe(200);
  });

  it('validates the invite and refuses duplicates and unknown branches', async () => {
    const missing = await invite({ firstName: 'X', branchIds: [FX.branchA] });
    expect(missing.status).toBe(400);
    expect((missing.json as Problem).errors).toEqual({ email: 'validation.required' });
    const bad = await invite({ email: 'nope', firstName: 'X', branchIds: [], permissions: { customers: 7 } });
    expect((bad.json as Problem).errors).toEqual({
      email: 'validation.InvalidEmail', branchIds: 'validation.branchRequired', 'permissions.customers': 'validation.invalidLevel',
    });
    const branch = await invite({ email: email('branch'), firstName: 'X', branchIds: [FX.branchB] });
    expect(branch.status).toBe(400);
    expect((branch.json as Problem).errors).toEqual({ branchIds: 'validation.unknownBranch' });
    const dup = await invite({ email: 'clerk.a@fixture.test', firstName: 'X', branchIds: [FX.branchA] });
    expect(dup.status).toBe(409);
    expect((dup.json as Problem).errors).toEqual({ email: 'conflict.emailExists' });
  });

  it('needs members ≥ 2 and grants no more than the inviter has', async () => {
    const viewer = await invite({ email: email('v'), firstName: 'X', branchIds: [FX.branchA] }, { as: 'viewerA' });
    expect(viewer.status).toBe(403);
    expect((viewer.json as Problem).errors).toEqual({ members: 'permissions.insufficient' });
    expect((await h.call('POST', invitePath, { body: {} })).status).toBe(401);

    const managerToken = await addMemberAndSignIn(h.db, {
      id: crypto.randomUUID(), businessId: FX.bizA, email: email('manager'), branchIds: [FX.branchA],
      permissions: { members: 2, customers: 1, pos: false },
    });
    const tooMuch = await invite({ email: email('up'), firstName: 'X', branchIds: [FX.branchA], permissions: { customers: 3, pos: true } }, { token: managerToken });
    expect(tooMuch.status).toBe(403);
    expect((tooMuch.json as Problem).errors).toEqual({ 'permissions.customers': 'permissions.insufficient', 'permissions.pos': 'permissions.insufficient' });
    const fine = await invite({ email: email('ok'), firstName: 'X', branchIds: [FX.branchA], permissions: { customers: 1 } }, { token: managerToken });
    expect(fine.status).toBe(201);
  });

  it('answers 404 to join-with-code when no member has the token’s e-mail', async () => {
    const stray = email('stray');
    const token = await signIn(stray, PASSWORD, FX.bizA, crypto.randomUUID());
    const r = await h.call('POST', '/subscription/actions', { token, body: { action: 'join-with-code', userEmail: stray } });
    expect(r.status).toBe(404);
    expect((r.json as Problem).errors).toEqual({ userEmail: 'auth.noInvitation' });
    expect((await h.call('POST', '/subscription/actions', { body: { action: 'join-with-code', userEmail: stray } })).status).toBe(401);
    const badAction = await h.call('POST', '/subscription/actions', { token, body: { action: 'leave', userEmail: stray } });
    expect((badAction.json as Problem).errors).toEqual({ action: 'validation.invalidOption' });
  });
});
}
