import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Problem } from '@/lib/api-types';
import type { DiscountRow } from '@/lib/schemas/discount';
import { backends } from './helpers/backends';
import { signInCatalogueMembers } from './helpers/catalogue';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const discounts = `/b/${FX.bizA}/discounts`;

describe.each(backends())('catalogue discounts on $name', (backend) => {
  let h: Harness;
  let viewer: string;
  let editor: string;
  beforeAll(async () => {
    h = await startHarness(backend);
    ({ viewer, editor } = await signInCatalogueMembers(h.db, 'e0'));
  });
  afterAll(async () => {
    await h.stop();
  });

  it('creates a discount with every field, upper-cases its code, patches it, and carries it on the feed', async () => {
    const id = crypto.randomUUID();
    const created = await h.call('POST', discounts, {
      token: editor,
      body: {
        id, name: 'Happy Hour', type: 'percent', value: 1500, scope: 'categories', categories: ['Hair'], startsOn: '2026-06-01', endsOn: '2026-06-30',
        days: [1, 2, 3], fromTime: '11:00', untilTime: '15:00', code: 'happy-15', stackable: true, minSpend: 5000,
      },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ id, code: 'HAPPY-15', categories: ['Hair'], itemIds: [], startsOn: '2026-06-01', days: [1, 2, 3], untilTime: '15:00', stackable: true, minSpend: 5000, active: true, version: 1 });
    const patched = await h.call('PATCH', `${discounts}/${id}`, { token: editor, body: { value: 2000, code: null } });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ value: 2000, code: null, fromTime: '11:00', version: 2 });
    expect((await h.call('GET', `${discounts}/${id}`, { token: viewer })).json).toEqual(patched.json);
    const feed = await h.call('GET', `/b/${FX.bizA}/changes?since=0&tables=discounts`, { as: 'clerkA' });
    expect((feed.json as { changes: { id: string; row?: DiscountRow }[] }).changes.find((c) => c.id === id)?.row).toEqual(patched.json);
  });

  it('checks access by catalogue level: view 1, edit 2, delete 3', async () => {
    const id = crypto.randomUUID();
    const body = { id, name: 'Ten off', type: 'amount', value: 1000 };
    expect((await h.call('GET', discounts, { as: 'nobodyA' })).status).toBe(403);
    expect((await h.call('POST', discounts, { token: viewer, body })).status).toBe(403);
    expect((await h.call('POST', discounts, { as: 'ownerB', body })).status).toBe(403);
    expect((await h.call('POST', discounts, { token: editor, body })).status).toBe(201);
    expect((await h.call('PATCH', `${discounts}/${id}`, { token: viewer, body: { value: 1 } })).status).toBe(403);
    expect((await h.call('DELETE', `${discounts}/${id}`, { token: editor })).status).toBe(403);
    expect((await h.call('DELETE', `${discounts}/${id}`, { as: 'ownerA' })).status).toBe(204);
    expect((await h.call('GET', `${discounts}/${id}`, { as: 'ownerA' })).status).toBe(404);
  });

  it('answers bad input with field-level keys, also for a patch that would break the discount', async () => {
    const bad = await h.call('POST', discounts, {
      as: 'ownerA',
      body: { id: crypto.randomUUID(), name: '', type: 'half', value: 0, scope: 'everything', startsOn: '1 June', fromTime: '25:00', code: 'x', minSpend: -1 },
    });
    expect(bad.status).toBe(400);
    expect((bad.json as Problem).errors).toMatchObject({
      name: 'catalogues.validation.nameRequired',
      type: 'catalogues.discounts.invalidType',
      value: 'catalogues.discounts.valueRequired',
      scope: 'catalogues.discounts.invalidScope',
      startsOn: 'catalogues.discounts.invalidDate',
      fromTime: 'catalogues.discounts.invalidTime',
      code: 'catalogues.discounts.invalidCode',
      minSpend: 'catalogues.validation.notNegative',
    });
    const over = await h.call('POST', discounts, { as: 'ownerA', body: { id: crypto.randomUUID(), name: 'Too much', type: 'percent', value: 10_001 } });
    expect((over.json as Problem).errors).toEqual({ value: 'catalogues.discounts.percentTooLarge' });
    const id = crypto.randomUUID();
    expect((await h.call('POST', discounts, { as: 'ownerA', body: { id, name: 'Amount', type: 'amount', value: 50_000 } })).status).toBe(201);
    // 500.00 was fine as an amount; as a percentage it would be 500%.
    const broken = await h.call('PATCH', `${discounts}/${id}`, { as: 'ownerA', body: { type: 'percent' } });
    expect(broken.status).toBe(400);
    expect((broken.json as Problem).errors).toEqual({ value: 'catalogues.discounts.percentTooLarge' });
    const noItems = await h.call('PATCH', `${discounts}/${id}`, { as: 'ownerA', body: { scope: 'items' } });
    expect((noItems.json as Problem).errors).toEqual({ itemIds: 'catalogues.discounts.itemsRequired' });
  });

  it('keeps codes unique among live discounts', async () => {
    const first = crypto.randomUUID();
    expect((await h.call('POST', discounts, { as: 'ownerA', body: { id: first, name: 'A', type: 'amount', value: 100, code: 'UNIQUE-1' } })).status).toBe(201);
    const twin = await h.call('POST', discounts, { as: 'ownerA', body: { id: crypto.randomUUID(), name: 'B', type: 'amount', value: 100, code: 'unique-1' } });
    expect(twin.status).toBe(409);
    expect((twin.json as Problem).errors).toEqual({ code: 'catalogues.discounts.codeTaken' });
    expect((await h.call('DELETE', `${discounts}/${first}`, { as: 'ownerA' })).status).toBe(204);
    expect((await h.call('POST', discounts, { as: 'ownerA', body: { id: crypto.randomUUID(), name: 'B', type: 'amount', value: 100, code: 'UNIQUE-1' } })).status).toBe(201);
  });
});
