import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BranchRow, ChangesResponse, MemberRow, Problem } from '@/lib/api-types';
import { emptyAvailability } from '@/lib/availability';
import { backends } from './helpers/backends';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const putPath = `/business/${FX.bizA}/branches`;
const one = (id: string) => `${putPath}/${id}`;

function branch(over: Record<string, unknown> = {}) {
  const hours = emptyAvailability();
  hours['6'] = { active: true, slots: [{ start: '10:00', end: '16:00' }] };
  return {
    id: crypto.randomUUID(), name: 'Mont Kiara', code: 'mk1', phone: '+60362011234', timeZone: 'Asia/Kuala_Lumpur',
    address1: '1 Jalan Kiara', address2: 'Unit 3A', city: 'Kuala Lumpur', postalCode: '50480', province: 'WP Kuala Lumpur', country: 'MY',
    openingHours: hours, ...over,
  };
}

describe.each(backends())('branches on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('creates (org admins), reads, replaces (branch admins of it); the feed carries it', async () => {
    const before = (await h.call('GET', `/b/${FX.bizA}/changes`, { as: 'ownerA' })).json as ChangesResponse;
    const b = branch();
    const created = await h.call('PUT', putPath, { as: 'ownerA', body: b });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ ...b, code: 'MK1', imageUrl: null, version: 1 });
    expect((await h.call('GET', one(b.id), { as: 'viewerA' })).json).toEqual(created.json);
    const renamed = await h.call('PUT', putPath, { as: 'ownerA', body: { ...b, name: 'Mont Kiara 2' } });
    expect(renamed.status).toBe(200);
    expect((renamed.json as BranchRow).version).toBe(2);
    const feed = (await h.call('GET', `/b/${FX.bizA}/changes?since=${before.cursor}`, { as: 'viewerA' })).json as ChangesResponse;
    expect(feed.changes).toContainEqual({ table: 'branches', op: 'put', id: b.id, row: renamed.json });

    expect((await h.call('PUT', putPath, { as: 'clerkA', body: branch() })).status).toBe(403);
    expect((await h.call('PUT', putPath, { as: 'ownerB', body: branch() })).status).toBe(403);
  });

  it('refuses bad input field by field', async () => {
    const r = await h.call('PUT', putPath, { as: 'ownerA', body: branch({ code: 'too-long-code', timeZone: 'Mars/Olympus', address2: '', name: '' }) });
    expect(r.status).toBe(400);
    expect((r.json as Problem).errors).toMatchObject({
      code: 'validation.invalidBranchCode', timeZone: 'validation.invalidTimeZone', address2: 'validation.required', name: 'validation.required',
    });
    expect((await h.call('DELETE', one('nope'), { as: 'ownerA' })).status).toBe(400);
  });

  it('refuses to delete a branch with future appointments or an open shift, then deletes and unassigns it', async () => {
    const b = branch();
    expect((await h.call('PUT', putPath, { as: 'ownerA', body: b })).status).toBe(201);
    const hours = { [b.id]: emptyAvailability() };
    const assign = await h.call('PUT', `/business/${FX.bizA}/users/${USERS.clerkA.id}`, {
      as: 'ownerA', body: { data: { branches: [{ branchId: FX.branchA, serviceTeam: true }, { branchId: b.id, serviceTeam: true }], workingHours: hours }, options: { operation: 'update' } },
    });
    expect(assign.status).toBe(200);

    const apptId = crypto.randomUUID();
    await h.db.query(
      `INSERT INTO appointments (business_id, id, seq, branch_id, kind, status, source, member_id, start_at, end_at)
       VALUES ($1, $2, 0, $3, 'Appointment', 'CONFIRMED', 'AdminBooking', $4, now() + interval '1 day', now() + interval '1 day 1 hour')`,
      [FX.bizA, apptId, b.id, USERS.clerkA.id],
    );
    const refused = await h.call('DELETE', one(b.id), { as: 'ownerA' });
    expect(refused.status).toBe(409);
    expect((refused.json as Problem).errors).toEqual({ branchId: 'branches.errors.futureAppointments' });
    await h.db.query(`UPDATE appointments SET status = 'CANCELLED' WHERE id = $1`, [apptId]);

    const shiftId = crypto.randomUUID();
    await h.db.query(
      `INSERT INTO shifts (business_id, id, seq, branch_id, device_id, opened_by, opened_at, opening_float, status)
       VALUES ($1, $2, 0, $3, $2, $4, now(), 0, 'open')`,
      [FX.bizA, shiftId, b.id, USERS.ownerA.id],
    );
    expect(((await h.call('DELETE', one(b.id), { as: 'ownerA' })).json as Problem).errors).toEqual({ branchId: 'branches.errors.openShift' });
    await h.db.query(`UPDATE shifts SET status = 'closed' WHERE id = $1`, [shiftId]);

    expect((await h.call('DELETE', one(b.id), { as: 'clerkA' })).status).toBe(403);
    expect((await h.call('DELETE', one(b.id), { as: 'ownerA' })).status).toBe(204);
    expect((await h.call('DELETE', one(b.id), { as: 'ownerA' })).status).toBe(204);
    expect((await h.call('GET', one(b.id), { as: 'ownerA' })).status).toBe(404);
    const clerk = ((await h.call('GET', `/business/${FX.bizA}/users`, { as: 'ownerA' })).json as MemberRow[]).find((m) => m.id === USERS.clerkA.id);
    expect(clerk?.branches).toEqual([{ branchId: FX.branchA, serviceTeam: true }]);
    expect(clerk?.workingHours).toEqual({});
  });

  it('keeps the last branch', async () => {
    const r = await h.call('DELETE', `/business/${FX.bizB}/branches/${FX.branchB}`, { as: 'ownerB' });
    expect((r.json as Problem).errors).toEqual({ branchId: 'branches.errors.lastBranch' });
  });
});
