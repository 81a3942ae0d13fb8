import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ProductRow, Problem, ServiceRow } from '@/lib/api-types';
import { backends } from './helpers/backends';
import { signInCatalogueMembers } from './helpers/catalogue';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const services = `/b/${FX.bizA}/services`;
const products = `/b/${FX.bizA}/products`;

describe.each(backends())('catalogue services and products on $name', (backend) => {
  let h: Harness;
  let viewer: string;
  let editor: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    ({ viewer, editor } = await signInCatalogueMembers(h.db, 'c0'));
  });
  afterAll(async () => {
    await h.stop();
  });

  it('creates a service with every field, patches only the sent ones, and archives it', async () => {
    const id = crypto.randomUUID();
    const created = await h.call('POST', services, {
      token: editor,
      body: {
        id, name: ' Balayage ', category: 'Hair', description: 'Hand-painted colour', durationMinutes: 120, processingMinutes: 30, bufferMinutes: 10,
        price: 38000, levelPrices: [{ level: 'Senior', price: 42000 }], sst: false, color: '#9C3A82', memberIds: [USERS.ownerA.id], branchIds: [FX.branchA],
        onlineBookable: false, imageUrl: 'https://img.example/balayage.jpg',
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ id, name: 'Balayage', processingMinutes: 30, levelPrices: [{ level: 'Senior', price: 42000 }], memberIds: [USERS.ownerA.id], active: true, version: 1 });
    const patched = await h.call('PATCH', `${services}/${id}`, { token: editor, body: { price: 39000, active: false } });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ price: 39000, active: false, description: 'Hand-painted colour', branchIds: [FX.branchA], version: 2 });
    const got = await h.call('GET', `${services}/${id}`, { token: viewer });
    expect(got.json).toEqual(patched.json);
    const list = await h.call('GET', services, { token: viewer });
    expect((list.json as ServiceRow[]).map((s) => s.id)).toContain(id);
  });

  it('checks access by catalogue level: view 1, edit 2, delete 3', async () => {
    const id = crypto.randomUUID();
    const body = { id, name: 'Trim', durationMinutes: 15, price: 2000 };
    expect((await h.call('GET', services, { as: 'nobodyA' })).status).toBe(403);
    expect((await h.call('GET', products, { as: 'clerkA' })).status).toBe(403);
    expect((await h.call('POST', services, { token: viewer, body })).status).toBe(403);
    expect((await h.call('POST', services, { as: 'ownerB', body })).status).toBe(403);
    expect((await h.call('POST', services, { token: editor, body })).status).toBe(201);
    expect((await h.call('PATCH', `${services}/${id}`, { token: viewer, body: { price: 1 } })).status).toBe(403);
    expect((await h.call('DELETE', `${services}/${id}`, { token: editor })).status).toBe(403);
    expect((await h.call('DELETE', `${services}/${id}`, { as: 'ownerA' })).status).toBe(204);
    expect((await h.call('GET', `${services}/${id}`, { as: 'ownerA' })).status).toBe(404);
  });

  it('answers bad input with field-level keys', async () => {
    const bad = await h.call('POST', services, {
      as: 'ownerA',
      body: { id: crypto.randomUUID(), name: ' ', durationMinutes: 0, price: -1, color: 'blue', imageUrl: 'ftp:x' },
    });
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).errors).toMatchObject({
      name: 'catalogues.validation.nameRequired',
      durationMinutes: 'catalogues.validation.durationRequired',
      price: 'catalogues.validation.notNegative',
      color: 'catalogues.validation.invalidColor',
      imageUrl: 'catalogues.validation.invalidUrl',
    });
    const branch = await h.call('POST', services, { as: 'ownerA', body: { id: crypto.randomUUID(), name: 'X', durationMinutes: 5, price: 0, branchIds: [FX.branchB] } });
    expect(branch.status).toBe(400);
    expect((branch.json as Problem).errors).toEqual({ branchIds: 'validation.unknownBranch' });
    const empty = await h.call('PATCH', `${products}/${crypto.randomUUID()}`, { as: 'ownerA', body: {} });
    expect(empty.status).toBe(400);
    const lowStock = await h.call('POST', products, { as: 'ownerA', body: { id: crypto.randomUUID(), name: 'Gel', price: 100, lowStock: { 'not-a-branch': 1 } } });
    expect(lowStock.status).toBe(400);
  });

  it('keeps product SKUs unique and refuses to delete a product with stock history', async () => {
    const id = crypto.randomUUID();
    const created = await h.call('POST', products, {
      as: 'ownerA',
      body: { id, name: 'Argan Oil', sku: 'ARG-50', barcode: '9555000000011', price: 6900, cost: 3100, lowStock: { [FX.branchA]: 5 } },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ sku: 'ARG-50', cost: 3100, lowStock: { [FX.branchA]: 5 }, stock: 0, sst: true });
    const twin = await h.call('POST', products, { as: 'ownerA', body: { id: crypto.randomUUID(), name: 'Other', sku: 'arg-50', price: 1 } });
    expect(twin.status).toBe(409);
    expect((twin.json as Problem).errors).toEqual({ sku: 'catalogues.validation.skuTaken' });
    await h.db.query(`INSERT INTO stock_movements (business_id, id, product_id, delta, reason) VALUES ($1, $2, $3, 4, 'received')`, [FX.bizA, crypto.randomUUID(), id]);
    const refused = await h.call('DELETE', `${products}/${id}`, { as: 'ownerA' });
    expect(refused.status).toBe(409);
    expect((refused.json as Problem).errors).toEqual({ id: 'catalogues.errors.referenced' });
    const archived = await h.call('PATCH', `${products}/${id}`, { as: 'ownerA', body: { active: false } });
    expect(archived.json).toMatchObject({ active: false, stock: 4 });
    const feed = await h.call('GET', `/b/${FX.bizA}/changes?since=0&tables=products`, { as: 'clerkA' });
    const change = (feed.json as { changes: { id: string; row?: ProductRow }[] }).changes.find((c) => c.id === id);
    expect(change?.row).toEqual(archived.json);
  });
});
