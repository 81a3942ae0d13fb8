import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, Problem } from '@/lib/api-types';
import type { CartLine, SaleCreateInput } from '@/lib/checkout/sale-schema';
import type { CommissionPatternRow } from '@/lib/commissions/rows';
import { backends } from './helpers/backends';
import { seedCatalogue } from './helpers/catalogue';
import { addMemberAndSignIn } from './helpers/extra-users';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';
import { saleBody } from './helpers/sale-body';

const base = `/b/${FX.bizA}`;
const patterns = `${base}/commission-patterns`;
const uuid = () => crypto.randomUUID();
const SERVICE = '11111111-1111-4111-8111-00000000e001';
const PRODUCT = '11111111-1111-4111-8111-00000000e002';
const DEVICE = '11111111-1111-4111-8111-00000000e0d1';
const TILL = { id: DEVICE, prefix: 'C-DEV01' };
const RATES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };
const STYLIST = { id: '11111111-1111-4111-8111-0000000000e1', email: 'commission.stylist@fixture.test' };
const MANAGER = { id: '11111111-1111-4111-8111-0000000000e2', email: 'commission.manager@fixture.test' };

const line = (over: Partial<CartLine>): CartLine => ({
  id: uuid(), kind: 'service', itemId: SERVICE, name: 'Colour', unitPrice: 20_000, quantity: 1, staffId: STYLIST.id, discount: null, note: '', voucherCode: null, ...over,
});

const sale = (lines: CartLine[], soldAt = new Date().toISOString()): SaleCreateInput => saleBody(TILL, lines, { rates: RATES, reference: 'X' }, { soldAt });

describe.each(backends())('commission patterns on $name', (backend) => {
  let h: Harness;
  let stylist: string;
  let manager: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    await seedCatalogue(h.db, { services: [{ id: SERVICE, name: 'Colour', price: 20_000, durationMinutes: 90 }], products: [{ id: PRODUCT, name: 'Serum', price: 5_000 }] });
    await h.db.query("UPDATE services SET category = 'Colour' WHERE business_id = $1 AND id = $2", [FX.bizA, SERVICE]);
    stylist = await addMemberAndSignIn(h.db, { id: STYLIST.id, businessId: FX.bizA, email: STYLIST.email, permissions: { pos: true, catalogues: 3, commissions: { view_comms_value: false } }, branchIds: [FX.branchA] });
    manager = await addMemberAndSignIn(h.db, { id: MANAGER.id, businessId: FX.bizA, email: MANAGER.email, permissions: { catalogues: 1, commissions: { view_comms_value: true } }, branchIds: [FX.branchA] });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('creates, patches and archives a pattern; only holders of the commission-values right reach it', async () => {
    const id = uuid();
    const body = { id, name: ' Colourists ', itemKind: 'service', category: 'Colour', type: 'percent', value: 1000, tiers: [{ fromSales: 100_000, value: 1500 }], memberIds: [STYLIST.id] };
    expect((await h.call('POST', patterns, { token: stylist, body })).status).toBe(403);
    expect((await h.call('GET', patterns, { token: stylist })).status).toBe(403);
    expect((await h.call('GET', patterns, { as: 'clerkA' })).status).toBe(403);
    expect((await h.call('POST', patterns, { as: 'ownerB', body })).status).toBe(403);
    const created = await h.call('POST', patterns, { token: manager, body });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ id, name: 'Colourists', itemKind: 'service', value: 1000, tiers: [{ fromSales: 100_000, value: 1500 }], active: true });
    const patched = await h.call('PATCH', `${patterns}/${id}`, { as: 'ownerA', body: { value: 1200 } });
    expect(patched.json).toMatchObject({ value: 1200, category: 'Colour', memberIds: [STYLIST.id], version: 2 });
    expect(((await h.call('GET', patterns, { token: manager })).json as CommissionPatternRow[]).map((p) => p.id)).toContain(id);
    const archived = await h.call('PATCH', `${patterns}/${id}`, { as: 'ownerA', body: { active: false } });
    expect((archived.json as CommissionPatternRow).active).toBe(false);
    expect((await h.call('DELETE', `${patterns}/${id}`, { token: manager })).status).toBe(204);
  });

  it('refuses bad input at the field: over 100%, falling tiers, an unknown member', async () => {
    const body = { id: uuid(), name: 'Bad', itemKind: 'any', type: 'percent', value: 12_000, memberIds: [] };
    const over = await h.call('POST', patterns, { as: 'ownerA', body });
    expect(over.status).toBe(400);
    expect((over.json as Problem).errors).toMatchObject({ value: 'commissions.validation.percentTooLarge' });
    const falling = await h.call('POST', patterns, { as: 'ownerA', body: { ...body, value: 1000, tiers: [{ fromSales: 500, value: 1 }, { fromSales: 100, value: 2 }] } });
    expect((falling.json as Problem).errors).toMatchObject({ tiers: 'commissions.validation.tiersRising' });
    const stranger = await h.call('POST', patterns, { as: 'ownerA', body: { ...body, value: 1000, memberIds: [uuid()] } });
    expect((stranger.json as Problem).errors).toMatchObject({ memberIds: 'catalogues.validation.unknownMember' });
    const created = await h.call('POST', patterns, { as: 'ownerA', body: { ...body, type: 'amount', value: 12_000 } });
    expect(created.status).toBe(201);
    const toPercent = await h.call('PATCH', `${patterns}/${body.id}`, { as: 'ownerA', body: { type: 'percent' } });
    expect((toPercent.json as Problem).errors).toMatchObject({ value: 'commissions.validation.percentTooLarge' });
    await h.call('DELETE', `${patterns}/${body.id}`, { as: 'ownerA' });
  });

  it('records the commission of each staffed line with the sale, tiers by the month, and feeds it only to those who may see values', async () => {
    const colour = uuid();
    const retail = uuid();
    await h.call('POST', patterns, { as: 'ownerA', body: { id: colour, name: 'Colour', itemKind: 'service', category: 'colour', type: 'percent', value: 1000, tiers: [{ fromSales: 30_000, value: 2000 }], memberIds: [STYLIST.id] } });
    await h.call('POST', patterns, { as: 'ownerA', body: { id: retail, name: 'Retail', itemKind: 'product', type: 'amount', value: 300, memberIds: [STYLIST.id] } });
    const first = sale([line({}), line({ kind: 'product', itemId: PRODUCT, name: 'Serum', unitPrice: 5_000, quantity: 2 }), line({ staffId: null })]);
    expect((await h.call('POST', `${base}/sales`, { token: stylist, body: first })).status).toBe(201);
    const second = sale([line({})]);
    expect((await h.call('POST', `${base}/sales`, { token: stylist, body: second })).status).toBe(201);
    // A repeated sale records nothing twice.
    expect((await h.call('POST', `${base}/sales`, { token: stylist, body: second })).status).toBe(200);

    const rows = await h.db.query<{ sale_id: string; pattern_id: string; amount: string; sales_amount: string }>(
      'SELECT sale_id::text, pattern_id::text, amount::text, sales_amount::text FROM sale_commissions WHERE business_id = $1 ORDER BY seq',
      [FX.bizA],
    );
    expect(rows.map((r) => [r.sale_id, r.pattern_id, Number(r.sales_amount), Number(r.amount)])).toEqual([
      [first.id, colour, 20_000, 2_000],
      [first.id, retail, 10_000, 600],
      // 20,000 + 20,000 reaches the 30,000 tier: 20%.
      [second.id, colour, 20_000, 4_000],
    ]);

    const seen = (await h.call('GET', `${base}/changes?since=0&limit=5000`, { token: manager })).json as ChangesResponse;
    expect(seen.changes.filter((c) => c.table === 'saleCommissions')).toHaveLength(3);
    expect(seen.changes.some((c) => c.table === 'commissionPatterns' && c.id === colour)).toBe(true);
    const hidden = (await h.call('GET', `${base}/changes?since=0&limit=5000`, { token: stylist })).json as ChangesResponse;
    expect(hidden.changes.filter((c) => c.table === 'saleCommissions' || c.table === 'commissionPatterns')).toEqual([]);

    const refused = await h.call('DELETE', `${patterns}/${colour}`, { as: 'ownerA' });
    expect(refused.status).toBe(409);
  });
});
