import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchResponse, ChangesResponse } from '@/lib/api-types';
import type { CartLine, RefundCreateInput, SaleCreateInput } from '@/lib/checkout/sale-schema';
import type { SaleCommissionRow } from '@/lib/commissions/rows';
import { commissionReversalId } from '@/lib/commissions/reversal';
import { backends } from './helpers/backends';
import { seedCatalogue } from './helpers/catalogue';
import { addMemberAndSignIn } from './helpers/extra-users';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { saleBody } from './helpers/sale-body';

const base = `/b/${FX.bizA}`;
const uuid = () => crypto.randomUUID();
const SERVICE = '11111111-1111-4111-8111-00000000f001';
const PRODUCT = '11111111-1111-4111-8111-00000000f002';
const DEVICE = '11111111-1111-4111-8111-00000000f0d1';
const TILL = { id: DEVICE, prefix: 'R-DEV01' };
const RATES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };
const STYLIST = { id: '11111111-1111-4111-8111-0000000000f1', email: 'reversal.stylist@fixture.test' };
const MANAGER = { id: '11111111-1111-4111-8111-0000000000f2', email: 'reversal.manager@fixture.test' };

const line = (over: Partial<CartLine>): CartLine => ({
  id: uuid(), kind: 'service', itemId: SERVICE, name: 'Colour', unitPrice: 20_000, quantity: 1, staffId: STYLIST.id, discount: null, note: '', voucherCode: null, ...over,
});

const sale = (lines: CartLine[]): SaleCreateInput => saleBody(TILL, lines, { rates: RATES, reference: 'X' });

const refund = (saleId: string, amount: number): RefundCreateInput => ({
  id: uuid(), saleId, kind: 'refund', amount, method: 'card', reason: 'Unhappy with the colour', restock: [], deviceId: DEVICE, shiftId: null, refundedAt: new Date().toISOString(),
});

describe.each(backends())('refunds reverse commissions on $name', (backend) => {
  let h: Harness;
  let manager: string;
  let stylist: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    await seedCatalogue(h.db, { services: [{ id: SERVICE, name: 'Colour', price: 20_000, durationMinutes: 90 }], products: [{ id: PRODUCT, name: 'Serum', price: 5_000 }] });
    stylist = await addMemberAndSignIn(h.db, { id: STYLIST.id, businessId: FX.bizA, email: STYLIST.email, permissions: { pos: true, payment: 2, commissions: { view_comms_value: false } }, branchIds: [FX.branchA] });
    manager = await addMemberAndSignIn(h.db, { id: MANAGER.id, businessId: FX.bizA, email: MANAGER.email, permissions: { catalogues: 1, commissions: { view_comms_value: true } }, branchIds: [FX.branchA] });
    const patterns = `${base}/commission-patterns`;
    expect((await h.call('POST', patterns, { as: 'ownerA', body: { id: uuid(), name: 'Colour', itemKind: 'service', type: 'percent', value: 1000, memberIds: [STYLIST.id] } })).status).toBe(201);
    expect((await h.call('POST', patterns, { as: 'ownerA', body: { id: uuid(), name: 'Retail', itemKind: 'product', type: 'amount', value: 300, memberIds: [STYLIST.id] } })).status).toBe(201);
  });
  afterAll(async () => {
    await h.stop();
  });

  const ledgerOf = async (saleId: string) =>
    h.db.query<{ id: string; line_id: string; refund_id: string | null; amount: string; sales_amount: string }>(
      'SELECT id::text, line_id::text, refund_id::text, amount::text, sales_amount::text FROM sale_commissions WHERE business_id = $1 AND sale_id = $2 ORDER BY seq',
      [FX.bizA, saleId],
    );

  it('a refund of part of a sale records minus that share of each commission, in its transaction, once however often it is sent', async () => {
    const colour = line({});
    const serum = line({ kind: 'product', itemId: PRODUCT, name: 'Serum', unitPrice: 5_000, quantity: 2 });
    const sold = sale([colour, serum]);
    expect((await h.call('POST', `${base}/sales`, { token: stylist, body: sold })).status).toBe(201);
    // 10% of 20,000 and 2 × 300: 2,000 and 600 on a sale of 30,000.
    expect((await ledgerOf(sold.id)).map((r) => [r.line_id, r.refund_id, Number(r.amount)])).toEqual([[colour.id, null, 2_000], [serum.id, null, 600]]);
    const hidden = (await h.call('GET', `${base}/changes?since=0&limit=5000&tables=saleCommissions`, { token: stylist })).json as ChangesResponse;
    expect(hidden.changes).toEqual([]);

    const half = refund(sold.id, 15_000);
    const key = uuid();
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', key, body: half })).status).toBe(201);
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', key, body: half })).status).toBe(201);
    // The same refund under another key (another device's retry) is the stored one.
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: half })).status).toBe(200);

    const reversals = (await ledgerOf(sold.id)).filter((r) => r.refund_id !== null);
    expect(reversals.map((r) => [r.id, r.line_id, r.refund_id, Number(r.amount), Number(r.sales_amount)])).toEqual([
      [commissionReversalId(half.id, colour.id), colour.id, half.id, -1_000, -10_000],
      [commissionReversalId(half.id, serum.id), serum.id, half.id, -300, -5_000],
    ]);

    // The reversal rows go down the feed (dated on the refund), to those who may see commission values only.
    const seen = (await h.call('GET', `${base}/changes?since=0&limit=5000&tables=saleCommissions`, { token: manager })).json as ChangesResponse;
    const fed = seen.changes.flatMap((c) => (c.table === 'saleCommissions' && 'row' in c ? [c.row as SaleCommissionRow] : [])).filter((r) => r.refundId === half.id);
    expect(fed.map((r) => r.amount).sort((a, b) => a - b)).toEqual([-1_000, -300]);
    expect(fed.every((r) => r.soldAt === new Date(half.refundedAt).toISOString() && r.saleId === sold.id)).toBe(true);
  });

  it('a second refund takes back only what is left, and a batch replayed records its reversals once', async () => {
    const colour = line({});
    const sold = sale([colour]);
    expect((await h.call('POST', `${base}/sales`, { token: stylist, body: sold })).status).toBe(201);
    const first = refund(sold.id, 15_000);
    const second = refund(sold.id, 15_000);
    const entries = [first, second].map((body) => ({ method: 'POST', path: `${base}/refunds`, body, idempotencyKey: uuid() }));
    const sent = await h.call('POST', `${base}/batch`, { as: 'ownerA', key: null, body: { entries } });
    expect((sent.json as BatchResponse).results.map((r) => r.status)).toEqual([201, 201]);
    const replayed = await h.call('POST', `${base}/batch`, { as: 'ownerA', key: null, body: { entries } });
    expect((replayed.json as BatchResponse).results.map((r) => r.replayed)).toEqual([true, true]);

    // 2,000 earned on 20,000: the first refund takes 1,500 (75%), the second only the 500 left.
    const reversals = (await ledgerOf(sold.id)).filter((r) => r.refund_id !== null);
    expect(reversals.map((r) => [r.refund_id, Number(r.amount)])).toEqual([[first.id, -1_500], [second.id, -500]]);
  });

  it('a refund of a sale that earned no commission records nothing', async () => {
    const sold = sale([line({ staffId: null })]);
    expect((await h.call('POST', `${base}/sales`, { as: 'ownerA', body: sold })).status).toBe(201);
    expect((await h.call('POST', `${base}/refunds`, { as: 'ownerA', body: refund(sold.id, 5_000) })).status).toBe(201);
    expect(await ledgerOf(sold.id)).toEqual([]);
  });
});
