import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, Problem } from '@/lib/api-types';
import type { CartLine, SaleCreateInput } from '@/lib/checkout/sale-schema';
import type { HoldingBalance } from '@/lib/packages/balances';
import { backends } from './helpers/backends';
import { createCustomer } from './helpers/customers';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const DEVICE = '11111111-1111-4111-8111-00000000d0c5';
const RATES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };
const FACIAL = uuid();
const PACKAGE = uuid();
let receipt = 0;

function line(over: Partial<CartLine>): CartLine {
  return { id: uuid(), kind: 'service', itemId: FACIAL, name: 'Facial', unitPrice: 12_000, quantity: 1, staffId: null, discount: null, note: '', voucherCode: null, ...over };
}

function packageLine(expiresOn: string | null, sessions = 3): CartLine {
  return line({ kind: 'package', itemId: PACKAGE, name: 'Facial ×3', unitPrice: 30_000, contents: [{ name: 'Facial', sessions, serviceId: FACIAL, productId: null }], packageExpiresOn: expiresOn });
}

/** A sale of `lines` to the customer, paid by card for what the lines cost (0 for those paid by a session). */
function sale(customerId: string | null, lines: CartLine[], soldAt = new Date().toISOString()): SaleCreateInput {
  receipt += 1;
  const total = lines.reduce((sum, l) => sum + (l.packageHoldingId === undefined ? l.unitPrice * l.quantity : 0), 0);
  return {
    id: uuid(), branchId: FX.branchA, deviceId: DEVICE, shiftId: null, receiptNumber: `L-DEV05-${String(receipt).padStart(6, '0')}`,
    customerId, currency: 'myr', rates: RATES, totals: { subtotal: total, discount: 0, serviceCharge: 0, tax: 0, tip: 0, rounding: 0, total },
    cartDiscount: null, note: '', soldAt, lines,
    payments: [{ id: uuid(), method: total > 0 ? 'card' : 'cash', amount: total, tendered: total > 0 ? null : 0, reference: total > 0 ? 'APPR' : '' }],
  };
}

describe.each(backends())('customers\' packages on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  const newCustomer = (): Promise<string> => createCustomer(h);
  const holdings = async (customerId: string, as: 'ownerA' | 'viewerA' | 'nobodyA' = 'ownerA') => h.call('GET', `${base}/customers/${customerId}/packageHoldings`, { as });
  const left = async (customerId: string): Promise<number[]> => ((await holdings(customerId)).json as { holdings: HoldingBalance[] }).holdings.map((b) => b.left);
  const sell = async (customerId: string, expiresOn: string | null = '2099-12-31') => {
    const pkg = packageLine(expiresOn);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(customerId, [pkg]) })).status).toBe(201);
    return pkg.id;
  };

  it('a package sold to a customer is a holding; a redemption takes a session exactly once, even replayed', async () => {
    const customer = await newCustomer();
    const holdingId = await sell(customer);
    expect(await left(customer)).toEqual([3]);

    const redeem = sale(customer, [line({ packageHoldingId: holdingId })]);
    const key = uuid();
    const first = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: redeem, key });
    expect(first.status).toBe(201);
    const replay = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: redeem, key });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    // The same sale under another key (a second device's retry) is the stored one, not a second session.
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: redeem })).status).toBe(200);
    expect(await left(customer)).toEqual([2]);

    const [balance] = ((await holdings(customer, 'viewerA')).json as { holdings: HoldingBalance[] }).holdings;
    expect(balance?.items).toMatchObject([{ itemId: FACIAL, used: 1, left: 2 }]);
    expect(balance?.movements).toMatchObject([{ kind: 'redeem', sessions: 1, saleId: redeem.id, lineId: redeem.lines[0]?.id }]);
    const one = await h.call('GET', `${base}/customers/${customer}/packageHoldings/${holdingId}`, { as: 'ownerA' });
    expect(one.json).toMatchObject({ left: 2, bought: 3, holding: { id: holdingId, expiresOn: '2099-12-31' } });
  });

  it('refuses with 409 a redemption beyond what is left, after expiry, or of another customer\'s package', async () => {
    const customer = await newCustomer();
    const holdingId = await sell(customer);
    const beyond = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(customer, [line({ packageHoldingId: holdingId, quantity: 4 })]) });
    expect(beyond.status).toBe(409);
    expect((beyond.json as Problem).errors).toEqual({ lines: 'packages.errors.noSessionsLeft' });
    // Two lines that together take more than is left.
    const twoLines = await h.call('POST', `${base}/sales`, {
      as: 'ownerA',
      body: sale(customer, [line({ packageHoldingId: holdingId, quantity: 2 }), line({ packageHoldingId: holdingId, quantity: 2 })]),
    });
    expect((twoLines.json as Problem).errors).toEqual({ lines: 'packages.errors.noSessionsLeft' });

    const expiring = await newCustomer();
    const oldId = await sell(expiring, '2026-01-31');
    const late = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(expiring, [line({ packageHoldingId: oldId })], '2026-02-01T02:00:00.000Z') });
    expect(late.status).toBe(409);
    expect((late.json as Problem).errors).toEqual({ lines: 'packages.errors.packageExpired' });
    // On its last local day (Kuala Lumpur) it still pays.
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(expiring, [line({ packageHoldingId: oldId })], '2026-01-31T15:00:00.000Z') })).status).toBe(201);

    const other = await newCustomer();
    const theirs = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(other, [line({ packageHoldingId: holdingId })]) });
    expect((theirs.json as Problem).errors).toEqual({ lines: 'packages.errors.packageNotCustomers' });
    const unknown = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(customer, [line({ packageHoldingId: uuid() })]) });
    expect((unknown.json as Problem).errors).toEqual({ lines: 'packages.errors.packageUnknown' });
    expect(await left(customer)).toEqual([3]);
  });

  it('a package bought and used in the same sale', async () => {
    const customer = await newCustomer();
    const pkg = packageLine(null);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(customer, [pkg, line({ packageHoldingId: pkg.id })]) })).status).toBe(201);
    expect(await left(customer)).toEqual([2]);
  });

  it('a refund of the sale that used a session gives it back; a refund of the package sale voids what is left', async () => {
    const customer = await newCustomer();
    const pkg = packageLine('2099-12-31');
    const bought = sale(customer, [pkg]);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: bought })).status).toBe(201);
    const used = sale(customer, [line({ packageHoldingId: pkg.id }), line({ itemId: uuid(), name: 'Wash', unitPrice: 2_000 })]);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: used })).status).toBe(201);
    expect(await left(customer)).toEqual([2]);

    const refund = (saleId: string, amount: number) => ({
      id: uuid(), saleId, kind: 'refund', amount, method: 'card', reason: 'Changed mind', restock: [], deviceId: DEVICE, shiftId: null, refundedAt: new Date().toISOString(),
    });
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: refund(used.id, 2_000) })).status).toBe(201);
    expect(await left(customer)).toEqual([3]);
    // A second refund of the same sale gives nothing back twice.
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: refund(used.id, 1) })).status).toBe(201);
    expect(await left(customer)).toEqual([3]);

    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: refund(bought.id, 30_000) })).status).toBe(201);
    const [voided] = ((await holdings(customer)).json as { holdings: HoldingBalance[] }).holdings;
    expect(voided).toMatchObject({ left: 0, holding: { voidedAt: expect.any(String) } });
    expect(voided?.movements.map((m) => [m.kind, m.sessions])).toEqual([['void', 3], ['return', -1], ['redeem', 1]]);
    const after = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(customer, [line({ packageHoldingId: pkg.id })]) });
    expect((after.json as Problem).errors).toEqual({ lines: 'packages.errors.packageVoided' });
  });

  it('a sale paid wholly by sessions is refunded with 0: its sessions come back exactly once, replays change nothing', async () => {
    const customer = await newCustomer();
    const holdingId = await sell(customer);
    const used = sale(customer, [line({ packageHoldingId: holdingId, quantity: 2 })]);
    expect(used.totals.total).toBe(0);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: used })).status).toBe(201);
    expect(await left(customer)).toEqual([1]);

    const zero = (saleId: string, over: Record<string, unknown> = {}) => ({
      id: uuid(), saleId, kind: 'refund', amount: 0, method: 'cash', reason: 'Did not like it', restock: [], deviceId: DEVICE, shiftId: null, refundedAt: new Date().toISOString(), ...over,
    });
    const refund = zero(used.id);
    const key = uuid();
    const first = await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: refund, key });
    expect(first.status).toBe(201);
    expect(first.json).toMatchObject({ id: refund.id, amount: 0 });
    expect(await left(customer)).toEqual([3]);
    // The same request again, and the same refund under another key (a second device's retry).
    const replay = await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: refund, key });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: refund })).status).toBe(200);
    expect(await left(customer)).toEqual([3]);
    const [balance] = ((await holdings(customer)).json as { holdings: HoldingBalance[] }).holdings;
    expect(balance?.movements.map((m) => [m.kind, m.sessions, m.refundId])).toEqual([['return', -2, refund.id], ['redeem', 2, null]]);

    // Another refund of 0 has nothing left to give back: refused (409), nothing moves.
    const again = await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: zero(used.id) });
    expect(again.status).toBe(409);
    expect((again.json as Problem).errors).toEqual({ amount: 'transactions.refundErrors.packagesAlreadyBack' });
    expect(await left(customer)).toEqual([3]);
    const refunds = (await h.call('GET', `${base}/refunds/${refund.id}`, { as: 'ownerA' })).json;
    expect(refunds).toMatchObject({ amount: 0, saleId: used.id });
  });

  it('refuses a refund of 0 of a sale without packages (400 at the amount), and a negative amount', async () => {
    const customer = await newCustomer();
    const paid = sale(customer, [line({})]);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: paid })).status).toBe(201);
    const body = { id: uuid(), saleId: paid.id, kind: 'refund', amount: 0, method: 'card', reason: 'Oops', restock: [], deviceId: DEVICE, shiftId: null, refundedAt: new Date().toISOString() };
    const zero = await h.call('POST', `${base}/refunds`, { as: 'ownerA', body });
    expect(zero.status).toBe(400);
    expect((zero.json as Problem).errors).toEqual({ amount: 'transactions.refundErrors.zeroWithoutPackages' });
    const negative = await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: { ...body, id: uuid(), amount: -100 } });
    expect(negative.status).toBe(400);
    expect((negative.json as Problem).errors).toEqual({ amount: 'validation.invalidAmount' });
    expect((await h.call('GET', `${base}/refunds/${body.id}`, { as: 'ownerA' })).status).toBe(404);
    // A mixed sale: the session can be given back with 0 while the money paid is kept.
    const holdingId = await sell(customer);
    const mixed = sale(customer, [line({ packageHoldingId: holdingId }), line({ itemId: uuid(), name: 'Wash', unitPrice: 2_000 })]);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: mixed })).status).toBe(201);
    expect(await left(customer)).toEqual([2]);
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: { ...body, id: uuid(), saleId: mixed.id } })).status).toBe(201);
    expect(await left(customer)).toEqual([3]);
  });

  it('a merge moves the packages and their sessions to the customer kept, who can use them', async () => {
    const dup = await newCustomer();
    const keep = await newCustomer();
    const holdingId = await sell(dup);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(dup, [line({ packageHoldingId: holdingId })]) })).status).toBe(201);
    expect((await h.call('POST', `${base}/customers/${dup}/merge`, { as: 'ownerA', body: { keepId: keep } })).status).toBe(200);
    expect(await left(keep)).toEqual([2]);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(keep, [line({ packageHoldingId: holdingId })]) })).status).toBe(201);
    expect(await left(keep)).toEqual([1]);
  });

  it('carries holdings and redemptions on the delta feed to those who see customers or take payments', async () => {
    const customer = await newCustomer();
    const holdingId = await sell(customer);
    await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale(customer, [line({ packageHoldingId: holdingId })]) });
    const feed = (await h.call('GET', `${base}/changes?since=0&limit=5000&tables=packageHoldings,packageRedemptions`, { as: 'ownerA' })).json as ChangesResponse;
    expect(feed.changes.filter((c) => c.table === 'packageHoldings' && c.id === holdingId)).toMatchObject([{ op: 'put', row: { customerId: customer, items: [{ serviceId: FACIAL, sessions: 3 }] } }]);
    expect(feed.changes.filter((c) => c.table === 'packageRedemptions' && c.op === 'put' && c.row.holdingId === holdingId)).toHaveLength(1);
    const hidden = (await h.call('GET', `${base}/changes?since=0&limit=5000`, { as: 'nobodyA' })).json as ChangesResponse;
    expect(hidden.changes.filter((c) => c.table === 'packageHoldings' || c.table === 'packageRedemptions')).toEqual([]);
    expect((await holdings(customer, 'nobodyA')).status).toBe(403);
    expect((await holdings(uuid())).status).toBe(404);
  });
});
