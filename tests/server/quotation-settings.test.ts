import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, Problem } from '@/lib/api-types';
import type { QuotationSettingsRow } from '@/lib/invoices/quotation-settings';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const path = `/b/${FX.bizA}/quotationSettings/${FX.branchA}`;

describe.each(backends())('quotation settings on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('answers the defaults, then what an org admin saved, carried by the feed', async () => {
    expect(((await h.call('GET', path, { as: 'clerkA' })).json as QuotationSettingsRow)).toMatchObject({ validityDays: 30, terms: '', version: 0 });
    const saved = await h.call('PUT', path, { as: 'ownerA', body: { validityDays: 14, terms: '50% deposit to confirm the date.' } });
    expect(saved.status).toBe(200);
    expect(((await h.call('GET', path, { as: 'clerkA' })).json as QuotationSettingsRow)).toMatchObject({ id: FX.branchA, validityDays: 14, terms: '50% deposit to confirm the date.' });
    const feed = (await h.call('GET', `/b/${FX.bizA}/changes?since=0&limit=5000`, { as: 'clerkA' })).json as ChangesResponse;
    expect(feed.changes.some((c) => c.table === 'quotationSettings' && c.id === FX.branchA)).toBe(true);
  });

  it('refuses bad input by field, other branches and non-admins', async () => {
    const bad = await h.call('PUT', path, { as: 'ownerA', body: { validityDays: 0, terms: '' } });
    expect((bad.json as Problem).errors).toEqual({ validityDays: 'invoices.errors.validityDays' });
    expect((await h.call('PUT', `/b/${FX.bizA}/quotationSettings/${FX.branchB}`, { as: 'ownerA', body: { validityDays: 7, terms: '' } })).status).toBe(404);
    expect((await h.call('PUT', path, { as: 'clerkA', body: { validityDays: 7, terms: '' } })).status).toBe(403);
    expect((await h.call('PUT', path, { as: 'ownerB', body: { validityDays: 7, terms: '' } })).status).toBe(403);
  });
});
