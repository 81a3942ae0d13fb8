import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, CustomerRow, Problem } from '@/lib/api-types';
import type { BalanceRow, SaleRow } from '@/lib/checkout/rows';
import type { SaleCreateInput } from '@/lib/checkout/sale-schema';
import { backends } from './helpers/backends';
import { createCustomer } from './helpers/customers';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { saleBody, serviceLine } from './helpers/sale-body';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const DEVICE = '11111111-1111-4111-8111-00000000d0c1';
const TILL = { id: DEVICE, prefix: 'C-DEV01' };
const RATES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };

/** A paid, tax-free sale of one custom line to `customerId`. */
const sale = (customerId: string, amount: number, soldAt = new Date().toISOString()): SaleCreateInput => saleBody(TILL, [serviceLine(amount)], { rates: RATES, reference: 'APPR' }, { customerId, soldAt });

describe.each(backends())('the customer record on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  const newCustomer = (body: Record<string, unknown> = {}): Promise<string> => createCustomer(h, { firstName: 'Aiman', lastName: 'bin Hamid', ...body });
  const get = async (id: string) => (await h.call('GET', `${base}/customers/${id}`, { as: 'ownerA' })).json as CustomerRow;

  it('keeps birthday, gender, address and dated consent, and patches them per field', async () => {
    const address = { address1: '12 Jalan Telawi', address2: 'Unit 3', city: 'Kuala Lumpur', postalCode: '59100', province: 'WP', country: 'MY' };
    const id = await newCustomer({ birthday: '1990-07-14', gender: 'male', address, whatsappConsentAt: '2026-01-02T03:04:05.000Z' });
    expect(await get(id)).toMatchObject({ birthday: '1990-07-14', gender: 'male', address, whatsappConsentAt: '2026-01-02T03:04:05.000Z', emailConsentAt: null, visitsCount: 0 });
    const r = await h.call('PATCH', `${base}/customers/${id}`, { as: 'clerkA', body: { address: { ...address, city: 'Petaling Jaya' }, emailConsentAt: '2026-02-01T00:00:00.000Z' } });
    expect(r.status).toBe(200);
    expect(r.json).toMatchObject({ birthday: '1990-07-14', address: { city: 'Petaling Jaya' }, emailConsentAt: '2026-02-01T00:00:00.000Z' });
    const feed = (await h.call('GET', `${base}/changes?since=0&limit=5000`, { as: 'ownerA' })).json as ChangesResponse;
    const last = feed.changes.filter((c) => c.table === 'customers' && c.id === id).pop();
    expect(last).toMatchObject({ op: 'put', row: r.json as CustomerRow });
  });

  it('refuses bad profile input at the field, and edits without the level', async () => {
    const id = await newCustomer();
    const bad = async (body: Record<string, unknown>) => ((await h.call('PATCH', `${base}/customers/${id}`, { as: 'ownerA', body })).json as Problem).errors ?? {};
    expect(await bad({ birthday: '2024-02-30' })).toEqual({ birthday: 'customers.validation.invalidDate' });
    expect(await bad({ gender: 'x' })).toEqual({ gender: 'customers.validation.invalidGender' });
    expect(Object.values(await bad({ address: { address1: 'a', address2: 'b', city: '', postalCode: '1', province: 'p', country: 'MY' } }))).toEqual(['customers.validation.addressRequired']);
    expect(await bad({ whatsappConsentAt: 'yesterday' })).toEqual({ whatsappConsentAt: 'customers.validation.invalidDate' });
    expect((await h.call('PATCH', `${base}/customers/${id}`, { as: 'viewerA', body: { notes: 'x' } })).status).toBe(403);
    expect((await h.call('GET', `${base}/customers`, { as: 'nobodyA' })).status).toBe(403);
    expect((await h.call('GET', `${base}/customers?tag=VIP`, { as: 'ownerA' })).status).toBe(400);
  });

  it('derives visits, total spent and the tag from sales and refunds', async () => {
    const id = await newCustomer();
    const day = (d: number) => new Date(Date.now() - d * 86_400_000).toISOString();
    for (const [amount, when] of [[5000, day(30)], [3000, day(30)], [7000, day(10)], [2000, day(2)]] as const) {
      expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(id, amount, when) })).status).toBe(201);
    }
    const s = sale(id, 1000, day(1));
    await h.call('POST', `${base}/sales`, { as: 'ownerA', body: s });
    await h.call('POST', `${base}/refunds`, {
      as: 'ownerA',
      body: { id: uuid(), saleId: s.id, kind: 'void', amount: 1000, method: 'card', reason: 'mistake', restock: [], deviceId: DEVICE, shiftId: null, refundedAt: day(1) },
    });
    const c = await get(id);
    expect(c).toMatchObject({ visitsCount: 3, totalSpent: 17_000, noShowCount: 0 });
    expect(Date.parse(c.firstVisitAt ?? '')).toBeLessThan(Date.now() - 29 * 86_400_000);
    const regular = (await h.call('GET', `${base}/customers?tag=REGULAR`, { as: 'ownerA' })).json as CustomerRow[];
    expect(regular.map((r) => r.id)).toContain(id);
    const fresh = (await h.call('GET', `${base}/customers?tag=NEW`, { as: 'ownerA' })).json as CustomerRow[];
    expect(fresh.map((r) => r.id)).not.toContain(id);
  });

  it('adjusts credit with the payment level, sums concurrent movements and flags an overdraw', async () => {
    const id = await newCustomer();
    const adjust = (delta: number, as: 'ownerA' | 'clerkA' = 'ownerA', reason = 'Goodwill') =>
      h.call('POST', `${base}/customers/${id}/credits`, { as, body: { movementId: uuid(), delta, reason, currency: 'myr' } });
    expect((await adjust(5000, 'clerkA')).status).toBe(403);
    expect((await adjust(5000)).json).toMatchObject({ kind: 'credit', customerId: id, balance: 5000 });
    expect(((await adjust(0)).json as Problem).errors).toEqual({ delta: 'validation.invalidAmount' });
    expect(((await adjust(10, 'ownerA', ' ')).json as Problem).errors).toEqual({ reason: 'validation.reasonRequired' });
    // Two devices spend offline at once: both land, the balance is their sum, the overdraw is flagged.
    const [a, b] = await Promise.all([adjust(-3000), adjust(-3000)]);
    expect([a.status, b.status]).toEqual([201, 201]);
    const balances = await h.db.query<{ balance: string }>('SELECT balance::text FROM balances WHERE business_id = $1 AND id = $2', [FX.bizA, id]);
    expect(Number(balances[0]?.balance)).toBe(-1000);
    const flagged = await h.db.query("SELECT 1 FROM sale_anomalies WHERE business_id = $1 AND kind = 'credit_overdrawn' AND detail->>'customerId' = $2", [FX.bizA, id]);
    expect(flagged.length).toBe(1);
  });

  it('merges history and balances into the kept customer, leaving a tombstone pointing to it', async () => {
    const dup = await newCustomer({ phone: '+60123000111' });
    const keep = await newCustomer({ email: 'aiman@example.com' });
    await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(dup, 4000) });
    await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(keep, 6000) });
    await h.call('POST', `${base}/customers/${dup}/credits`, { as: 'ownerA', body: { movementId: uuid(), delta: 2500, reason: 'Top-up', currency: 'myr' } });
    await h.call('POST', `${base}/customers/${keep}/credits`, { as: 'ownerA', body: { movementId: uuid(), delta: 500, reason: 'Top-up', currency: 'myr' } });

    expect((await h.call('POST', `${base}/customers/${dup}/merge`, { as: 'clerkA', body: { keepId: keep } })).status).toBe(403);
    expect(((await h.call('POST', `${base}/customers/${dup}/merge`, { as: 'ownerA', body: { keepId: dup } })).json as Problem).errors).toEqual({ keepId: 'customers.merge.same' });
    expect((await h.call('POST', `${base}/customers/${dup}/merge`, { as: 'ownerA', body: { keepId: 'nope' } })).status).toBe(400);
    const key = uuid();
    const merged = await h.call('POST', `${base}/customers/${dup}/merge`, { as: 'ownerA', key, body: { keepId: keep } });
    expect(merged.status).toBe(200);
    expect(merged.json).toMatchObject({ id: dup, mergedInto: keep });
    expect((await h.call('POST', `${base}/customers/${dup}/merge`, { as: 'ownerA', key, body: { keepId: keep } })).headers['idempotent-replayed']).toBe('true');

    expect(await get(keep)).toMatchObject({ visitsCount: 1, totalSpent: 10_000 });
    const feed = (await h.call('GET', `${base}/changes?since=0&limit=5000`, { as: 'ownerA' })).json as ChangesResponse;
    const latest = new Map(feed.changes.map((c) => [`${c.table}:${c.id}`, c]));
    const sales = [...latest.values()].flatMap((c) => (c.table === 'sales' && c.op === 'put' ? [c.row as SaleRow] : []));
    expect(sales.filter((s) => s.customerId === dup)).toEqual([]);
    expect(latest.get(`balances:${keep}`)).toMatchObject({ op: 'put', row: { balance: 3000 } as Partial<BalanceRow> });
    expect(latest.get(`balances:${dup}`)).toMatchObject({ op: 'delete' });
    const list = (await h.call('GET', `${base}/customers`, { as: 'ownerA' })).json as CustomerRow[];
    expect(list.map((c) => c.id)).not.toContain(dup);
    // An edit made offline to the merged record before the merge reached the server is refused.
    expect((await h.call('PATCH', `${base}/customers/${dup}`, { as: 'ownerA', body: { notes: 'late' } })).status).toBe(409);
  });

  it('archives a customer with history on delete and erases one without', async () => {
    const withHistory = await newCustomer();
    const without = await newCustomer();
    await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(withHistory, 1000) });
    expect((await h.call('DELETE', `${base}/customers/${withHistory}`, { as: 'clerkA' })).status).toBe(403);
    expect((await h.call('DELETE', `${base}/customers/${withHistory}`, { as: 'ownerA' })).status).toBe(204);
    expect((await h.call('DELETE', `${base}/customers/${without}`, { as: 'ownerA' })).status).toBe(204);
    expect((await get(withHistory)).archivedAt).not.toBeNull();
    expect((await h.call('GET', `${base}/customers/${without}`, { as: 'ownerA' })).status).toBe(404);
  });
});
