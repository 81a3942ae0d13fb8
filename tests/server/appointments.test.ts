import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRow, BookingConflictProblem, ChangesResponse, ClassAttendeeRow, Problem } from '@/lib/api-types';
import { toLocal } from '@/lib/appointments/series';
import { backends } from './helpers/backends';
import { appointmentBody } from './helpers/appointment-body';
import { seedCatalogue } from './helpers/catalogue';
import { addMemberAndSignIn } from './helpers/extra-users';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const path = `/b/${FX.bizA}/appointments`;
const CUT = '11111111-1111-4111-8111-00000000c001';
const COLOUR = '11111111-1111-4111-8111-00000000c002';
const YOGA = '11111111-1111-4111-8111-00000000c003';
const STYLIST = { id: '11111111-1111-4111-8111-0000000000e1', email: 'stylist.a@fixture.test' };
const OWNER = USERS.ownerA.id;

/** 2031-03-03 is a Monday; Kuala Lumpur is UTC+8. */
const kl = (day: number, hh: number, mm = 0) => new Date(Date.UTC(2031, 2, day, hh - 8, mm)).toISOString();

const booking = (memberId: string, startAt: string, minutes: number, extra: Record<string, unknown> = {}) => appointmentBody(CUT, memberId, startAt, minutes, extra);

describe.each(backends())('appointments on $name', (backend) => {
  let h: Harness;
  let stylistToken: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    await seedCatalogue(h.db, {
      services: [
        { id: CUT, name: 'Haircut', price: 6000, durationMinutes: 45 },
        { id: COLOUR, name: 'Colour', price: 18000, durationMinutes: 90 },
        { id: YOGA, name: 'Yoga class', price: 4000, durationMinutes: 60 },
      ],
    });
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

  it('books several services with their staff, records ADD, tags the customer and notifies the staff', async () => {
    const customerId = crypto.randomUUID();
    await h.call('POST', `/b/${FX.bizA}/customers`, { as: 'ownerA', body: { id: customerId, firstName: 'Aisyah', phone: '+60123456789' } });
    const id = crypto.randomUUID();
    const res = await h.call('POST', path, {
      as: 'ownerA',
      body: {
        id,
        branchId: FX.branchA,
        customerId,
        services: [
          { serviceId: CUT, memberId: STYLIST.id, startAt: kl(3, 10), endAt: kl(3, 10, 45) },
          { serviceId: COLOUR, memberId: OWNER, startAt: kl(3, 10, 45), endAt: kl(3, 12, 15) },
        ],
        startAt: kl(3, 10),
        endAt: kl(3, 12, 15),
        notes: 'Prefers quiet',
      },
    });
    expect(res.status).toBe(201);
    const row = res.json as AppointmentRow;
    expect(row).toMatchObject({ id, memberId: STYLIST.id, serviceId: CUT, startAt: kl(3, 10), endAt: kl(3, 12, 15), tags: ['NEW'], status: 'CONFIRMED', createdBy: OWNER });
    expect(row.services).toHaveLength(2);

    const feed = (await h.call('GET', `/b/${FX.bizA}/changes?since=0&tables=bookingActions`, { as: 'ownerA' })).json as ChangesResponse;
    expect(feed.changes.some((c) => c.op === 'put' && c.table === 'bookingActions' && c.row.appointmentId === id && c.row.action === 'ADD')).toBe(true);

    const inbox = await h.call('POST', `/b/${FX.bizA}/u/${STYLIST.id}/notification`, { token: stylistToken, body: {} });
    const items = (inbox.json as { result: { type: string; deepLink: string | null }[] }).result;
    expect(items.some((n) => n.type === 'NEW_BOOKING' && n.deepLink === `/appointments/${id}/details`)).toBe(true);
  });

  it('refuses bad input with field keys', async () => {
    const backwards = await h.call('POST', path, { as: 'ownerA', body: { ...booking(OWNER, kl(4, 10), 30), endAt: kl(4, 9) } });
    expect(backwards.status).toBe(400);
    expect((backwards.json as Problem).errors).toMatchObject({ endAt: 'appointments.booking.errors.endBeforeStart' });
    const unknown = booking(OWNER, kl(4, 10), 30);
    const badService = await h.call('POST', path, { as: 'ownerA', body: { ...unknown, services: unknown.services.map((s) => ({ ...s, serviceId: crypto.randomUUID() })) } });
    expect((badService.json as Problem).errors).toEqual({ services: 'appointments.booking.errors.unknownService' });
    const blocker = await h.call('POST', path, { as: 'ownerA', body: { ...booking(OWNER, kl(4, 10), 30), kind: 'Blocker', source: 'PersonalBlocker', memberId: OWNER } });
    expect((blocker.json as Problem).errors).toMatchObject({ services: 'appointments.booking.errors.blockerServices' });
    const rule = await h.call('POST', path, { as: 'ownerA', body: { ...booking(OWNER, kl(4, 10), 30), rrule: 'FREQ=WEEKLY' } });
    expect((rule.json as Problem).errors).toMatchObject({ rrule: 'appointments.series.errors.unbounded' });
  });

  it('applies booking_self (own column only) and booking_all levels', async () => {
    expect((await h.call('POST', path, { as: 'nobodyA', body: booking(OWNER, kl(5, 9), 30) })).status).toBe(403);
    expect((await h.call('POST', path, { as: 'viewerA', body: booking(USERS.viewerA.id, kl(5, 9), 30) })).status).toBe(403);
    expect((await h.call('POST', path, { as: 'clerkA', body: booking(OWNER, kl(5, 9), 30) })).status).toBe(403);
    const others = await h.call('POST', path, { token: stylistToken, body: booking(OWNER, kl(5, 9), 30) });
    expect(others.status).toBe(403);
    expect((others.json as Problem).errors).toEqual({ memberId: 'appointments.conflict.ownColumnOnly' });
    const own = await h.call('POST', path, { token: stylistToken, body: booking(STYLIST.id, kl(5, 9), 30) });
    expect(own.status).toBe(201);
    // The clerk (booking_all view) reads it; the stylist cannot move it into the owner's column.
    expect((await h.call('GET', `${path}/${(own.json as AppointmentRow).id}`, { as: 'clerkA' })).status).toBe(200);
    const move = await h.call('POST', `${path}/${(own.json as AppointmentRow).id}/reschedule`, {
      token: stylistToken,
      body: { startAt: kl(5, 11), endAt: kl(5, 11, 30), memberId: OWNER, services: [{ serviceId: CUT, memberId: OWNER, startAt: kl(5, 11), endAt: kl(5, 11, 30) }] },
    });
    expect(move.status).toBe(403);
  });

  it('refuses an overlap with a 409 naming the clash, allows back-to-back, and records an allowed double booking', async () => {
    const first = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(6, 14), 60) });
    expect(first.status).toBe(201);
    const clash = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(6, 14, 30), 30) });
    expect(clash.status).toBe(409);
    const body = clash.json as BookingConflictProblem;
    expect(body.errors).toEqual({ startAt: 'appointments.conflict.overlap' });
    expect(body.conflicts[0]).toMatchObject({ appointmentId: (first.json as AppointmentRow).id, memberId: OWNER });
    expect(body.doubleBookingAllowed).toBe(false);
    expect((await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(6, 15), 30) })).status).toBe(201);

    const notPermitted = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(6, 14), 30, { allowDoubleBooking: true }) });
    expect((notPermitted.json as Problem).errors).toEqual({ startAt: 'appointments.conflict.notPermitted' });
    await h.db.query(`INSERT INTO booking_settings (business_id, id, seq, branch_id, allow_double_booking) VALUES ($1, $2, 0, $3, true)`, [
      FX.bizA,
      crypto.randomUUID(),
      FX.branchA,
    ]);
    const allowed = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(6, 14), 30, { allowDoubleBooking: true }) });
    expect(allowed.status).toBe(201);
    expect((allowed.json as AppointmentRow).allowDoubleBooking).toBe(true);
    await h.db.query('DELETE FROM booking_settings WHERE business_id = $1', [FX.bizA]);
  });

  it('counts blockers (personal and branch-wide) but not cancelled bookings', async () => {
    const lunch = await h.call('POST', path, {
      as: 'ownerA',
      body: { id: crypto.randomUUID(), branchId: FX.branchA, kind: 'Blocker', source: 'PersonalBlocker', memberId: STYLIST.id, startAt: kl(7, 13), endAt: kl(7, 14), notes: 'Lunch' },
    });
    expect(lunch.status).toBe(201);
    expect((await h.call('POST', path, { as: 'ownerA', body: booking(STYLIST.id, kl(7, 13, 30), 30) })).status).toBe(409);
    const meeting = await h.call('POST', path, {
      as: 'ownerA',
      body: { id: crypto.randomUUID(), branchId: FX.branchA, kind: 'Blocker', source: 'BranchBlocker', startAt: kl(7, 9), endAt: kl(7, 10) },
    });
    expect(meeting.status).toBe(201);
    expect((await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(7, 9, 30), 30) })).status).toBe(409);
    const gone = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(7, 16), 60) });
    const cancel = await h.call('POST', `${path}/${(gone.json as AppointmentRow).id}/cancel`, { as: 'ownerA', body: { reason: 'Customer ill' } });
    expect(cancel.json).toMatchObject({ status: 'CANCELLED', cancelReason: 'Customer ill' });
    expect((await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(7, 16), 60) })).status).toBe(201);
    expect((await h.call('POST', `${path}/${(gone.json as AppointmentRow).id}/cancel`, { as: 'ownerA', body: { reason: ' ' } })).status).toBe(400);
  });

  it('checks every occurrence of a series, not only the first ones', async () => {
    // A booking on the sixth Tuesday; the weekly series from the first Tuesday clashes there.
    const sixth = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(4 + 35, 10), 60) });
    expect(sixth.status).toBe(201);
    const series = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(4, 10), 60, { rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=8' }) });
    expect(series.status).toBe(409);
    const body = series.json as BookingConflictProblem;
    expect(body.conflicts).toHaveLength(1);
    expect(body.conflicts[0]?.occurrenceStartAt).toBe(kl(4 + 35, 10));
    const five = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(4, 10), 60, { rrule: 'FREQ=WEEKLY;BYDAY=TU;COUNT=5' }) });
    expect(five.status).toBe(201);
  });

  it('expands a series at the same local time across a daylight-saving change, and moves "this and following"', async () => {
    await h.db.query(`UPDATE branches SET time_zone = 'Australia/Sydney' WHERE business_id = $1 AND id = $2`, [FX.bizA, FX.branchA]);
    try {
      // Sydney leaves daylight saving on Sunday 2031-04-06; Tuesdays 10:00 from 2031-03-25.
      const startAt = new Date(Date.UTC(2031, 2, 24, 23, 0)).toISOString(); // 10:00 AEDT (UTC+11)
      const created = await h.call('POST', path, { as: 'ownerA', body: booking(STYLIST.id, startAt, 45, { rrule: 'FREQ=WEEKLY;COUNT=4' }) });
      expect(created.status).toBe(201);
      const seriesId = (created.json as AppointmentRow).seriesId;
      const rows = await h.db.query<{ id: string; start_at: Date | string }>('SELECT id, start_at FROM appointments WHERE business_id = $1 AND series_id = $2 ORDER BY start_at', [
        FX.bizA,
        seriesId,
      ]);
      const locals = rows.map((r) => toLocal(new Date(r.start_at), 'Australia/Sydney'));
      expect(locals).toEqual(['2031-03-25T10:00', '2031-04-01T10:00', '2031-04-08T10:00', '2031-04-15T10:00']);

      const third = rows[2];
      if (third === undefined) throw new Error('no third occurrence');
      const thirdStart = new Date(third.start_at).toISOString();
      const later = new Date(Date.parse(thirdStart) + 60 * 60_000).toISOString();
      const moved = await h.call('POST', `${path}/${third.id}/reschedule`, {
        as: 'ownerA',
        body: {
          startAt: later,
          endAt: new Date(Date.parse(later) + 45 * 60_000).toISOString(),
          memberId: STYLIST.id,
          services: [{ serviceId: CUT, memberId: STYLIST.id, startAt: later, endAt: new Date(Date.parse(later) + 45 * 60_000).toISOString() }],
          scope: 'following',
        },
      });
      expect(moved.status).toBe(200);
      const after = await h.db.query<{ start_at: Date | string; series_id: string }>(
        'SELECT start_at, series_id::text AS series_id FROM appointments WHERE business_id = $1 AND id = ANY($2::uuid[]) ORDER BY start_at',
        [FX.bizA, rows.map((r) => r.id)],
      );
      expect(after.map((r) => toLocal(new Date(r.start_at), 'Australia/Sydney'))).toEqual(['2031-03-25T10:00', '2031-04-01T10:00', '2031-04-08T11:00', '2031-04-15T11:00']);
      expect(after[0]?.series_id).toBe(seriesId);
      expect(after[2]?.series_id).not.toBe(seriesId);
      expect(after[3]?.series_id).toBe(after[2]?.series_id);
    } finally {
      await h.db.query(`UPDATE branches SET time_zone = 'Asia/Kuala_Lumpur' WHERE business_id = $1 AND id = $2`, [FX.bizA, FX.branchA]);
    }
  });

  it('two devices booking the same slot offline: one lands, the other is a 409 (and stays one on replay)', async () => {
    const a = booking(STYLIST.id, kl(10, 11), 45);
    const b = booking(STYLIST.id, kl(10, 11), 45);
    const key = crypto.randomUUID();
    const [first, second] = await Promise.all([
      h.call('POST', path, { as: 'ownerA', body: a }),
      h.call('POST', path, { token: stylistToken, body: b, key }),
    ]);
    expect([first.status, second.status].sort()).toEqual([201, 409]);
    const landed = await h.db.query('SELECT 1 FROM appointments WHERE business_id = $1 AND start_at = $2 AND member_id = $3', [FX.bizA, kl(10, 11), STYLIST.id]);
    expect(landed).toHaveLength(1);
    if (second.status === 409) {
      const replay = await h.call('POST', path, { token: stylistToken, body: b, key });
      expect(replay.status).toBe(409);
    }
  });

  it("attendance moves the customer's visit figures: a no-show counts, an attended visit is a visit", async () => {
    const customerId = crypto.randomUUID();
    await h.call('POST', `/b/${FX.bizA}/customers`, { as: 'ownerA', body: { id: customerId, firstName: 'Mei Ling', phone: '+60123456780' } });
    const first = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(20, 10), 30, { customerId }) });
    const second = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(21, 10), 30, { customerId }) });
    const mark = (res: typeof first, attendance: string) =>
      h.call('POST', `${path}/${(res.json as AppointmentRow).id}/attendance`, { as: 'ownerA', body: { attendance } });
    expect((await mark(first, 'NO_SHOW')).status).toBe(200);
    expect((await mark(second, 'ATTENDED')).status).toBe(200);
    const [row] = await h.db.query<{ no_show_count: number; visits_count: number }>(
      'SELECT no_show_count, visits_count FROM customers WHERE business_id = $1 AND id = $2',
      [FX.bizA, customerId],
    );
    expect(row).toEqual({ no_show_count: 1, visits_count: 1 });
  });

  it('attendance, approve and reject, with their history', async () => {
    const made = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(13, 10), 30) });
    const id = (made.json as AppointmentRow).id;
    const attended = await h.call('POST', `${path}/${id}/attendance`, { as: 'ownerA', body: { attendance: 'NO_SHOW' } });
    expect(attended.json).toMatchObject({ attendance: 'NO_SHOW' });
    expect((await h.call('POST', `${path}/${id}/attendance`, { as: 'ownerA', body: { attendance: 'LATE' } })).status).toBe(400);
    expect((await h.call('POST', `${path}/${id}/approve`, { as: 'ownerA', body: {} })).status).toBe(409);

    const pending = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(13, 12), 30, { status: 'PENDING_CUSTOM_PAYMENT', source: 'CustomerBooking' }) });
    const pid = (pending.json as AppointmentRow).id;
    expect((await h.call('POST', `${path}/${pid}/approve`, { as: 'ownerA', body: {} })).json).toMatchObject({ status: 'CONFIRMED' });
    const other = await h.call('POST', path, { as: 'ownerA', body: booking(OWNER, kl(13, 14), 30, { status: 'PENDING_BILLPLZ_PAYMENT', source: 'CustomerBooking' }) });
    const oid = (other.json as AppointmentRow).id;
    expect((await h.call('POST', `${path}/${oid}/reject`, { as: 'ownerA', body: { reason: 'Closed that day' } })).json).toMatchObject({ status: 'CANCELLED' });

    const actions = await h.db.query<{ action: string }>('SELECT action FROM booking_actions WHERE business_id = $1 AND appointment_id = ANY($2::uuid[]) ORDER BY seq', [
      FX.bizA,
      [id, pid, oid],
    ]);
    expect(actions.map((a) => a.action)).toEqual(['ADD', 'CONFIRM_ATTENDANCE', 'ADD', 'MERCHANT_CONFIRM', 'ADD', 'MERCHAT_REJECT']);
    expect((await h.call('POST', `${path}/${crypto.randomUUID()}/cancel`, { as: 'ownerA', body: { reason: 'x' } })).status).toBe(404);
  });

  it('books a class up to its capacity, then the waitlist, and gives a freed seat to the first waiting', async () => {
    const klass = await h.call('POST', path, {
      as: 'ownerA',
      body: { ...booking(OWNER, kl(12, 18), 60), kind: 'Class', capacity: 1, services: [{ serviceId: YOGA, memberId: OWNER, startAt: kl(12, 18), endAt: kl(12, 19) }] },
    });
    expect(klass.status).toBe(201);
    const customers = [crypto.randomUUID(), crypto.randomUUID()];
    for (const [i, id] of customers.entries()) {
      await h.call('POST', `/b/${FX.bizA}/customers`, { as: 'ownerA', body: { id, firstName: `Yogi ${i}` } });
    }
    const join = (customerId: string) =>
      h.call('POST', `/b/${FX.bizA}/class-attendees`, {
        as: 'ownerA',
        body: { id: crypto.randomUUID(), appointmentId: (klass.json as AppointmentRow).id, branchId: FX.branchA, customerId },
      });
    const seat = (await join(customers[0] ?? '')).json as ClassAttendeeRow;
    const waiting = (await join(customers[1] ?? '')).json as ClassAttendeeRow;
    expect([seat.status, waiting.status]).toEqual(['BOOKED', 'WAITLIST']);
    expect((await join(customers[0] ?? '')).status).toBe(409);
    await h.call('POST', `/b/${FX.bizA}/class-attendees/${seat.id}/cancel`, { as: 'ownerA', body: {} });
    const now = await h.db.query<{ status: string }>('SELECT status FROM class_attendees WHERE business_id = $1 AND id = $2', [FX.bizA, waiting.id]);
    expect(now[0]?.status).toBe('BOOKED');
    expect((await h.call('POST', `/b/${FX.bizA}/class-attendees`, { token: stylistToken, body: { id: crypto.randomUUID(), appointmentId: (klass.json as AppointmentRow).id, branchId: FX.branchA, customerId: customers[0] } })).status).toBe(403);
  });
});
