import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow, Problem } from '@/lib/api-types';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const products = `/b/${FX.bizA}/products`;
const BRANCH_2 = '11111111-1111-4111-8111-0000000000b2';

describe.each(backends())('catalogue stock on $name', (backend) => {
  let h: Harness;
  const lowStockTitles = async (productId: string) =>
    (
      await h.db.query<{ message_title: string; user_id: string }>(
        `SELECT message_title, user_id::text AS user_id FROM notifications WHERE business_id = $1 AND type = 'LOW_STOCK' AND deep_link LIKE $2`,
        [FX.bizA, `%${productId}`],
      )
    ).map((r) => r.message_title);
  const move = (id: string, body: Record<string, unknown>, as: 'ownerA' | 'clerkA' = 'ownerA') =>
    h.call('POST', `${products}/${id}/stock`, { as, body: { movementId: crypto.randomUUID(), ...body } });

  beforeAll(async () => {
    h = await startHarness(backend);
    await h.db.tx(async (q) => {
      await lockBusiness(q, FX.bizA);
      const seq = await nextSeq(q, FX.bizA);
      await q.query(`INSERT INTO branches (business_id, id, seq, name) VALUES ($1, $2, $3, 'Salon A Annex')`, [FX.bizA, BRANCH_2, seq]);
    });
  });
  afterAll(async () => {
    await h.stop();
  });

  async function newProduct(lowStock: Record<string, number> = {}): Promise<string> {
    const id = crypto.randomUUID();
    expect((await h.call('POST', products, { as: 'ownerA', body: { id, name: `Serum ${id.slice(0, 4)}`, price: 5000, lowStock } })).status).toBe(201);
    return id;
  }

  it('receives, adjusts and transfers per branch; on hand is the sum', async () => {
    const id = await newProduct();
    const received = await move(id, { kind: 'receive', branchId: FX.branchA, quantity: 10, unitCost: 2100, note: 'PO 1182' });
    expect(received.status).toBe(200);
    expect(received.json).toMatchObject({ stock: 10, stockByBranch: { [FX.branchA]: 10 } });
    await move(id, { kind: 'adjust', branchId: FX.branchA, quantity: -1, reason: 'damage' });
    const moved = await move(id, { kind: 'transfer', branchId: FX.branchA, toBranchId: BRANCH_2, quantity: 4 });
    expect(moved.json).toMatchObject({ stock: 9, stockByBranch: { [FX.branchA]: 5, [BRANCH_2]: 4 } });
    const costs = await h.db.query<{ reason: string; unit_cost: string | null }>(
      'SELECT reason, unit_cost::text AS unit_cost FROM stock_movements WHERE business_id = $1 AND product_id = $2 ORDER BY created_at, reason',
      [FX.bizA, id],
    );
    expect(costs.map((c) => c.reason).sort()).toEqual(['damage', 'received', 'transfer_in', 'transfer_out']);
    expect(costs.find((c) => c.reason === 'received')?.unit_cost).toBe('2100');
    const feed = await h.call('GET', `/b/${FX.bizA}/changes?since=0&tables=products`, { as: 'clerkA' });
    const row = (feed.json as { changes: { id: string; row?: ProductRow }[] }).changes.find((c) => c.id === id)?.row;
    expect(row?.stockByBranch).toEqual({ [FX.branchA]: 5, [BRANCH_2]: 4 });
  });

  it('tells branch admins once per crossing of the low-stock threshold', async () => {
    const id = await newProduct({ [FX.branchA]: 3 });
    await move(id, { kind: 'receive', branchId: FX.branchA, quantity: 5 });
    expect(await lowStockTitles(id)).toEqual([]);
    await move(id, { kind: 'adjust', branchId: FX.branchA, quantity: -2, reason: 'use_in_service' });
    const first = await lowStockTitles(id);
    expect(first.length).toBeGreaterThan(0);
    expect(first[0]).toMatch(/^Low stock: Serum .+ at Salon A Main \(3 left\)$/);
    await move(id, { kind: 'adjust', branchId: FX.branchA, quantity: -1, reason: 'damage' });
    expect((await lowStockTitles(id)).length).toBe(first.length);
    await move(id, { kind: 'receive', branchId: FX.branchA, quantity: 10 });
    await move(id, { kind: 'adjust', branchId: FX.branchA, quantity: -10, reason: 'count' });
    expect((await lowStockTitles(id)).length).toBe(first.length * 2);
  });

  it('deducts a sale from the branch it was sold at', async () => {
    const id = await newProduct();
    await move(id, { kind: 'receive', branchId: BRANCH_2, quantity: 2 });
    const saleId = crypto.randomUUID();
    await h.db.tx(async (q) => {
      const { moveStock } = await import('@server/routes/checkout-ledger');
      await lockBusiness(q, FX.bizA);
      await moveStock(q, FX.bizA, { productId: id, branchId: BRANCH_2, delta: -1, reason: 'sale', refId: saleId });
    });
    const got = await h.call('GET', `${products}/${id}`, { as: 'ownerA' });
    expect(got.json).toMatchObject({ stock: 1, stockByBranch: { [BRANCH_2]: 1 } });
  });

  it('checks access and bad input', async () => {
    const id = await newProduct();
    expect((await move(id, { kind: 'receive', branchId: FX.branchA, quantity: 1 }, 'clerkA')).status).toBe(403);
    const zero = await move(id, { kind: 'adjust', branchId: FX.branchA, quantity: 0 });
    expect(zero.status).toBe(400);
    expect((zero.json as Problem).errors).toEqual({ quantity: 'catalogues.validation.notZero', reason: 'catalogues.validation.reasonRequired' });
    const same = await move(id, { kind: 'transfer', branchId: FX.branchA, toBranchId: FX.branchA, quantity: 1 });
    expect((same.json as Problem).errors).toEqual({ toBranchId: 'catalogues.validation.sameBranch' });
    const foreign = await move(id, { kind: 'receive', branchId: FX.branchB, quantity: 1 });
    expect(foreign.status).toBe(400);
    expect((foreign.json as Problem).errors).toEqual({ branchId: 'validation.unknownBranch' });
    expect((await move(crypto.randomUUID(), { kind: 'receive', branchId: FX.branchA, quantity: 1 })).status).toBe(404);
  });
});

describe.each(backends())('stock counts on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('posts each counted difference from on hand as a count adjustment', async () => {
    const [a, b] = [crypto.randomUUID(), crypto.randomUUID()];
    for (const id of [a, b]) await h.call('POST', products, { as: 'ownerA', body: { id, name: `Wax ${id.slice(0, 4)}`, category: 'Styling', price: 3000 } });
    await h.call('POST', `${products}/${a}/stock`, { as: 'ownerA', body: { movementId: crypto.randomUUID(), kind: 'receive', branchId: FX.branchA, quantity: 6 } });
    const count = `/b/${FX.bizA}/branches/${FX.branchA}/stock-count`;
    const posted = await h.call('POST', count, { as: 'ownerA', body: { countId: crypto.randomUUID(), counts: [{ productId: a, counted: 4 }, { productId: b, counted: 0 }] } });
    expect(posted.status).toBe(200);
    expect((posted.json as { adjustments: unknown[] }).adjustments).toEqual([{ productId: a, delta: -2 }]);
    expect((await h.call('GET', `${products}/${a}`, { as: 'ownerA' })).json).toMatchObject({ stockByBranch: { [FX.branchA]: 4 } });
    expect((await h.call('POST', count, { as: 'clerkA', body: { countId: crypto.randomUUID(), counts: [{ productId: a, counted: 1 }] } })).status).toBe(403);
    const empty = await h.call('POST', count, { as: 'ownerA', body: { countId: crypto.randomUUID(), counts: [] } });
    expect((empty.json as Problem).errors).toEqual({ counts: 'catalogues.validation.nothingCounted' });
    const unknown = await h.call('POST', count, { as: 'ownerA', body: { countId: crypto.randomUUID(), counts: [{ productId: crypto.randomUUID(), counted: 1 }] } });
    expect((unknown.json as Problem).errors).toEqual({ counts: 'catalogues.validation.unknownProduct' });
  });
});
