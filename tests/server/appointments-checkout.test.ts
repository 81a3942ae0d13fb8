import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AppointmentRow, ChangesResponse } from '@/lib/api-types';
import type { SaleCreateInput } from '@/lib/checkout/sale-schema';
import { backends } from './helpers/backends';
import { appointmentBody } from './helpers/appointment-body';
import { seedCatalogue } from './helpers/catalogue';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { saleBody, serviceLine } from './helpers/sale-body';

// "Check out" of a booking (issue 13): the sale names the booking, and the booking links to its
// sale in the sale's own transaction.
const base = `/b/${FX.bizA}`;
const CUT = '11111111-1111-4111-8111-00000000c101';
const DEVICE = '11111111-1111-4111-8111-00000000d101';
const TILL = { id: DEVICE, prefix: 'A-BOOK1' };
const RATES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };
const OWNER = USERS.ownerA.id;

const sale = (over: Partial<SaleCreateInput> = {}): SaleCreateInput => saleBody(TILL, [serviceLine(6000, { itemId: CUT, name: 'Haircut', staffId: OWNER })], { rates: RATES }, over);

describe.each(backends())('checking out a booking on $name', (backend) => {
  let h: Harness;
  let day = 0;
  beforeAll(async () => {
    h = await startHarness(backend);
    await seedCatalogue(h.db, { services: [{ id: CUT, name: 'Haircut', price: 6000, durationMinutes: 45 }] });
  });
  afterAll(async () => {
    await h.stop();
  });

  /** A booking of the owner's, each on a day of its own. */
  async function book(): Promise<AppointmentRow> {
    day += 1;
    const startAt = new Date(Date.UTC(2031, 3, day, 2)).toISOString();
    const res = await h.call('POST', `${base}/appointments`, { as: 'ownerA', body: appointmentBody(CUT, OWNER, startAt, 45) });
    expect(res.status).toBe(201);
    return res.json as AppointmentRow;
  }

  async function stored(id: string): Promise<{ sale_id: string | null; version: number }> {
    const rows = await h.db.query<{ sale_id: string | null; version: number }>('SELECT sale_id, version FROM appointments WHERE business_id = $1 AND id = $2', [FX.bizA, id]);
    const row = rows[0];
    if (!row) throw new Error(`no appointment ${id}`);
    return { sale_id: row.sale_id, version: Number(row.version) };
  }

  it('links the booking to the sale that names it, as a new version on the feed with an UPDATE in its history', async () => {
    const booking = await book();
    const before = await stored(booking.id);
    const { cursor } = (await h.call('GET', `${base}/changes?since=0&tables=appointments`, { as: 'ownerA' })).json as ChangesResponse;
    const body = sale({ appointmentId: booking.id });
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body })).status).toBe(201);
    expect(await stored(booking.id)).toEqual({ sale_id: body.id, version: before.version + 1 });

    const feed = (await h.call('GET', `${base}/changes?since=${cursor}&tables=appointments,bookingActions`, { as: 'ownerA' })).json as ChangesResponse;
    expect(feed.changes.some((c) => c.op === 'put' && c.table === 'appointments' && c.row.id === booking.id && c.row.saleId === body.id)).toBe(true);
    expect(feed.changes.some((c) => c.op === 'put' && c.table === 'bookingActions' && c.row.appointmentId === booking.id && c.row.action === 'UPDATE')).toBe(true);

    // The same sale again (a retry from the device) neither doubles the sale nor bumps the booking.
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body })).status).toBe(200);
    expect(await stored(booking.id)).toEqual({ sale_id: body.id, version: before.version + 1 });
  });

  it('leaves the booking unlinked when the sale is refused (one transaction)', async () => {
    const booking = await book();
    const before = await stored(booking.id);
    const body = sale({ appointmentId: booking.id, branchId: '11111111-1111-4111-8111-00000000ffff' });
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body })).status).toBe(400);
    expect(await stored(booking.id)).toEqual(before);
  });

  it('records a sale whose booking is gone (a sale is a fact), linking nothing', async () => {
    const body = sale({ appointmentId: crypto.randomUUID() });
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body })).status).toBe(201);
    const rows = await h.db.query<{ n: string }>('SELECT count(*)::text AS n FROM appointments WHERE business_id = $1 AND sale_id = $2', [FX.bizA, body.id]);
    expect(rows[0]?.n).toBe('0');
  });

  it('refuses a booking id that is not an id (400 with the field)', async () => {
    const res = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: { ...sale(), appointmentId: 'nope' } });
    expect(res.status).toBe(400);
    expect(JSON.stringify(res.json)).toContain('appointmentId');
  });
});
