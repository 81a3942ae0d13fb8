import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRow, BusinessPublicInfo, ChangesResponse, Problem } from '@/lib/api-types';
import { toLocal } from '@/lib/appointments/series';
import { addDays } from '@/lib/appointments/time-axis';
import { BOOKING_RULE_DEFAULTS, type BookingRules } from '@/lib/booking/settings';
import type { PublicBooking, PublicBranchMenu, PublicSlots, SlotTakenProblem } from '@/lib/booking/public-types';
import { backends } from './helpers/backends';
import { seedCatalogue } from './helpers/catalogue';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const CUT = '11111111-1111-4111-8111-00000000d001';
const HIDDEN = '11111111-1111-4111-8111-00000000d002';
const OWNER = USERS.ownerA.id;
const settingsPath = `/b/${FX.bizA}/bookingSettings/${FX.branchA}`;
const allWeek = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { active: true, slots: [{ start: '09:00', end: '18:00' }] }]));
/** A day five days ahead, in the branch's zone (Kuala Lumpur). */
const day = addDays(toLocal(new Date(), 'Asia/Kuala_Lumpur').slice(0, 10), 5);
const at = (hhmm: string) => new Date(Date.parse(`${day}T${hhmm}:00+08:00`)).toISOString();

describe.each(backends())('the public booking page on $name', (backend) => {
  let h: Harness;
  let code: string;
  let base: string;
  const rules = async (patch: Partial<BookingRules>) => {
    const res = await h.call('PUT', settingsPath, { as: 'ownerA', body: { ...BOOKING_RULE_DEFAULTS, ...patch } });
    expect(res.status).toBe(200);
  };
  const book = (startAt: string, phone: string, extra: Record<string, unknown> = {}) =>
    h.call('POST', `${base}/bookings`, {
      body: { branchId: FX.branchA, serviceIds: [CUT], memberId: OWNER, startAt, firstName: 'Nurul', lastName: 'Huda', phone, email: '', consent: true, website: '', ...extra },
    });

  beforeAll(async () => {
    h = await startHarness(backend);
    await seedCatalogue(h.db, { services: [{ id: CUT, name: 'Haircut', price: 6000, durationMinutes: 45 }, { id: HIDDEN, name: 'Private', price: 1, durationMinutes: 30 }] });
    await h.db.query('UPDATE services SET online_bookable = false WHERE business_id = $1 AND id = $2', [FX.bizA, HIDDEN]);
    await h.db.query('UPDATE members SET working_hours = $3::text::jsonb WHERE business_id = $1 AND id = $2', [FX.bizA, OWNER, JSON.stringify({ [FX.branchA]: allWeek })]);
    code = (await h.db.query<{ short_code: string }>('SELECT short_code FROM businesses WHERE id = $1', [FX.bizA]))[0]?.short_code ?? '';
    base = `/public/book/${code}`;
  });
  afterAll(async () => {
    await h.stop();
  });

  it('shows the branch menu without sign-in: online services only, and the staff who work', async () => {
    const menu = (await h.call('GET', `${base}/branches/${FX.branchA}`)).json as PublicBranchMenu;
    expect(menu.services.map((s) => s.id)).toEqual([CUT]);
    expect(menu.staff.map((s) => s.id)).toContain(OWNER);
    expect((await h.call('GET', `/public/book/no-such-salon/branches/${FX.branchA}`)).status).toBe(404);
    expect((await h.call('GET', `${base}/branches/${FX.branchB}`)).status).toBe(404);
  });

  it('saves the branch rules (org admins only, checked by field), carried by the feed; the slots follow the interval', async () => {
    const bad = await h.call('PUT', settingsPath, { as: 'ownerA', body: { ...BOOKING_RULE_DEFAULTS, slotIntervalMinutes: 7, bufferAfterMinutes: -1 } });
    expect((bad.json as Problem).errors).toEqual({ slotIntervalMinutes: 'bookingSettings.errors.slotInterval', bufferAfterMinutes: 'bookingSettings.errors.buffer' });
    expect((await h.call('PUT', settingsPath, { as: 'clerkA', body: BOOKING_RULE_DEFAULTS })).status).toBe(403);
    expect((await h.call('PUT', `/b/${FX.bizA}/bookingSettings/${FX.branchB}`, { as: 'ownerA', body: BOOKING_RULE_DEFAULTS })).status).toBe(404);
    const slotsAt = async () => ((await h.call('GET', `${base}/branches/${FX.branchA}/slots?date=${day}&services=${CUT}&memberId=${OWNER}`)).json as PublicSlots).slots.map((s) => s.startAt);
    await rules({ slotIntervalMinutes: 30 });
    expect((await slotsAt()).slice(0, 3)).toEqual([at('09:00'), at('09:30'), at('10:00')]);
    await rules({ slotIntervalMinutes: 60 });
    const hourly = await slotsAt();
    expect(hourly.slice(0, 2)).toEqual([at('09:00'), at('10:00')]);
    expect(hourly.at(-1)).toEqual(at('17:00'));
    const feed = (await h.call('GET', `/b/${FX.bizA}/changes?since=0&limit=5000`, { as: 'clerkA' })).json as ChangesResponse;
    expect(feed.changes.some((c) => c.table === 'bookingSettings' && c.op === 'put' && c.row.slotIntervalMinutes === 60)).toBe(true);
    const other = await h.call('GET', `${base}/branches/${FX.branchA}/slots?date=${day}&services=${HIDDEN}`);
    expect((other.json as Problem).errors).toEqual({ services: 'publicBooking.errors.notOffered' });
  });

  it('two customers racing for one slot: exactly one wins, the other is offered the next free slots', async () => {
    await rules({ slotIntervalMinutes: 60 });
    const [a, b] = await Promise.all([book(at('11:00'), '+60121110001'), book(at('11:00'), '+60121110002')]);
    expect([a.status, b.status].sort()).toEqual([201, 409]);
    const lost = (a.status === 409 ? a : b).json as SlotTakenProblem;
    expect(lost.errors).toEqual({ startAt: 'publicBooking.errors.slotTaken' });
    expect(lost.nextSlots.map((s) => s.startAt)).toEqual([at('12:00'), at('13:00'), at('14:00')]);
    const rows = await h.db.query('SELECT id FROM appointments WHERE business_id = $1 AND start_at = $2 AND status <> $3', [FX.bizA, at('11:00'), 'CANCELLED']);
    expect(rows).toHaveLength(1);
    const won = (a.status === 201 ? a : b).json as PublicBooking;
    expect(won).toMatchObject({ status: 'CONFIRMED', startAt: at('11:00'), services: ['Haircut'] });
    expect(won.bookingId.startsWith(`${code}|`)).toBe(true);
    const notes = await h.db.query<{ type: string }>('SELECT type FROM notifications WHERE business_id = $1 AND user_id = $2', [FX.bizA, OWNER]);
    expect(notes.map((n) => n.type)).toContain('NEW_BOOKING');
  });

  it('waits for approval when the branch asks it: admins are told, and approving from the back office confirms it', async () => {
    await rules({ slotIntervalMinutes: 60, requireApproval: true });
    const res = await book(at('15:00'), '+60121110003');
    expect(res.status).toBe(201);
    const view = res.json as PublicBooking;
    expect(view.status).toBe('PENDING');
    const id = view.bookingId.split('|')[1] ?? '';
    const notes = await h.db.query<{ type: string }>('SELECT type FROM notifications WHERE business_id = $1 AND user_id = $2 AND deep_link = $3', [FX.bizA, OWNER, `/appointments/${id}/details`]);
    expect(notes.map((n) => n.type).sort()).toEqual(['BOOKING_PENDING_APPROVAL', 'NEW_BOOKING']);
    const approved = await h.call('POST', `/b/${FX.bizA}/appointments/${id}/approve`, { as: 'ownerA', body: {} });
    expect((approved.json as AppointmentRow).status).toBe('CONFIRMED');
    expect(((await h.call('GET', `${base}/bookings/${id}`)).json as PublicBooking).status).toBe('CONFIRMED');
    await rules({ slotIntervalMinutes: 60 });
  });

  it('the manage link shows, moves and cancels its own booking within the policy, and nothing of another business', async () => {
    await rules({ slotIntervalMinutes: 60 });
    const made = (await book(at('16:00'), '+60121110004')).json as PublicBooking;
    const id = made.bookingId.split('|')[1] ?? '';
    expect((await h.call('GET', `${base}/bookings/${id}`)).status).toBe(200);
    const otherCode = (await h.db.query<{ short_code: string }>('SELECT short_code FROM businesses WHERE id = $1', [FX.bizB]))[0]?.short_code ?? '';
    expect((await h.call('GET', `/public/book/${otherCode}/bookings/${id}`)).status).toBe(404);
    expect((await h.call('GET', `${base}/bookings/${crypto.randomUUID()}`)).status).toBe(404);
    const moved = await h.call('POST', `${base}/bookings/${id}/reschedule`, { body: { startAt: at('17:00') } });
    expect((moved.json as PublicBooking).startAt).toBe(at('17:00'));
    const taken = await h.call('POST', `${base}/bookings/${id}/reschedule`, { body: { startAt: at('11:00') } });
    expect(taken.status).toBe(409);
    await rules({ slotIntervalMinutes: 60, cancelWindowHours: 720 });
    expect(((await h.call('GET', `${base}/bookings/${id}`)).json as PublicBooking).canCancel).toBe(false);
    const late = await h.call('POST', `${base}/bookings/${id}/cancel`, { body: {} });
    expect((late.json as Problem).errors).toEqual({ startAt: 'publicBooking.errors.tooLate' });
    await rules({ slotIntervalMinutes: 60 });
    const cancelled = await h.call('POST', `${base}/bookings/${id}/cancel`, { body: {} });
    expect((cancelled.json as PublicBooking).status).toBe('CANCELLED');
    expect(((await h.call('GET', `${base}/branches/${FX.branchA}/slots?date=${day}&services=${CUT}&memberId=${OWNER}`)).json as PublicSlots).slots.map((s) => s.startAt)).toContain(at('17:00'));
  });

  it('refuses a filled honeypot, a bad phone, and more than five bookings a day from one phone', async () => {
    const count = async () => (await h.db.query('SELECT 1 FROM appointments WHERE business_id = $1', [FX.bizA])).length;
    const before = await count();
    expect((await book(at('09:00'), '+60121110005', { website: 'http://spam.example' })).status).toBe(400);
    expect(((await book(at('09:00'), '0121110005')).json as Problem).errors).toEqual({ phone: 'validation.invalidPhone' });
    expect(await count()).toBe(before);
    const phone = '+60121110009';
    for (const hh of ['09:00', '10:00', '12:00', '13:00', '14:00']) expect((await book(at(hh), phone)).status).toBe(201);
    const sixth = await book(at('15:00'), phone);
    expect(sixth.status).toBe(429);
    expect((sixth.json as Problem).errors).toEqual({ phone: 'errors.rateLimited' });
  });

  it('follows the website settings: a hidden service or member is not offered nor bookable; the page gets the policies, consent and look', async () => {
    const website = `/b/${FX.bizA}/websiteSettings/${FX.bizA}`;
    const patch = (body: Record<string, unknown>) => h.call('PATCH', website, { as: 'ownerA', body });
    await rules({ slotIntervalMinutes: 60 });
    const slotsFor = (memberId: string) => h.call('GET', `${base}/branches/${FX.branchA}/slots?date=${addDays(day, 2)}&services=${CUT}&memberId=${memberId}`);
    expect((await slotsFor(OWNER)).status).toBe(200);
    const hide = (hiddenServiceIds: string[], hiddenMemberIds: string[]) => patch({ bookingExperience: { hiddenServiceIds, hiddenMemberIds, staffChoice: 'any' } });
    expect((await hide([], [OWNER])).status).toBe(200);
    const menu = (await h.call('GET', `${base}/branches/${FX.branchA}`)).json as PublicBranchMenu;
    expect(menu.staff.map((s) => s.id)).not.toContain(OWNER);
    expect(((await slotsFor(OWNER)).json as Problem).errors).toEqual({ memberId: 'publicBooking.errors.notOffered' });
    const refused = await book(at('15:00'), '+60121110031');
    expect(refused.status).toBe(400);
    expect((await hide([CUT], [])).status).toBe(200);
    expect(((await h.call('GET', `${base}/branches/${FX.branchA}`)).json as PublicBranchMenu).services).toEqual([]);
    expect(((await book(at('15:00'), '+60121110031')).json as Problem).errors).toEqual({ services: 'publicBooking.errors.notOffered' });
    expect((await hide([], [])).status).toBe(200);

    await patch({
      bookingPolicy: { depositRequired: true, depositPercent: 20, cancellationPolicy: 'Cancel a day ahead.', noShowPolicy: 'No-shows pay half.' },
      dataPrivacy: { privacyNotice: 'We keep your number for bookings only.', consentText: 'I agree to be contacted about my booking.', retentionMonths: 12 },
      appearance: { logoUrl: 'https://cdn.example.com/logo.png', coverImageUrl: '', primaryColour: '#112233', accentColour: '#445566', theme: 'dark' },
      socialMedia: { facebook: '', instagram: 'https://instagram.com/salon', tiktok: '', whatsapp: '', website: 'https://salon.example.com' },
    });
    const info = (await h.call('GET', `/b/shortcode/${code}`)).json as BusinessPublicInfo;
    expect(info.website).toEqual({
      staffChoice: 'any', cancellationPolicy: 'Cancel a day ahead.', noShowPolicy: 'No-shows pay half.',
      deposit: null, // the onlineDeposit feature is off
      privacyNotice: 'We keep your number for bookings only.', consentText: 'I agree to be contacted about my booking.',
      logoUrl: 'https://cdn.example.com/logo.png', coverImageUrl: null, primaryColour: '#112233', accentColour: '#445566', theme: 'dark',
      links: [{ network: 'instagram', url: 'https://instagram.com/salon' }, { network: 'website', url: 'https://salon.example.com' }],
    });
  });

  it('limits booking writes per address', async () => {
    let status = 0;
    for (let i = 0; i < 25 && status !== 429; i += 1) status = (await h.call('POST', `${base}/bookings/${crypto.randomUUID()}/cancel`, { body: {} })).status;
    expect(status).toBe(429);
  });
});
