import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRow, Problem } from '@/lib/api-types';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const path = `/b/${FX.bizA}/customers`;

describe.each(backends())('customers on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('creates, reads, patches only the sent fields, and deletes', async () => {
    const id = crypto.randomUUID();
    const created = await h.call('POST', path, {
      as: 'ownerA',
      body: { id, firstName: ' Nurul ', lastName: 'Huda', email: 'NURUL@Example.com', phone: '+60123456789', notes: 'VIP', branchId: FX.branchA },
    });
    expect(created.status).toBe(201);
    expect(created.json).toMatchObject({ id, businessId: FX.bizA, firstName: 'Nurul', email: 'nurul@example.com', version: 1 });

    const patched = await h.call('PATCH', `${path}/${id}`, { as: 'ownerA', body: { phone: '+60198765432' } });
    expect(patched.status).toBe(200);
    expect(patched.json).toMatchObject({ lastName: 'Huda', notes: 'VIP', branchId: FX.branchA, phone: '+60198765432', version: 2 });
    expect((patched.json as CustomerRow).updatedAt >= (created.json as CustomerRow).updatedAt).toBe(true);

    const got = await h.call('GET', `${path}/${id}`, { as: 'viewerA' });
    expect(got.json).toEqual(patched.json);
    const list = await h.call('GET', path, { as: 'ownerA' });
    expect((list.json as CustomerRow[]).map((c) => c.id)).toContain(id);

    expect((await h.call('DELETE', `${path}/${id}`, { as: 'ownerA' })).status).toBe(204);
    expect((await h.call('GET', `${path}/${id}`, { as: 'ownerA' })).status).toBe(404);
    expect((await h.call('DELETE', `${path}/${id}`, { as: 'ownerA' })).status).toBe(204);
    const late = await h.call('PATCH', `${path}/${id}`, { as: 'ownerA', body: { notes: 'late edit' } });
    expect(late.status).toBe(409);
    expect((late.json as Problem).errors).toEqual({ id: 'conflict.deleted' });
  });

  it('answers 404 problems for unknown customers', async () => {
    const del = await h.call('DELETE', `${path}/${crypto.randomUUID()}`, { as: 'ownerA' });
    expect(del.status).toBe(404);
    expect(del.headers['content-type']).toMatch(/^application\/problem\+json/);
    expect((await h.call('PATCH', `${path}/${crypto.randomUUID()}`, { as: 'ownerA', body: { notes: 'x' } })).status).toBe(404);
  });

  it('refuses an empty patch with 400', async () => {
    const id = crypto.randomUUID();
    await h.call('POST', path, { as: 'ownerA', body: { id, firstName: 'E' } });
    const r = await h.call('PATCH', `${path}/${id}`, { as: 'ownerA', body: {} });
    expect(r.status).toBe(400);
    const blank = await h.call('PATCH', `${path}/${id}`, { as: 'ownerA', body: { firstName: '  ' } });
    expect((blank.json as Problem).errors).toEqual({ firstName: 'validation.firstNameRequired' });
  });
});
