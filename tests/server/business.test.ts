import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BusinessPublicInfo, BusinessRow, ChangesResponse, Problem } from '@/lib/api-types';
import { publicWebsiteOf } from '@/lib/booking/public-website';
import { WEBSITE_DEFAULTS } from '@/lib/schemas/website-settings';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const path = `/business/${FX.bizA}`;
const address = { address1: '1 Jalan Ampang', address2: 'Level 3', city: 'Kuala Lumpur', postalCode: '50450', province: 'WP Kuala Lumpur', country: 'Malaysia' };

describe.each(backends())('the organisation on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('is read by any member of the business and by nobody else', async () => {
    const mine = await h.call('GET', path, { as: 'nobodyA' });
    expect(mine.status).toBe(200);
    expect(mine.json).toMatchObject({ id: FX.bizA, businessId: FX.bizA, name: 'Salon A', country: 'MY', currency: 'myr', timeZone: 'Asia/Kuala_Lumpur', weekStart: 0, address: null });
    expect((mine.json as BusinessRow).shortCode).toMatch(/^salon-a-[0-9a-f]{6}$/);
    expect((await h.call('GET', `/b/${FX.bizA}/businesses/${FX.bizA}`, { as: 'viewerA' })).json).toEqual(mine.json);
    expect((await h.call('GET', `/b/${FX.bizA}/businesses/${FX.bizB}`, { as: 'viewerA' })).status).toBe(404);
    expect((await h.call('GET', path, { as: 'ownerB' })).status).toBe(403);
    expect((await h.call('GET', path)).status).toBe(401);
  });

  it('is changed field by field by org admins only, and the feed carries the change', async () => {
    const before = (await h.call('GET', `/b/${FX.bizA}/changes`, { as: 'viewerA' })).json as ChangesResponse;
    expect(before.changes.filter((c) => c.table === 'businesses').map((c) => c.id)).toEqual([FX.bizA]);

    const patch = { name: 'Salon A Deluxe', registrationNumber: '202401012345', taxNumber: 'W10-1234-56789012', email: ' Hello@SalonA.test ', phone: '+60362011234', website: 'https://salona.test', address, country: 'sg', currency: 'sgd', timeZone: 'Asia/Singapore', weekStart: 1 };
    const changed = await h.call('PATCH', path, { as: 'ownerA', body: patch });
    expect(changed.status).toBe(200);
    expect(changed.json).toMatchObject({ ...patch, email: 'hello@salona.test', country: 'SG', version: 2 });

    const feed = (await h.call('GET', `/b/${FX.bizA}/changes?since=${before.cursor}`, { as: 'viewerA' })).json as ChangesResponse;
    expect(feed.changes).toEqual([{ table: 'businesses', op: 'put', id: FX.bizA, row: changed.json }]);
    const other = (await h.call('GET', `/b/${FX.bizB}/changes`, { as: 'ownerB' })).json as ChangesResponse;
    expect(other.changes.filter((c) => c.table === 'businesses').map((c) => c.id)).toEqual([FX.bizB]);

    // Last writer wins per field: a later patch of one field keeps the others.
    const renamed = await h.call('PATCH', path, { as: 'ownerA', body: { name: 'Salon A' } });
    expect(renamed.json).toMatchObject({ name: 'Salon A', currency: 'sgd', weekStart: 1, address, version: 3 });
    expect((await h.call('PATCH', path, { as: 'ownerA', body: { address: null } })).json).toMatchObject({ address: null, version: 4 });

    for (const who of ['clerkA', 'viewerA', 'nobodyA', 'ownerB'] as const) {
      expect((await h.call('PATCH', path, { as: who, body: { name: 'Mine now' } })).status).toBe(403);
    }
    expect(((await h.call('GET', path, { as: 'ownerA' })).json as BusinessRow).name).toBe('Salon A');
  });

  it('refuses bad input field by field, and an empty patch', async () => {
    const r = await h.call('PATCH', path, {
      as: 'ownerA',
      body: { name: ' ', email: 'not-an-email', currency: 'usd', country: 'XX', timeZone: 'Mars/Olympus', weekStart: 7, website: 'ftp:/x', shortCode: 'No Spaces!', address: { ...address, city: '' } },
    });
    expect(r.status).toBe(400);
    expect(r.headers['content-type']).toContain('application/problem+json');
    expect((r.json as Problem).errors).toMatchObject({
      name: 'validation.required',
      email: 'validation.InvalidEmail',
      currency: 'business.validation.invalidCurrency',
      country: 'business.validation.invalidCountry',
      timeZone: 'validation.invalidTimeZone',
      weekStart: 'business.validation.invalidWeekStart',
      website: 'validation.invalidUrl',
      shortCode: 'business.validation.invalidShortCode',
      'address.city': 'customers.validation.addressRequired',
    });
    expect((await h.call('PATCH', path, { as: 'ownerA', body: {} })).status).toBe(400);
    expect((await h.call('PATCH', path, { as: 'ownerA', body: { owner: 'me' } })).status).toBe(400);
    expect((await h.call('PATCH', path, { as: 'ownerA', rawBody: '[1]' })).status).toBe(400);
    expect((await h.call('GET', `/b/${FX.bizA}/businesses/not-a-uuid`, { as: 'ownerA' })).status).toBe(400);
  });

  it('answers its public short code to anyone, and refuses a code another business holds', async () => {
    const b = (await h.call('PATCH', `/business/${FX.bizB}`, { as: 'ownerB', body: { shortCode: 'Salon-B' } })).json as BusinessRow;
    expect(b.shortCode).toBe('salon-b');
    const info = await h.call('GET', '/b/shortcode/SALON-B');
    expect(info.status).toBe(200);
    expect(info.json).toEqual({
      businessId: FX.bizB, shortCode: 'salon-b', name: 'Salon B', logoUrl: null, country: 'MY', currency: 'myr', timeZone: 'Asia/Kuala_Lumpur', weekStart: 0,
      branches: [{ branchId: FX.branchB, name: 'Salon B Main', imageUrl: null, city: '', phone: '', timeZone: 'Asia/Kuala_Lumpur' }],
      website: publicWebsiteOf(WEBSITE_DEFAULTS, false, null),
    } satisfies BusinessPublicInfo);
    expect((await h.call('GET', '/b/shortcode/nobody-has-this')).status).toBe(404);
    expect(((await h.call('GET', '/b/shortcode/x')).json as Problem).errors).toEqual({ shortcode: 'business.validation.invalidShortCode' });

    const taken = await h.call('PATCH', path, { as: 'ownerA', body: { shortCode: 'salon-b' } });
    expect(taken.status).toBe(409);
    expect((taken.json as Problem).errors).toEqual({ shortCode: 'business.errors.shortCodeTaken' });
  });

  it('replays a retried patch under its Idempotency-Key, and takes one inside a batch', async () => {
    const key = crypto.randomUUID();
    const first = await h.call('PATCH', path, { as: 'ownerA', key, body: { taxNumber: 'T-1' } });
    const again = await h.call('PATCH', path, { as: 'ownerA', key, body: { taxNumber: 'T-1' } });
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json).toEqual(first.json);

    const batch = await h.call('POST', `/b/${FX.bizA}/batch`, {
      as: 'ownerA',
      body: { entries: [{ idempotencyKey: crypto.randomUUID(), method: 'PATCH', path, body: { taxNumber: 'T-2' } }] },
    });
    expect(batch.status).toBe(200);
    expect(((await h.call('GET', path, { as: 'viewerA' })).json as BusinessRow).taxNumber).toBe('T-2');
  });
});
