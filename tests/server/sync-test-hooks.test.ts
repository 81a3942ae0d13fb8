import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FX } from './helpers/fixture';
import { startFaultsServer, type Harness } from './helpers/harness';
import { idToken } from './helpers/tokens';

// The test-only routes the sync end-to-end tests rely on: token expiry, rows by id, duplicates.
describe('sync test hooks (BOOKIT_FAULTS)', () => {
  let h: Harness;
  let url: string;
  beforeAll(async () => {
    ({ h, url } = await startFaultsServer());
  });
  afterAll(async () => {
    await h.stop();
  });

  async function post(path: string, body: unknown): Promise<Response> {
    return fetch(`${url}${path}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
  }
  async function create(id: string, lastName: string): Promise<Response> {
    return fetch(`${url}/b/${FX.bizA}/customers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await idToken('ownerA')}`, 'content-type': 'application/json', 'idempotency-key': crypto.randomUUID() },
      body: JSON.stringify({ id, firstName: 'Hook', lastName }),
    });
  }

  it('answers 401 to tokens issued before the cutoff, and only to those', async () => {
    const token = await idToken('ownerA');
    const iat = (JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString('utf8')) as { iat: number }).iat;
    const list = () => fetch(`${url}/b/${FX.bizA}/customers`, { headers: { authorization: `Bearer ${token}` } });

    expect((await post('/__faults', { rate: 0, expireTokensIssuedBefore: iat + 1 })).status).toBe(200);
    const refused = await list();
    expect(refused.status).toBe(401);
    expect(((await refused.json()) as { detail: string }).detail).toBe('The token has expired.');

    expect((await post('/__faults', { rate: 0, expireTokensIssuedBefore: iat })).status).toBe(200);
    expect((await list()).status).toBe(200);
    expect((await post('/__faults', { rate: 0 })).status).toBe(200);
  });

  it('lists rows by id with a deleted flag, and the values more than one row holds', async () => {
    const a = crypto.randomUUID();
    const b = crypto.randomUUID();
    const c = crypto.randomUUID();
    expect((await create(a, 'Twin')).status).toBe(201);
    expect((await create(b, 'Twin')).status).toBe(201);
    expect((await create(c, 'Single')).status).toBe(201);
    const del = await h.call('DELETE', `/b/${FX.bizA}/customers/${c}`, { as: 'ownerA' });
    expect(del.status).toBe(204);

    const rows = await post('/__rows/customers', { businessId: FX.bizA, ids: [a, b, c, crypto.randomUUID()] });
    expect(rows.status).toBe(200);
    const found = ((await rows.json()) as { rows: { id: string; last_name: string; deleted: boolean }[] }).rows;
    expect(found.map((r) => [r.id, r.last_name, r.deleted]).sort()).toEqual(
      [
        [a, 'Twin', false],
        [b, 'Twin', false],
        [c, 'Single', true],
      ].sort(),
    );

    const dup = await fetch(`${url}/__count/customers?businessId=${FX.bizA}&duplicatesBy=last_name`);
    const body = (await dup.json()) as { duplicates: { value: string; count: number }[] };
    expect(body.duplicates).toContainEqual({ value: 'Twin', count: 2 });
    expect(body.duplicates.find((d) => d.value === 'Single')).toBeUndefined();
  });

  it('refuses an unknown column with 400', async () => {
    const r = await fetch(`${url}/__count/customers?businessId=${FX.bizA}&duplicatesBy=no_such_column`);
    expect(r.status).toBe(400);
  });
});
