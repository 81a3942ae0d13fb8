import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CustomerRow, Problem } from '@/lib/api-types';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const path = `/b/${FX.bizA}/customers`;

async function countCustomers(h: Harness, id: string): Promise<number> {
  const rows = await h.db.query<{ n: string }>('SELECT count(*)::text AS n FROM customers WHERE id = $1', [id]);
  return Number(rows[0]?.n);
}

describe.each(backends())('idempotent writes on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  it('replays the first answer for a repeated key and writes once', async () => {
    const key = crypto.randomUUID();
    const body = { id: crypto.randomUUID(), firstName: 'Siti', phone: '+60123456789' };
    const first = await h.call('POST', path, { as: 'ownerA', key, body });
    expect(first.status).toBe(201);
    expect(first.headers['idempotent-replayed']).toBeUndefined();
    const again = await h.call('POST', path, { as: 'ownerA', key, body });
    expect(again.status).toBe(201);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json).toEqual(first.json);
    expect((first.json as CustomerRow).version).toBe(1);
    expect(await countCustomers(h, body.id)).toBe(1);
  });

  it('answers 422 for the same key with a different body', async () => {
    const key = crypto.randomUUID();
    const id = crypto.randomUUID();
    expect((await h.call('POST', path, { as: 'ownerA', key, body: { id, firstName: 'A' } })).status).toBe(201);
    const r = await h.call('POST', path, { as: 'ownerA', key, body: { id, firstName: 'B' } });
    expect(r.status).toBe(422);
    expect((r.json as Problem).errors).toEqual({ 'Idempotency-Key': 'validation.idempotencyKeyReused' });
  });

  it('writes once when two requests with one key race', async () => {
    const key = crypto.randomUUID();
    const body = { id: crypto.randomUUID(), firstName: 'Racer' };
    const results = await Promise.all([
      h.call('POST', path, { as: 'ownerA', key, body }),
      h.call('POST', path, { as: 'ownerA', key, body }),
      h.call('POST', path, { as: 'ownerA', key, body }),
    ]);
    expect(results.map((r) => r.status)).toEqual([201, 201, 201]);
    expect(results.filter((r) => r.headers['idempotent-replayed'] === 'true')).toHaveLength(2);
    expect(await countCustomers(h, body.id)).toBe(1);
    const keys = await h.db.query<{ n: string }>('SELECT count(*)::text AS n FROM idempotency_keys WHERE key = $1', [key]);
    expect(Number(keys[0]?.n)).toBe(1);
  });

  it('needs an Idempotency-Key on writes', async () => {
    const missing = await h.call('POST', path, { as: 'ownerA', key: null, body: { id: crypto.randomUUID(), firstName: 'X' } });
    expect(missing.status).toBe(400);
    expect((missing.json as Problem).errors).toEqual({ 'Idempotency-Key': 'validation.idempotencyKeyRequired' });
    const bad = await h.call('POST', path, { as: 'ownerA', key: 'not-a-uuid', body: { id: crypto.randomUUID(), firstName: 'X' } });
    expect(bad.status).toBe(400);
  });

  it('answers 409 for an existing id under a new key, and replays that 409', async () => {
    const id = crypto.randomUUID();
    expect((await h.call('POST', path, { as: 'ownerA', body: { id, firstName: 'One' } })).status).toBe(201);
    const key = crypto.randomUUID();
    const dup = await h.call('POST', path, { as: 'ownerA', key, body: { id, firstName: 'Two' } });
    expect(dup.status).toBe(409);
    expect(dup.headers['content-type']).toMatch(/^application\/problem\+json/);
    const replay = await h.call('POST', path, { as: 'ownerA', key, body: { id, firstName: 'Two' } });
    expect(replay.status).toBe(409);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.headers['content-type']).toMatch(/^application\/problem\+json/);
  });

  it('answers a bad body with 400 naming the field, never a 500', async () => {
    const r = await h.call('POST', path, { as: 'ownerA', body: { id: crypto.randomUUID(), firstName: 'Ok', phone: '0123', email: 'x@' } });
    expect(r.status).toBe(400);
    expect((r.json as Problem).errors).toEqual({ phone: 'validation.invalidPhone', email: 'validation.InvalidEmail' });
    const notJson = await h.call('POST', path, { as: 'ownerA', rawBody: '{oops' });
    expect(notJson.status).toBe(400);
    const badId = await h.call('PATCH', `${path}/not-a-uuid`, { as: 'ownerA', body: { notes: 'x' } });
    expect(badId.status).toBe(400);
    expect((badId.json as Problem).errors).toEqual({ id: 'validation.invalidId' });
    const unknownBranch = await h.call('POST', path, { as: 'ownerA', body: { id: crypto.randomUUID(), firstName: 'B', branchId: FX.branchB } });
    expect(unknownBranch.status).toBe(400);
    expect((unknownBranch.json as Problem).errors).toEqual({ branchId: 'validation.unknownBranch' });
  });
});
