import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { PackageRow } from '@/lib/checkout/rows';
import { lockBusiness, nextSeq } from '@server/db/seq';
import { backends } from './helpers/backends';
import { signInCatalogueMembers } from './helpers/catalogue';
import { FX, USERS } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const packages = `/b/${FX.bizA}/packages`;

describe.each(backends())('catalogue packages on $name', (backend) => {
  let h: Harness;
  let viewer: string;
  let editor: string;
  let serviceId: string;
  let productId: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    ({ viewer, editor } = await signInCatalogueMembers(h.db, 'd0'));
    serviceId = crypto.randomUUID();
    productId = crypto.randomUUID();
    expect((await h.call('POST', `/b/${FX.bizA}/services`, { as: 'ownerA', body: { id: serviceId, name: 'Scalp Treatment', durationMinutes: 45, price: 9000 } })).status).toBe(201);
    expect((await h.call('POST', `/b/${FX.bizA}/products`, { as: 'ownerA', body: { id: productId, name: 'Repair Mask', price: 5900 } })).status).toBe(201);
  });
  afterAll(async () => {
    await h.stop();
  });

  const body = (id: string) => ({
    id,
    name: ' Scalp Course ',
    price: 40_000,
    items: [
      { serviceId, productId: null, name: 'Scalp Treatment', sessions: 5 },
      { serviceId: null, productId, name: 'Repair Mask', sessions: 1 },
    ],
    validity: { kind: 'period', unit: 'months', count: 6 },
  });

  it('creates a package of a service and a product, patches its validity, and carries it on the feed', async () => {
    const id = crypto.randomUUID();
    const created = await h.call('POST', packages, { token: editor, body: body(id) });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ id, name: 'Scalp Course', category: '', sst: true, imageUrl: null, active: true, version: 1, validity: { kind: 'period', unit: 'months', count: 6 } });
    expect((created.json as PackageRow).items).toEqual(body(id).items);
    const patched = await h.call('PATCH', `${packages}/${id}`, { token: editor, body: { validity: { kind: 'custom', until: '2026-12-31' } } });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ price: 40_000, validity: { kind: 'custom', until: '2026-12-31' }, version: 2 });
    expect((await h.call('GET', `${packages}/${id}`, { token: viewer })).json).toEqual(patched.json);
    const feed = await h.call('GET', `/b/${FX.bizA}/changes?since=0&tables=packages`, { as: 'clerkA' });
    expect((feed.json as { changes: { id: string; row?: PackageRow }[] }).changes.find((c) => c.id === id)?.row).toEqual(patched.json);
  });

  it('checks access by catalogue level: view 1, edit 2, delete 3', async () => {
    const id = crypto.randomUUID();
    expect((await h.call('GET', packages, { as: 'nobodyA' })).status).toBe(403);
    expect((await h.call('POST', packages, { token: viewer, body: body(id) })).status).toBe(403);
    expect((await h.call('POST', packages, { as: 'ownerB', body: body(id) })).status).toBe(403);
    expect((await h.call('POST', packages, { token: editor, body: body(id) })).status).toBe(201);
    expect((await h.call('PATCH', `${packages}/${id}`, { token: viewer, body: { price: 1 } })).status).toBe(403);
    expect((await h.call('DELETE', `${packages}/${id}`, { token: editor })).status).toBe(403);
    expect((await h.call('DELETE', `${packages}/${id}`, { as: 'ownerA' })).status).toBe(204);
    expect((await h.call('GET', `${packages}/${id}`, { as: 'ownerA' })).status).toBe(404);
  });

  it('answers bad input with field-level keys', async () => {
    const bad = await h.call('POST', packages, {
      as: 'ownerA',
      body: { id: crypto.randomUUID(), name: '', price: -5, items: [], validity: { kind: 'period', unit: 'hours', count: 0 } },
    });
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).errors).toMatchObject({
      name: 'catalogues.validation.nameRequired',
      price: 'catalogues.validation.notNegative',
      items: 'catalogues.packages.itemsRequired',
      'validity.unit': 'catalogues.packages.invalidUnit',
      'validity.count': 'catalogues.validation.atLeastOne',
    });
    const both = await h.call('POST', packages, { as: 'ownerA', body: { ...body(crypto.randomUUID()), items: [{ serviceId, productId, name: 'X', sessions: 1 }] } });
    expect((both.json as Problem).errors).toEqual({ 'items.0.serviceId': 'catalogues.packages.itemRequired' });
    const unknown = await h.call('POST', packages, { as: 'ownerA', body: { ...body(crypto.randomUUID()), items: [{ serviceId: crypto.randomUUID(), productId: null, name: 'Ghost', sessions: 1 }] } });
    expect(unknown.status).toBe(400);
    expect((unknown.json as Problem).errors).toEqual({ items: 'catalogues.packages.unknownItem' });
  });

  it('refuses to delete a package a sale sold: it is archived instead', async () => {
    const id = crypto.randomUUID();
    expect((await h.call('POST', packages, { as: 'ownerA', body: body(id) })).status).toBe(201);
    await h.db.tx(async (q) => {
      await lockBusiness(q, FX.bizA);
      await q.query(
        `INSERT INTO sales (business_id, id, seq, branch_id, device_id, receipt_number, sold_by, currency, lines, rates, totals, total, payments, sold_at)
         VALUES ($1, $2, $3, $4, $2, 'R-PKG-1', $5, 'myr', $6::jsonb, '{}'::jsonb, '{}'::jsonb, 40000, '[]'::jsonb, now())`,
        [FX.bizA, crypto.randomUUID(), await nextSeq(q, FX.bizA), FX.branchA, USERS.ownerA.id, JSON.stringify([{ itemId: id }])],
      );
    });
    const refused = await h.call('DELETE', `${packages}/${id}`, { as: 'ownerA' });
    expect(refused.status).toBe(409);
    expect((refused.json as Problem).errors).toEqual({ id: 'catalogues.errors.referenced' });
    expect((await h.call('PATCH', `${packages}/${id}`, { as: 'ownerA', body: { active: false } })).json).toMatchObject({ active: false });
  });
});
