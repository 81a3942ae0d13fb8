import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRow, ChangesResponse, Problem } from '@/lib/api-types';
import { toLocal } from '@/lib/appointments/series';
import { addDays } from '@/lib/appointments/time-axis';
import { BOOKING_RULE_DEFAULTS } from '@/lib/booking/settings';
import type { DepositPayment, PublicBooking } from '@/lib/booking/public-types';
import type { BillplzSandbox } from '@server/billing/sandbox';
import { findJob } from '@server/jobs/queue';
import { createJobRunner } from '@server/jobs/runner';
import { DEPOSIT_EXPIRE_QUEUE, depositHandlers } from '@server/routes/public-booking-deposits';
import { backends } from './helpers/backends';
import { startBillingHarness, type BillingHarness } from './helpers/billing-harness';
import { seedCatalogue } from './helpers/catalogue';
import { FX, USERS } from './helpers/fixture';
import type { Harness } from './helpers/harness';

const KEYS = { apiKey: 'deposit-api-key', collectionId: 'depositcol', xSignatureKey: 'S-deposit-signature-key' };
const CUT = '11111111-1111-4111-8111-00000000d101';
const OWNER = USERS.ownerA.id;
const allWeek = Object.fromEntries(['0', '1', '2', '3', '4', '5', '6'].map((d) => [d, { active: true, slots: [{ start: '09:00', end: '18:00' }] }]));
const day = addDays(toLocal(new Date(), 'Asia/Kuala_Lumpur').slice(0, 10), 6);
const at = (hhmm: string) => new Date(Date.parse(`${day}T${hhmm}:00+08:00`)).toISOString();

describe.each(backends())('online booking deposits on $name', (backend) => {
  let stack: BillingHarness;
  let h: Harness;
  let gateway: BillplzSandbox;
  let gatewayUrl = '';
  let base = '';

  const book = async (startAt: string, phone: string): Promise<PublicBooking> => {
    const res = await h.call('POST', `${base}/bookings`, {
      body: { branchId: FX.branchA, serviceIds: [CUT], memberId: OWNER, startAt, firstName: 'Aisyah', lastName: 'Rahman', phone, email: '', consent: true, website: '' },
    });
    expect(res.status).toBe(201);
    return res.json as PublicBooking;
  };
  const idOf = (b: PublicBooking) => b.bookingId.split('|')[1] ?? '';
  const statusOf = async (id: string) => (await h.db.query<{ status: string }>('SELECT status FROM appointments WHERE business_id = $1 AND id = $2', [FX.bizA, id]))[0]?.status;
  /** Goes to pay: the gateway's page for the deposit. */
  const payPage = async (id: string) => h.call('POST', `${base}/bookings/${id}/deposit`, { body: {} });
  /** The customer pays (or declines) on the gateway's page; answers where the browser is sent back to. */
  const atGateway = async (url: string, action: 'pay' | 'decline'): Promise<URL> => {
    const billId = url.split('/').at(-1) ?? '';
    const settled = await fetch(`${gatewayUrl}/bills/${billId}/${action}`, { method: 'POST', redirect: 'manual' });
    expect(settled.status).toBe(303);
    return new URL(settled.headers.get('location') ?? '');
  };
  const returnBody = (r: URL) => ({
    billId: r.searchParams.get('billplz[id]') ?? '',
    paid: r.searchParams.get('billplz[paid]') ?? '',
    paidAt: r.searchParams.get('billplz[paid_at]') ?? '',
    xSignature: r.searchParams.get('billplz[x_signature]') ?? '',
  });

  beforeAll(async () => {
    stack = await startBillingHarness(backend, KEYS);
    ({ h, gateway, gatewayUrl } = stack);
    await seedCatalogue(h.db, { services: [{ id: CUT, name: 'Balayage', price: 45_000, durationMinutes: 60 }] });
    await h.db.query('UPDATE members SET working_hours = $3::text::jsonb WHERE business_id = $1 AND id = $2', [FX.bizA, OWNER, JSON.stringify({ [FX.branchA]: allWeek })]);
    await h.db.query(`UPDATE businesses SET features = features || '{"onlineDeposit": true}'::jsonb WHERE id = $1`, [FX.bizA]);
    expect((await h.call('PUT', `/b/${FX.bizA}/bookingSettings/${FX.branchA}`, { as: 'ownerA', body: { ...BOOKING_RULE_DEFAULTS, slotIntervalMinutes: 60 } })).status).toBe(200);
    const policy = { depositRequired: true, depositPercent: 20, cancellationPolicy: '', noShowPolicy: '' };
    expect((await h.call('PATCH', `/b/${FX.bizA}/websiteSettings/${FX.bizA}`, { as: 'ownerA', body: { bookingPolicy: policy } })).status).toBe(200);
    const code = (await h.db.query<{ short_code: string }>('SELECT short_code FROM businesses WHERE id = $1', [FX.bizA]))[0]?.short_code ?? '';
    base = `/public/book/${code}`;
  }, 180_000);
  afterAll(async () => {
    await stack.stop();
  });

  it('holds the time as waiting for the deposit; paid at the gateway, the callback confirms it once, on the feed', async () => {
    const made = await book(at('10:00'), '+60123330001');
    expect(made.status).toBe('PENDING');
    expect(made.deposit).toEqual({ amount: 9_000, state: 'due', paidAt: null }); // 20 % of RM 450
    const id = idOf(made);
    expect(await statusOf(id)).toBe('PENDING_BILLPLZ_PAYMENT');
    // The time is taken while the deposit is due.
    const rival = await h.call('POST', `${base}/bookings`, {
      body: { branchId: FX.branchA, serviceIds: [CUT], memberId: OWNER, startAt: at('10:00'), firstName: 'Mei', lastName: 'Ling', phone: '+60123330002', email: '', consent: true, website: '' },
    });
    expect(rival.status).toBe(409);

    const page = await payPage(id);
    expect(page.status).toBe(200);
    const { url } = page.json as DepositPayment;
    // Going to pay again is the same bill (no second bill at the gateway).
    expect(((await payPage(id)).json as DepositPayment).url).toBe(url);
    const bill = url.split('/').at(-1) ?? '';
    const back = await atGateway(url, 'pay');
    expect(gateway.callbacks().at(-1)).toEqual({ billId: bill, status: 200 });
    expect(back.pathname).toBe(`${base.replace('/public', '')}`);
    expect(back.searchParams.get('bookingId')).toBe(made.bookingId);
    expect(await statusOf(id)).toBe('CONFIRMED');

    // The redirect after the callback changes nothing more; the view says paid.
    const view = await h.call('POST', `${base}/bookings/${id}/deposit/return`, { body: returnBody(back) });
    expect(view.status).toBe(200);
    const after = view.json as PublicBooking;
    expect(after.status).toBe('CONFIRMED');
    expect(after.deposit?.state).toBe('paid');
    const actions = await h.db.query<{ detail: string }>(`SELECT detail FROM booking_actions WHERE business_id = $1 AND appointment_id = $2 AND action = 'UPDATE'`, [FX.bizA, id]);
    expect(actions.map((a) => a.detail)).toEqual(['deposit paid online']);
    const feed = (await h.call('GET', `/b/${FX.bizA}/changes?since=0&limit=5000`, { as: 'clerkA' })).json as ChangesResponse;
    const last = feed.changes.filter((c) => c.table === 'appointments' && c.id === id).at(-1);
    expect(last?.op === 'put' ? (last.row as AppointmentRow).status : null).toBe('CONFIRMED');
    // Nothing is due any more: no second payment.
    expect(((await payPage(id)).json as Problem).errors).toEqual({ deposit: 'publicBooking.errors.noDepositDue' });
  });

  it('settles on the signed redirect when the callback has not come, refuses a forged one, and waits for approval where the branch asks it', async () => {
    expect((await h.call('PUT', `/b/${FX.bizA}/bookingSettings/${FX.branchA}`, { as: 'ownerA', body: { ...BOOKING_RULE_DEFAULTS, slotIntervalMinutes: 60, requireApproval: true } })).status).toBe(200);
    const made = await book(at('12:00'), '+60123330003');
    const id = idOf(made);
    const { url } = (await payPage(id)).json as DepositPayment;
    const declined = await atGateway(url, 'decline');
    expect((await h.call('POST', `${base}/bookings/${id}/deposit/return`, { body: returnBody(declined) })).json).toMatchObject({ status: 'PENDING', deposit: { state: 'due' } });
    const forged = { ...returnBody(declined), paid: 'true' };
    const refused = await h.call('POST', `${base}/bookings/${id}/deposit/return`, { body: forged });
    expect(refused.status).toBe(400);
    expect((refused.json as Problem).errors).toEqual({ xSignature: 'subscription.errors.badSignature' });
    expect(await statusOf(id)).toBe('PENDING_BILLPLZ_PAYMENT');
    const paid = await atGateway(url, 'pay');
    // As if the callback had not come (Billplz retries it later): the signed redirect settles it.
    await h.db.query(`UPDATE booking_deposits SET state = 'due', paid_at = NULL WHERE business_id = $1 AND appointment_id = $2`, [FX.bizA, id]);
    await h.db.query(`UPDATE appointments SET status = 'PENDING_BILLPLZ_PAYMENT' WHERE business_id = $1 AND id = $2`, [FX.bizA, id]);
    const view = (await h.call('POST', `${base}/bookings/${id}/deposit/return`, { body: returnBody(paid) })).json as PublicBooking;
    expect(view.deposit?.state).toBe('paid');
    // Paid, and the branch approves online bookings first: it waits for the salon.
    expect(await statusOf(id)).toBe('PENDING_CUSTOM_PAYMENT');
    expect((await h.call('PUT', `/b/${FX.bizA}/bookingSettings/${FX.branchA}`, { as: 'ownerA', body: { ...BOOKING_RULE_DEFAULTS, slotIntervalMinutes: 60 } })).status).toBe(200);
  });

  it('cancels a booking whose deposit is not paid in time and frees its time; a job run again changes nothing', async () => {
    const made = await book(at('14:00'), '+60123330004');
    const id = idOf(made);
    const job = await findJob(h.db, DEPOSIT_EXPIRE_QUEUE, id);
    expect(job?.state).toBe('queued');
    expect(Date.parse(job?.runAt ?? '') - Date.now()).toBeGreaterThan(25 * 60_000);
    await h.db.query(`UPDATE jobs SET run_at = now() WHERE queue = $1 AND key = $2`, [DEPOSIT_EXPIRE_QUEUE, id]);
    await createJobRunner(h.db, depositHandlers(), { workerId: 'test-runner' }).tick();
    expect(await statusOf(id)).toBe('CANCELLED');
    const ran = await findJob(h.db, DEPOSIT_EXPIRE_QUEUE, id);
    if (ran === null) throw new Error('the job is gone');
    const again = await depositHandlers()[DEPOSIT_EXPIRE_QUEUE]?.({ job: ran, db: h.db, progress: null, saveProgress: async () => undefined });
    expect(again).toEqual({ done: { skipped: 'expired' } });
    const cancels = await h.db.query(`SELECT 1 FROM booking_actions WHERE business_id = $1 AND appointment_id = $2 AND action = 'CANCEL'`, [FX.bizA, id]);
    expect(cancels).toHaveLength(1);
    const view = (await h.call('GET', `${base}/bookings/${id}`)).json as PublicBooking;
    expect(view).toMatchObject({ status: 'CANCELLED', deposit: { state: 'expired' } });
    expect(((await payPage(id)).json as Problem).errors).toEqual({ deposit: 'publicBooking.errors.noDepositDue' });
    // The time is free again.
    expect((await book(at('14:00'), '+60123330005')).status).toBe('PENDING');
  });

  it('asks no deposit when the feature is off', async () => {
    await h.db.query(`UPDATE businesses SET features = features || '{"onlineDeposit": false}'::jsonb WHERE id = $1`, [FX.bizA]);
    const made = await book(at('16:00'), '+60123330006');
    expect(made).toMatchObject({ status: 'CONFIRMED', deposit: null });
    await h.db.query(`UPDATE businesses SET features = features || '{"onlineDeposit": true}'::jsonb WHERE id = $1`, [FX.bizA]);
  });
});
