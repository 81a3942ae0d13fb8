import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, MemberRow, Problem } from '@/lib/api-types';
import { backends } from './helpers/backends';
import { appointmentBody } from './helpers/appointment-body';
import { seedCatalogue } from './helpers/catalogue';
import { addMemberAndSignIn } from './helpers/extra-users';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const userPath = (id: string) => `/business/${FX.bizA}/users/${id}`;
const update = (data: Record<string, unknown>) => ({ data, options: { operation: 'update' } });
const run = Math.random().toString(36).slice(2, 8);
const CUT = '11111111-1111-4111-8111-00000000ac01';
/** 2031-04-07 is a Monday; Kuala Lumpur is UTC+8. */
const kl = (hh: number, mm = 0) => new Date(Date.UTC(2031, 3, 7, hh - 8, mm)).toISOString();

/** The account pages (/settings/account/general and /notifications) over the spec's users PUT. */
describe.each(backends())('own account on $name', (backend) => {
  let h: Harness;
  let n = 0;
  /** A fresh member of business A at branch A with an identity user, signed in. */
  const member = async (permissions: Record<string, unknown>) => {
    n += 1;
    const id = crypto.randomUUID();
    const token = await addMemberAndSignIn(h.db, {
      id, businessId: FX.bizA, email: `account${n}.${run}.${backend.name}@account.test`, permissions, branchIds: [FX.branchA],
    });
    return { id, token, put: (target: string, data: Record<string, unknown>) => h.call('PUT', userPath(target), { token, body: update(data) }) };
  };
  const inbox = async (userId: string, type: string) =>
    (await h.db.query<{ n: string }>('SELECT count(*)::text AS n FROM notifications WHERE business_id = $1 AND user_id = $2 AND type = $3', [FX.bizA, userId, type]))[0]?.n;

  beforeAll(async () => {
    h = await startHarness(backend);
    await seedCatalogue(h.db, { services: [{ id: CUT, name: 'Trim', price: 4000, durationMinutes: 30 }] });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('lets a staff member edit their own profile, language and notifications; the feed carries it', async () => {
    const staff = await member({ customers: 1, members: 0 });
    const before = (await h.call('GET', `/b/${FX.bizA}/changes`, { as: 'ownerA' })).json as ChangesResponse;
    const data = {
      firstName: 'Mei', lastName: 'Wong', phone: '+60123456789', profileImageUrl: 'https://files.example.com/p.png', locale: 'zh-CN',
      notificationPrefs: { muted: ['LOW_STOCK'], dailySummary: true },
    };
    const r = await staff.put(staff.id, data);
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ id: staff.id, ...data, version: 2 });
    const after = (await h.call('GET', `/b/${FX.bizA}/changes?since=${before.cursor}`, { as: 'viewerA' })).json as ChangesResponse;
    expect(after.changes.at(-1)).toEqual({ table: 'members', op: 'put', id: staff.id, row: r.json });
    const fresh = (await h.call('GET', `/b/${FX.bizA}/members/${USERS.clerkA.id}`, { as: 'ownerA' })).json as MemberRow;
    expect(fresh).toMatchObject({ locale: null, notificationPrefs: { muted: [], dailySummary: false } });
  });

  it('refuses the rest of themselves (403 by field) and anyone else’s record', async () => {
    const staff = await member({ customers: 1, members: 0 });
    const colour = await staff.put(staff.id, { color: '#C8EBD9', firstName: 'Ok' });
    expect(colour.status).toBe(403);
    expect((colour.json as Problem).errors).toEqual({ color: 'team.errors.selfProfileOnly' });
    const hours = await staff.put(staff.id, { timeOff: [] });
    expect((hours.json as Problem).errors).toEqual({ timeOff: 'team.errors.selfProfileOnly' });
    for (const data of [{ permissions: { members: 3 } }, { branches: [] }, { status: 'deactivated' }, { orgAccessLevel: 'admin' }]) {
      const refused = await staff.put(staff.id, data);
      expect(refused.status).toBe(403);
      expect((refused.json as Problem).errors).toEqual({ userId: 'team.errors.self' });
    }
    const other = await staff.put(USERS.clerkA.id, { firstName: 'Hacked' });
    expect(other.status).toBe(403);
    expect((other.json as Problem).errors).toEqual({ members: 'permissions.insufficient' });
    const deleted = await h.call('PUT', userPath(staff.id), { token: staff.token, body: { data: {}, options: { operation: 'delete' } } });
    expect(deleted.status).toBe(403);
    const row = (await h.call('GET', `/b/${FX.bizA}/members/${staff.id}`, { as: 'ownerA' })).json as MemberRow;
    expect(row).toMatchObject({ color: expect.not.stringMatching(/^#C8EBD9$/i), firstName: expect.not.stringMatching(/^Ok$/), status: 'active', version: 1 });
  });

  it('keeps language and notification choices their own: a team manager cannot set them for someone', async () => {
    const staff = await member({ customers: 1 });
    const manager = await member({ members: 2, customers: 2 });
    expect((await manager.put(staff.id, { firstName: 'Renamed' })).status).toBe(200);
    const prefs = await manager.put(staff.id, { notificationPrefs: { muted: ['NEW_BOOKING'], dailySummary: false }, locale: 'ms-MY' });
    expect(prefs.status).toBe(403);
    expect((prefs.json as Problem).errors).toEqual({ notificationPrefs: 'team.errors.personal', locale: 'team.errors.personal' });
    const owner = await h.call('PUT', userPath(staff.id), { as: 'ownerA', body: update({ locale: 'en' }) });
    expect(owner.status).toBe(403);
  });

  it('refuses bad input with field keys', async () => {
    const staff = await member({ customers: 1 });
    const bad = async (data: Record<string, unknown>) => {
      const r = await staff.put(staff.id, data);
      expect(r.status).toBe(400);
      return (r.json as Problem).errors ?? {};
    };
    expect(Object.values(await bad({ firstName: '' }))).toContain('validation.firstNameRequired');
    expect(Object.values(await bad({ phone: '12' }))).toContain('validation.invalidPhone');
    expect(Object.values(await bad({ locale: 'fr' }))).toContain('validation.invalidOption');
    expect(Object.values(await bad({ notificationPrefs: { muted: ['TEST'], dailySummary: false } }))).toContain('validation.invalidOption');
    expect(Object.values(await bad({ notificationPrefs: { muted: ['LOW_STOCK', 'LOW_STOCK'], dailySummary: false } }))).toContain('validation.duplicate');
    expect(Object.values(await bad({ notificationPrefs: { muted: [] } }))).toContain('validation.required');
  });

  it('does not deliver a type the member switched off; others still get it', async () => {
    const quiet = await member({ members: 2, catalogues: 2, booking_self: 2, customers: 1 });
    const loud = await member({ members: 2, catalogues: 2, booking_self: 2, customers: 1 });
    expect((await quiet.put(quiet.id, { notificationPrefs: { muted: ['LOW_STOCK', 'NEW_BOOKING'], dailySummary: false } })).status).toBe(200);

    const productId = crypto.randomUUID();
    expect((await h.call('POST', `/b/${FX.bizA}/products`, { as: 'ownerA', body: { id: productId, name: `Mask ${run}`, price: 3000, lowStock: { [FX.branchA]: 2 } } })).status).toBe(201);
    const stock = await h.call('POST', `/b/${FX.bizA}/products/${productId}/stock`, {
      as: 'ownerA', body: { movementId: crypto.randomUUID(), kind: 'receive', branchId: FX.branchA, quantity: 1 },
    });
    expect(stock.status).toBe(200);
    expect(await inbox(loud.id, 'LOW_STOCK')).toBe('1');
    expect(await inbox(quiet.id, 'LOW_STOCK')).toBe('0');

    for (const [i, who] of [quiet, loud].entries()) {
      const booked = await h.call('POST', `/b/${FX.bizA}/appointments`, { as: 'ownerA', body: appointmentBody(CUT, who.id, kl(10 + i), 30) });
      expect(booked.status).toBe(201);
    }
    expect(await inbox(loud.id, 'NEW_BOOKING')).toBe('1');
    expect(await inbox(quiet.id, 'NEW_BOOKING')).toBe('0');

    // Switched back on, the next one arrives; the test notification is never muted.
    expect((await quiet.put(quiet.id, { notificationPrefs: { muted: [], dailySummary: true } })).status).toBe(200);
    await h.call('POST', `/b/${FX.bizA}/appointments`, { as: 'ownerA', body: appointmentBody(CUT, quiet.id, kl(14), 30) });
    expect(await inbox(quiet.id, 'NEW_BOOKING')).toBe('1');
  });
});
