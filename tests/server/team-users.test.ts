import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchResponse, ChangesResponse, MemberRow, Problem } from '@/lib/api-types';
import { emptyAvailability } from '@/lib/availability';
import { backends } from './helpers/backends';
import { addMemberAndSignIn } from './helpers/extra-users';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const usersPath = `/business/${FX.bizA}/users`;
const userPath = (id: string) => `${usersPath}/${id}`;
const run = Math.random().toString(36).slice(2, 8);

const update = (data: Record<string, unknown>) => ({ data, options: { operation: 'update' } });
const week = () => {
  const w = emptyAvailability();
  w['1'] = { active: true, slots: [{ start: '09:00', end: '18:00' }] };
  return w;
};

describe.each(backends())('team users on $name', (backend) => {
  let h: Harness;
  let n = 0;
  /** A fresh member of business A with an identity user, signed in. */
  const extra = async (permissions: Record<string, unknown>) => {
    n += 1;
    const id = crypto.randomUUID();
    const token = await addMemberAndSignIn(h.db, {
      id, businessId: FX.bizA, email: `team${n}.${run}.${backend.name}@team.test`, permissions, branchIds: [FX.branchA],
    });
    return { id, token };
  };
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('lists the team for members ≥ 1, refuses others and other businesses', async () => {
    const list = await h.call('GET', usersPath, { as: 'ownerA' });
    expect(list.status).toBe(200);
    const rows = list.json as MemberRow[];
    expect(rows.map((m) => m.id)).toContain(USERS.clerkA.id);
    expect(rows.find((m) => m.id === USERS.clerkA.id)).toMatchObject({ status: 'active', workingHours: {}, timeOff: [] });
    expect((await h.call('GET', usersPath, { as: 'nobodyA' })).status).toBe(403);
    expect((await h.call('GET', usersPath, { as: 'ownerB' })).status).toBe(403);
    expect((await h.call('GET', usersPath)).status).toBe(401);
    expect((await h.call('GET', '/business/not-a-uuid/users', { as: 'ownerA' })).status).toBe(403);
    const badUser = await h.call('PUT', userPath('not-a-uuid'), { as: 'ownerA', body: update({ firstName: 'X' }) });
    expect(badUser.status).toBe(400);
    expect((badUser.json as Problem).errors).toEqual({ userId: 'validation.invalidId' });
  });

  it('updates hours, time off and rights; the feed carries the row', async () => {
    const before = (await h.call('GET', `/b/${FX.bizA}/changes`, { as: 'ownerA' })).json as ChangesResponse;
    const { id } = await extra({ customers: 1 });
    const data = {
      color: '#C8EBD9',
      workingHours: { [FX.branchA]: week() },
      timeOff: [{ id: crypto.randomUUID(), startDate: '2026-12-24', endDate: '2026-12-26', note: 'Holiday' }],
      permissions: { pos: true, customers: 2, reporting: 1, booking_self: 1, booking_all: 0, payment_self: 1, payment: 0, reporting_self: 1, catalogues: 1, members: 0 },
    };
    const r = await h.call('PUT', userPath(id), { as: 'ownerA', body: update(data) });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id, ...data, version: 2 });
    const after = (await h.call('GET', `/b/${FX.bizA}/changes?since=${before.cursor}`, { as: 'viewerA' })).json as ChangesResponse;
    expect(after.changes.at(-1)).toEqual({ table: 'members', op: 'put', id, row: r.json });
    expect((await h.call('GET', `/b/${FX.bizA}/members/${id}`, { as: 'viewerA' })).json).toEqual(r.json);
  });

  it('refuses bad input with field keys', async () => {
    const bad = async (body: unknown) => {
      const r = await h.call('PUT', userPath(USERS.viewerA.id), { as: 'ownerA', body });
      expect(r.status).toBe(400);
      return (r.json as Problem).errors ?? {};
    };
    expect(Object.values(await bad(update({ permissions: { reporting: 2 } })))).toContain('validation.invalidLevel');
    const hours = week();
    hours['2'] = { active: true, slots: [{ start: '18:00', end: '09:00' }] };
    expect(Object.values(await bad(update({ workingHours: { [FX.branchA]: hours } })))).toContain('validation.endBeforeStart');
    expect(Object.values(await bad(update({ color: 'purple' })))).toContain('validation.invalidColor');
    expect(Object.values(await bad({ data: {}, options: { operation: 'archive' } }))).toContain('validation.invalidOption');
    expect(Object.values(await bad(update({ branches: [{ branchId: FX.branchB, serviceTeam: true }] })))).toContain('validation.unknownBranch');
    expect(Object.values(await bad(update({ workingHours: { [FX.branchB]: week() } })))).toContain('validation.unknownBranch');
    const missing = await h.call('PUT', userPath(crypto.randomUUID()), { as: 'ownerA', body: update({ firstName: 'Nobody' }) });
    expect(missing.status).toBe(404);
  });

  it('keeps rights with those who hold them: no self-escalation, admins only by admins, delete at level 3', async () => {
    const manager = await extra({ members: 2, customers: 2 });
    const target = await extra({ customers: 1 });
    const asManager = (id: string, body: unknown) => h.call('PUT', userPath(id), { token: manager.token, body });
    expect((await asManager(manager.id, update({ permissions: { members: 3 } }))).status).toBe(403);
    expect((await asManager(manager.id, update({ firstName: 'Self edit' }))).status).toBe(200);
    expect((await asManager(USERS.ownerA.id, update({ firstName: 'Boss' }))).status).toBe(403);
    expect((await asManager(target.id, update({ orgAccessLevel: 'admin' }))).status).toBe(403);
    expect((await asManager(target.id, update({ permissions: { catalogues: 2 } }))).status).toBe(403);
    expect((await asManager(target.id, update({ permissions: { customers: 2 } }))).status).toBe(200);
    expect((await asManager(target.id, { data: {}, options: { operation: 'delete' } })).status).toBe(403);
    expect((await h.call('PUT', userPath(target.id), { as: 'viewerA', body: update({ firstName: 'X' }) })).status).toBe(403);
    const last = await h.call('PUT', userPath(USERS.ownerA.id), { as: 'ownerA', body: update({ orgAccessLevel: 'member' }) });
    expect((last.json as Problem).errors).toEqual({ userId: 'team.errors.self' });
  });

  it('refuses a lowered permission on the very next request', async () => {
    const { id, token } = await extra({ customers: 2 });
    expect((await h.call('GET', `/b/${FX.bizA}/customers`, { token })).status).toBe(200);
    const lowered = await h.call('PUT', userPath(id), { as: 'ownerA', body: update({ permissions: { customers: 0 } }) });
    expect(lowered.status).toBe(200);
    const refused = await h.call('GET', `/b/${FX.bizA}/customers`, { token });
    expect(refused.status).toBe(403);
    expect((refused.json as Problem).errors).toEqual({ customers: 'permissions.insufficient' });
  });

  it('refuses a deactivated member’s queued writes (alone and in a batch) and applies none of them', async () => {
    const { id, token } = await extra({ customers: 2 });
    const off = await h.call('PUT', userPath(id), { as: 'ownerA', body: update({ status: 'deactivated' }) });
    expect(off.status).toBe(200);
    expect((off.json as MemberRow).status).toBe('deactivated');

    const customerId = crypto.randomUUID();
    const alone = await h.call('POST', `/b/${FX.bizA}/customers`, { token, body: { id: customerId, firstName: 'Queued offline' } });
    expect(alone.status).toBe(403);
    expect((alone.json as Problem).errors).toEqual({ userId: 'auth.deactivated' });
    const batch = await h.call('POST', `/b/${FX.bizA}/batch`, {
      token, key: null,
      body: { entries: [{ method: 'POST', path: `/b/${FX.bizA}/customers`, body: { id: customerId, firstName: 'Queued' }, idempotencyKey: crypto.randomUUID() }] },
    });
    expect(batch.status).toBe(403);
    expect((batch.json as BatchResponse | Problem as Problem).errors).toEqual({ userId: 'auth.deactivated' });
    const initial = await h.call('POST', '/initial', { token, body: { businessId: FX.bizA, userId: id, userEmail: `x@y.z` } });
    expect(initial.status).toBe(403);
    expect(await h.db.query('SELECT 1 FROM customers WHERE id = $1', [customerId])).toHaveLength(0);

    // Still on the team for history, and back on reactivation.
    expect(((await h.call('GET', usersPath, { as: 'ownerA' })).json as MemberRow[]).find((m) => m.id === id)?.status).toBe('deactivated');
    expect((await h.call('PUT', userPath(id), { as: 'ownerA', body: update({ status: 'active' }) })).status).toBe(200);
    expect((await h.call('POST', `/b/${FX.bizA}/customers`, { token, body: { id: customerId, firstName: 'Back' } })).status).toBe(201);
  });

  it('deletes a member: a tombstone in the feed, their token refused, a repeat answered 204', async () => {
    const { id, token } = await extra({ customers: 1 });
    const before = (await h.call('GET', `/b/${FX.bizA}/changes`, { as: 'ownerA' })).json as ChangesResponse;
    const del = { data: {}, options: { operation: 'delete' } };
    expect((await h.call('PUT', userPath(id), { as: 'ownerA', body: del })).status).toBe(204);
    expect((await h.call('PUT', userPath(id), { as: 'ownerA', body: del })).status).toBe(204);
    expect((await h.call('PUT', userPath(id), { as: 'ownerA', body: update({ firstName: 'Late' }) })).status).toBe(409);
    const after = (await h.call('GET', `/b/${FX.bizA}/changes?since=${before.cursor}`, { as: 'ownerA' })).json as ChangesResponse;
    expect(after.changes).toContainEqual({ table: 'members', op: 'delete', id });
    expect((await h.call('GET', `/b/${FX.bizA}/customers`, { token })).status).toBe(403);
  });

  it('keeps one org admin: the last one cannot be demoted by another', async () => {
    const second = await h.call('PUT', userPath(USERS.clerkA.id), { as: 'ownerA', body: update({ orgAccessLevel: 'admin' }) });
    expect(second.status).toBe(200);
    expect((await h.call('PUT', userPath(USERS.ownerA.id), { as: 'clerkA', body: update({ orgAccessLevel: 'member' }) })).status).toBe(200);
    const last = await h.call('PUT', userPath(USERS.clerkA.id), { as: 'ownerA', body: update({ orgAccessLevel: 'member' }) });
    expect(last.status).toBe(403);
    const restored = await h.call('PUT', userPath(USERS.ownerA.id), { as: 'clerkA', body: update({ orgAccessLevel: 'admin' }) });
    expect(restored.status).toBe(200);
    const demote = await h.call('PUT', userPath(USERS.clerkA.id), { as: 'ownerA', body: update({ orgAccessLevel: 'member' }) });
    expect(demote.status).toBe(200);
    const lone = await h.call('PUT', userPath(USERS.ownerA.id), { as: 'ownerA', body: { data: {}, options: { operation: 'delete' } } });
    expect(lone.status).toBe(403);
  });
});
