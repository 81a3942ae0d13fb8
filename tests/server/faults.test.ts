import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FX } from './helpers/fixture';
import { startFaultsServer, type Harness } from './helpers/harness';
import { idToken } from './helpers/tokens';

describe('fault injection (BOOKIT_FAULTS)', () => {
  let h: Harness;
  let url: string;
  beforeAll(async () => {
    ({ h, url } = await startFaultsServer());
  });
  afterAll(async () => {
    await h.stop();
  });

  async function setFaults(body: unknown): Promise<void> {
    const r = await fetch(`${url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect(r.status).toBe(200);
  }
  async function count(): Promise<number> {
    const r = await fetch(`${url}/__count/customers?businessId=${FX.bizA}`);
    return ((await r.json()) as { count: number }).count;
  }
  async function create(key: string, id: string): Promise<Response> {
    return fetch(`${url}/b/${FX.bizA}/customers`, {
      method: 'POST',
      headers: { authorization: `Bearer ${await idToken('ownerA')}`, 'content-type': 'application/json', 'idempotency-key': key },
      body: JSON.stringify({ id, firstName: 'Faulty' }),
    });
  }

  it('drops the answer after commit; the retry with the same key replays it', async () => {
    const before = await count();
    await setFaults({ rate: 1, kinds: ['drop-after-commit'] });
    const key = crypto.randomUUID();
    const id = crypto.randomUUID();
    await expect(create(key, id)).rejects.toThrow();
    expect(await count()).toBe(before + 1);
    await setFaults({ rate: 0, kinds: [] });
    const retry = await create(key, id);
    expect(retry.status).toBe(201);
    expect(retry.headers.get('idempotent-replayed')).toBe('true');
    expect(await count()).toBe(before + 1);
  });

  it('answers 500 or resets before doing anything', async () => {
    const before = await count();
    await setFaults({ rate: 1, kinds: ['500'] });
    const r = await create(crypto.randomUUID(), crypto.randomUUID());
    expect(r.status).toBe(500);
    await setFaults({ rate: 1, kinds: ['reset'] });
    await expect(create(crypto.randomUUID(), crypto.randomUUID())).rejects.toThrow();
    await setFaults({ rate: 0, kinds: [] });
    expect(await count()).toBe(before);
  });

  it('refuses bad fault settings with 400', async () => {
    const r = await fetch(`${url}/__faults`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ rate: 2 }) });
    expect(r.status).toBe(400);
  });
});
