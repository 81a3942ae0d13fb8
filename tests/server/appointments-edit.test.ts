import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRow, ChangesResponse, Problem } from '@/lib/api-types';
import { backends } from './helpers/backends';
import { appointmentBody } from './helpers/appointment-body';
import { seedCatalogue } from './helpers/catalogue';
import { addMemberAndSignIn } from './helpers/extra-users';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const path = `/b/${FX.bizA}/appointments`;
const CUT = '11111111-1111-4111-8111-00000000d001';
const STYLIST = { id: '11111111-1111-4111-8111-0000000000f1', email: 'stylist.edit@fixture.test' };
const OWNER = USERS.ownerA.id;

/** 2032-05-03 is a Monday; Kuala Lumpur is UTC+8. */
const kl = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2032, 4, day, hh - 8, mm)).toISOString();

interface Inbox {
  result: { type: string; messageTitle: string; deepLink: string | null }[];
}

// Editing what a booking says (PATCH: notes, customer) and deciding a pending one: the history,
// the feed, the access rule and what the staff concerned are told.
describe.each(backends())('editing and approving appointments on $name', (backend) => {
  let h: Harness;
  let stylistToken: string;
  const inbox = async () => ((await h.call('POST', `/b/${FX.bizA}/u/${STYLIST.id}/notification`, { token: stylistToken, body: {} })).json as Inbox).result;
  beforeAll(async () => {
    h = await startHarness(backend);
    await seedCatalogue(h.db, { services: [{ id: CUT, name: 'Haircut', price: 6000, durationMinutes: 45 }] });
    stylistToken = await addMemberAndSignIn(h.db, {
      ...STYLIST,
      businessId: FX.bizA,
      permissions: { booking_self: 2, booking_all: 0, customers: 1 },
      branchIds: [FX.branchA],
    });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('changes notes and customer, records UPDATE naming the fields, puts the row on the feed and tells the stylist', async () => {
    const customerId = crypto.randomUUID();
    await h.call('POST', `/b/${FX.bizA}/customers`, { as: 'ownerA', body: { id: customerId, firstName: 'Mei Ling', lastName: 'Tan', phone: '+60123450001' } });
    const made = await h.call('POST', path, { as: 'ownerA', body: appointmentBody(CUT, STYLIST.id, kl(3, 10), 45, { notes: 'First visit' }) });
    const id = (made.json as AppointmentRow).id;
    const before = (made.json as AppointmentRow).version;

    const res = await h.call('PATCH', `${path}/${id}`, { as: 'ownerA', body: { notes: 'Allergic to ammonia', customerId } });
    expect(res.status).toBe(200);
    const row = res.json as AppointmentRow;
    expect(row).toMatchObject({ notes: 'Allergic to ammonia', customerId, startAt: kl(3, 10), memberId: STYLIST.id });
    expect(row.version).toBeGreaterThan(before);

    const feed = (await h.call('GET', `/b/${FX.bizA}/changes?since=0&tables=appointments,bookingActions`, { as: 'ownerA' })).json as ChangesResponse;
    expect(feed.changes.some((c) => c.op === 'put' && c.table === 'appointments' && c.row.id === id && c.row.notes === 'Allergic to ammonia')).toBe(true);
    const actions = await h.db.query<{ action: string; detail: string }>('SELECT action, detail FROM booking_actions WHERE business_id = $1 AND appointment_id = $2 ORDER BY seq', [FX.bizA, id]);
    expect(actions).toEqual([
      { action: 'ADD', detail: expect.any(String) },
      { action: 'UPDATE', detail: 'notes, customerId' },
    ]);
    const told = (await inbox()).filter((n) => n.deepLink === `/appointments/${id}/details`);
    expect(told.map((n) => [n.type, n.messageTitle])).toContainEqual(['EDITED_BOOKING', 'Booking changed: Mei Ling Tan — Haircut']);

    // Back to a walk-in.
    const walkIn = await h.call('PATCH', `${path}/${id}`, { as: 'ownerA', body: { customerId: null } });
    expect(walkIn.json).toMatchObject({ customerId: null, notes: 'Allergic to ammonia' });
  });

  it('refuses bad input with field keys, an unknown customer, a missing booking and callers without the right', async () => {
    const made = await h.call('POST', path, { as: 'ownerA', body: appointmentBody(CUT, OWNER, kl(4, 10), 45) });
    const id = (made.json as AppointmentRow).id;
    const empty = await h.call('PATCH', `${path}/${id}`, { as: 'ownerA', body: {} });
    expect(empty.status).toBe(400);
    const long = await h.call('PATCH', `${path}/${id}`, { as: 'ownerA', body: { notes: 'x'.repeat(2001) } });
    expect((long.json as Problem).errors).toEqual({ notes: 'validation.tooLong' });
    const badId = await h.call('PATCH', `${path}/${id}`, { as: 'ownerA', body: { customerId: 'nobody' } });
    expect(badId.status).toBe(400);
    expect(Object.keys((badId.json as Problem).errors ?? {})).toEqual(['customerId']);
    const unknown = await h.call('PATCH', `${path}/${id}`, { as: 'ownerA', body: { customerId: crypto.randomUUID() } });
    expect(unknown.status).toBe(400);
    expect((unknown.json as Problem).errors).toEqual({ customerId: 'appointments.booking.errors.unknownCustomer' });
    expect((await h.call('PATCH', `${path}/${crypto.randomUUID()}`, { as: 'ownerA', body: { notes: 'x' } })).status).toBe(404);

    // booking_self edits only bookings in their own column; no booking right, no edit.
    const others = await h.call('PATCH', `${path}/${id}`, { token: stylistToken, body: { notes: 'Mine now' } });
    expect(others.status).toBe(403);
    expect((await h.call('PATCH', `${path}/${id}`, { as: 'nobodyA', body: { notes: 'x' } })).status).toBe(403);
    const own = await h.call('POST', path, { token: stylistToken, body: appointmentBody(CUT, STYLIST.id, kl(4, 12), 45) });
    expect((await h.call('PATCH', `${path}/${(own.json as AppointmentRow).id}`, { token: stylistToken, body: { notes: 'Running late' } })).json).toMatchObject({ notes: 'Running late' });
    const unchanged = await h.db.query<{ notes: string }>('SELECT notes FROM appointments WHERE business_id = $1 AND id = $2', [FX.bizA, id]);
    expect(unchanged[0]?.notes).toBe('');
  });

  it('tells the stylist a pending booking was approved, or rejected, in so many words', async () => {
    const pending = await h.call('POST', path, { as: 'ownerA', body: appointmentBody(CUT, STYLIST.id, kl(5, 10), 45, { status: 'PENDING_CUSTOM_PAYMENT', source: 'CustomerBooking' }) });
    const pid = (pending.json as AppointmentRow).id;
    expect((await h.call('POST', `${path}/${pid}/approve`, { as: 'ownerA', body: {} })).json).toMatchObject({ status: 'CONFIRMED' });
    const other = await h.call('POST', path, { as: 'ownerA', body: appointmentBody(CUT, STYLIST.id, kl(5, 12), 45, { status: 'PENDING_CUSTOM_PAYMENT', source: 'CustomerBooking' }) });
    const oid = (other.json as AppointmentRow).id;
    expect((await h.call('POST', `${path}/${oid}/reject`, { as: 'ownerA', body: { reason: 'Closed that day' } })).json).toMatchObject({ status: 'CANCELLED' });

    const items = await inbox();
    const about = (id: string) => items.filter((n) => n.deepLink === `/appointments/${id}/details`).map((n) => [n.type, n.messageTitle]);
    expect(about(pid)).toContainEqual(['EDITED_BOOKING', 'Booking approved: Walk-in — Haircut']);
    expect(about(pid).some(([, title]) => title?.startsWith('Booking changed'))).toBe(false);
    expect(about(oid)).toContainEqual(['CANCEL_BOOKING', 'Booking rejected: Walk-in — Haircut']);
  });
});
