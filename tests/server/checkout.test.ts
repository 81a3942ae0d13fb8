import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, Problem } from '@/lib/api-types';
import type { BalanceRow, CheckoutSettingsRow, RefundRow, SaleRow, ShiftRow } from '@/lib/checkout/rows';
import type { CartLine, SaleCreateInput } from '@/lib/checkout/sale-schema';
import { backends } from './helpers/backends';
import { seedCatalogue } from './helpers/catalogue';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { saleBody } from './helpers/sale-body';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const PRODUCT = '11111111-1111-4111-8111-00000000c001';
const SERVICE = '11111111-1111-4111-8111-00000000c002';
const DEVICE = '11111111-1111-4111-8111-00000000d001';
const TILL = { id: DEVICE, prefix: 'A-DEV01' };
const RATES = { serviceChargeBp: 0, taxBp: 800, taxOnServices: true, taxOnProducts: false };

function line(over: Partial<CartLine>): CartLine {
  return { id: uuid(), kind: 'service', itemId: SERVICE, name: 'Cut', unitPrice: 8500, quantity: 1, staffId: null, discount: null, note: '', voucherCode: null, ...over };
}

/** A sale whose totals and payments add up, paid with `method` unless payments are given. */
const sale = (lines: CartLine[], over: Partial<SaleCreateInput> = {}, method: 'cash' | 'card' = 'card'): SaleCreateInput => saleBody(TILL, lines, { rates: RATES, method }, over);

async function stockOf(h: Harness): Promise<number> {
  const rows = await h.db.query<{ s: string }>('SELECT coalesce(sum(delta), 0)::text AS s FROM stock_movements WHERE business_id = $1 AND product_id = $2', [FX.bizA, PRODUCT]);
  return Number(rows[0]?.s);
}

describe.each(backends())('checkout on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
    await seedCatalogue(h.db, {
      products: [{ id: PRODUCT, name: 'Shampoo', price: 6800, stock: 3 }],
      services: [{ id: SERVICE, name: 'Cut', price: 8500, durationMinutes: 60 }],
    });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('records a sale once, deducts stock, and replays or repeats without doubling', async () => {
    const body = sale([line({}), line({ kind: 'product', itemId: PRODUCT, name: 'Shampoo', unitPrice: 6800 })]);
    const key = uuid();
    const first = await h.call('POST', `${base}/sales`, { as: 'ownerA', key, body });
    expect(first.status).toBe(201);
    const row = first.json as SaleRow;
    expect(row).toMatchObject({ id: body.id, soldBy: '11111111-1111-4111-8111-0000000000a1', anomalies: [], totals: { tax: 680, total: 8500 + 6800 + 680 } });
    expect(await stockOf(h)).toBe(2);

    const replay = await h.call('POST', `${base}/sales`, { as: 'ownerA', key, body });
    expect(replay.status).toBe(201);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    const again = await h.call('POST', `${base}/sales`, { as: 'ownerA', body });
    expect(again.status).toBe(200);
    expect((again.json as SaleRow).id).toBe(body.id);
    const count = await h.db.query<{ n: string }>('SELECT count(*)::text AS n FROM sales WHERE business_id = $1 AND id = $2', [FX.bizA, body.id]);
    expect(count[0]?.n).toBe('1');
    expect(await stockOf(h)).toBe(2);

    const got = await h.call('GET', `${base}/sales/${body.id}`, { as: 'ownerA' });
    expect(got.json).toEqual(row);
  });

  it('accepts a late sale that takes stock below zero and flags it for review', async () => {
    const body = sale([line({ kind: 'product', itemId: PRODUCT, name: 'Shampoo', unitPrice: 6800, quantity: 5 })]);
    const r = await h.call('POST', `${base}/sales`, { as: 'ownerA', body });
    expect(r.status).toBe(201);
    expect((r.json as SaleRow).anomalies).toEqual(['stock_below_zero']);
    expect(await stockOf(h)).toBe(-3);
    const review = await h.call('GET', `${base}/sale-anomalies`, { as: 'ownerA' });
    expect((review.json as { recordId: string; kind: string }[]).filter((a) => a.recordId === body.id).map((a) => a.kind)).toEqual(['stock_below_zero']);
  });

  it('flags totals that do not add up and repeated receipt numbers, and still records the money', async () => {
    const first = sale([line({})]);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: first })).status).toBe(201);
    const odd = sale([line({})], { receiptNumber: first.receiptNumber });
    odd.totals = { ...odd.totals, tax: 0, total: 8500 };
    odd.payments = [{ id: uuid(), method: 'card', amount: 8500, tendered: null, reference: 'x' }];
    const r = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: odd });
    expect(r.status).toBe(201);
    expect((r.json as SaleRow).anomalies.sort()).toEqual(['receipt_number_repeated', 'totals_mismatch']);
  });

  it('validates the body and checks the pos permission', async () => {
    const empty = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: { ...sale([line({})]), lines: [] } });
    expect(empty.status).toBe(400);
    expect((empty.json as Problem).errors).toMatchObject({ lines: 'validation.emptyCart' });
    const unknownBranch = await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale([line({})], { branchId: uuid() }) });
    expect((unknownBranch.json as Problem).errors).toEqual({ branchId: 'validation.unknownBranch' });
    expect((await h.call('POST', `${base}/sales`, { as: 'nobodyA', body: sale([line({})]) })).status).toBe(403);
    expect((await h.call('POST', `${base}/sales`, { as: 'clerkA', body: sale([line({})]) })).status).toBe(201);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerB', body: sale([line({})]) })).status).toBe(403);
  });

  it('keeps voucher and credit balances as ledgers and flags over-redemption', async () => {
    const customer = uuid();
    await h.call('POST', `${base}/customers`, { as: 'ownerA', body: { id: customer, firstName: 'Vee' } });
    const voucher = line({ kind: 'voucher', itemId: null, name: 'Gift voucher', unitPrice: 5000, voucherCode: 'GIFT-ABCD' });
    const topUp = line({ kind: 'credit', itemId: null, name: 'Credit top-up', unitPrice: 10_000 });
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sale([voucher, topUp], { customerId: customer }) })).status).toBe(201);

    const redeem = (amount: number, method: 'voucher' | 'credit') => {
      const s = sale([line({ unitPrice: amount })], { customerId: customer, rates: { ...RATES, taxBp: 0 } });
      s.totals = { ...s.totals, tax: 0, total: amount };
      s.payments = [{ id: uuid(), method, amount, tendered: null, reference: method === 'voucher' ? 'gift-abcd' : '' }];
      return h.call('POST', `${base}/sales`, { as: 'ownerA', body: s });
    };
    expect((await redeem(3000, 'voucher')).json).toMatchObject({ anomalies: [] });
    expect((await redeem(3000, 'voucher')).json).toMatchObject({ anomalies: ['voucher_over_redeemed'] });
    expect((await redeem(4000, 'credit')).json).toMatchObject({ anomalies: [] });

    const feed = await h.call('GET', `${base}/changes?since=0&limit=5000`, { as: 'ownerA' });
    const balances = (feed.json as ChangesResponse).changes.flatMap((c) => (c.table === 'balances' && c.op === 'put' ? [c.row as BalanceRow] : []));
    expect(balances.find((b) => b.kind === 'voucher')).toMatchObject({ code: 'GIFT-ABCD', balance: -1000 });
    expect(balances.find((b) => b.kind === 'credit')).toMatchObject({ customerId: customer, balance: 6000 });
  });

  it('refunds with a reason as a new record, restocks, and needs the payment permission', async () => {
    const product = line({ kind: 'product', itemId: PRODUCT, name: 'Shampoo', unitPrice: 6800, quantity: 2 });
    const s = sale([product], {}, 'cash');
    await h.call('POST', `${base}/sales`, { as: 'clerkA', body: s });
    const stock = await stockOf(h);
    const refund = { id: uuid(), saleId: s.id, kind: 'refund', amount: 6800, method: 'cash', reason: 'Wrong shade', restock: [{ lineId: product.id, quantity: 1 }], deviceId: DEVICE, shiftId: null, refundedAt: new Date().toISOString() };
    expect((await h.call('POST', `${base}/refunds`, { as: 'clerkA', body: refund })).status).toBe(403);
    const noReason = await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: { ...refund, reason: ' ' } });
    expect((noReason.json as Problem).errors).toEqual({ reason: 'validation.reasonRequired' });
    const ok = await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: refund });
    expect(ok.status).toBe(201);
    expect(ok.json).toMatchObject({ saleId: s.id, amount: 6800, reason: 'Wrong shade' } satisfies Partial<RefundRow>);
    expect(await stockOf(h)).toBe(stock + 1);
    const over = await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: { ...refund, id: uuid(), kind: 'void', amount: 10_000, restock: [] } });
    expect(over.status).toBe(201);
    const flagged = await h.db.query<{ kind: string }>('SELECT kind FROM sale_anomalies WHERE business_id = $1 AND record_id = $2', [FX.bizA, (over.json as RefundRow).id]);
    expect(flagged.map((f) => f.kind)).toEqual(['refund_exceeds_sale']);
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: { ...refund, id: uuid(), saleId: uuid() } })).status).toBe(404);
  });

  it('opens a shift, appends cash movements once, and closes it with a Z report', async () => {
    const shiftId = uuid();
    const opened = await h.call('POST', `${base}/shifts`, { as: 'clerkA', body: { id: shiftId, branchId: FX.branchA, deviceId: DEVICE, openingFloat: 20_000, openedAt: new Date().toISOString() } });
    expect(opened.status).toBe(201);
    const move = { id: uuid(), kind: 'out', amount: 1500, note: 'Milk', at: new Date().toISOString() };
    await h.call('POST', `${base}/shifts/${shiftId}/movements`, { as: 'clerkA', body: move });
    const twice = await h.call('POST', `${base}/shifts/${shiftId}/movements`, { as: 'clerkA', body: move });
    expect((twice.json as ShiftRow).movements).toHaveLength(1);
    const s = sale([line({})], { shiftId }, 'cash');
    await h.call('POST', `${base}/sales`, { as: 'clerkA', body: s });
    const closed = await h.call('POST', `${base}/shifts/${shiftId}/close`, { as: 'clerkA', body: { countedCash: 27_000, zNumber: 'Z-A-DEV01-0001', closedAt: new Date().toISOString() } });
    expect(closed.status).toBe(200);
    const z = (closed.json as ShiftRow).zReport;
    expect(z).toMatchObject({ salesCount: 1, expectedCash: 20_000 - 1500 + 9180, countedCash: 27_000, difference: 27_000 - 27_680 });
    expect((closed.json as ShiftRow).status).toBe('closed');
    expect((await h.call('POST', `${base}/shifts/${uuid()}/close`, { as: 'clerkA', body: { countedCash: 0, zNumber: 'Z', closedAt: new Date().toISOString() } })).status).toBe(404);
  });

  it('feeds money records by payment permission', async () => {
    const feed = async (as: 'ownerA' | 'viewerA' | 'clerkA') =>
      ((await h.call('GET', `${base}/changes?since=0&limit=5000`, { as })).json as ChangesResponse).changes.filter((c) => c.table === 'sales');
    expect((await feed('ownerA')).length).toBeGreaterThan(3);
    expect(await feed('viewerA')).toEqual([]);
  });

  it('serves default checkout settings and lets org admins change a section', async () => {
    const path = `${base}/checkoutSettings/${FX.bizA}`;
    const got = await h.call('GET', path, { as: 'clerkA' });
    expect((got.json as CheckoutSettingsRow).charges.sst).toEqual({ enabled: true, rateBp: 800, onServices: true, onProducts: false });
    const charges = { ...(got.json as CheckoutSettingsRow).charges, serviceCharge: { enabled: true, rateBp: 1000 } };
    expect((await h.call('PATCH', path, { as: 'clerkA', body: { charges } })).status).toBe(403);
    const patched = await h.call('PATCH', path, { as: 'ownerA', body: { charges } });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ id: FX.bizA, charges: { serviceCharge: { enabled: true, rateBp: 1000 } }, receipt: { footer: 'Thank you! Please come again.' } });
    const bad = await h.call('PATCH', path, { as: 'ownerA', body: { charges: { ...charges, sst: { ...charges.sst, rateBp: 20_000 } } } });
    expect((bad.json as Problem).errors).toEqual({ 'charges.sst.rateBp': 'validation.invalidRate' });
  });
});
