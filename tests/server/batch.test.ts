import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchResponse, CustomerRow, Problem } from '@/lib/api-types';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const batchPath = `/b/${FX.bizA}/batch`;
const customersPath = `/b/${FX.bizA}/customers`;

interface Entry {
  method: 'POST' | 'PATCH' | 'DELETE';
  path: string;
  body: unknown;
  idempotencyKey: string;
  dependsOn?: string;
}

function create(firstName: string, id: string = crypto.randomUUID()): Entry {
  return { method: 'POST', path: customersPath, body: { id, firstName }, idempotencyKey: crypto.randomUUID() };
}

async function names(h: Harness, ids: readonly string[]): Promise<string[]> {
  const rows = await h.db.query<{ first_name: string }>(
    'SELECT first_name FROM customers WHERE business_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL ORDER BY first_name',
    [FX.bizA, ids],
  );
  return rows.map((r) => r.first_name);
}

async function keyCount(h: Harness, key: string): Promise<number> {
  const rows = await h.db.query<{ n: string }>('SELECT count(*)::text AS n FROM idempotency_keys WHERE key = $1', [key]);
  return Number(rows[0]?.n);
}

describe.each(backends())('POST /b/{businessId}/batch on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  const send = async (entries: Entry[]) => {
    const r = await h.call('POST', batchPath, { as: 'ownerA', key: null, body: { entries } });
    return { status: r.status, results: (r.json as BatchResponse).results, json: r.json };
  };

  it('applies the entries in order and answers each on its own', async () => {
    const id = crypto.randomUUID();
    const entries: Entry[] = [
      create('Ordered', id),
      { method: 'PATCH', path: `${customersPath}/${id}`, body: { firstName: 'Renamed' }, idempotencyKey: crypto.randomUUID() },
      create('Second'),
    ];
    const { status, results } = await send(entries);
    expect(status).toBe(200);
    expect(results.map((r) => r.status)).toEqual([201, 200, 201]);
    expect(results.map((r) => r.replayed)).toEqual([false, false, false]);
    expect((results[1]?.body as CustomerRow).firstName).toBe('Renamed');
    expect(await names(h, [id, (entries[2]?.body as { id: string }).id])).toEqual(['Renamed', 'Second']);
  });

  it('replays a whole batch with the first answers and writes nothing twice', async () => {
    const entries = [create('Replay1'), create('Replay2'), create('Replay3')];
    const ids = entries.map((e) => (e.body as { id: string }).id);
    const first = await send(entries);
    const again = await send(entries);
    expect(again.status).toBe(200);
    expect(again.results.map((r) => r.replayed)).toEqual([true, true, true]);
    expect(again.results.map((r) => r.body)).toEqual(first.results.map((r) => r.body));
    expect(await names(h, ids)).toEqual(['Replay1', 'Replay2', 'Replay3']);
    for (const e of entries) expect(await keyCount(h, e.idempotencyKey)).toBe(1);
  });

  it('answers an entry sent alone earlier with its first answer (one key, either way)', async () => {
    const entry = create('AloneFirst');
    const alone = await h.call('POST', customersPath, { as: 'ownerA', key: entry.idempotencyKey, body: entry.body });
    expect(alone.status).toBe(201);
    const { results } = await send([entry]);
    expect(results[0]).toEqual({ status: 201, body: alone.json, replayed: true });
  });

  it('refuses only the bad entry; its dependants answer 424 unapplied; the rest land', async () => {
    const badId = crypto.randomUUID();
    const bad: Entry = { method: 'POST', path: customersPath, body: { id: badId, firstName: '' }, idempotencyKey: crypto.randomUUID() };
    const dependant: Entry = {
      method: 'PATCH',
      path: `${customersPath}/${badId}`,
      body: { firstName: 'Fixed' },
      idempotencyKey: crypto.randomUUID(),
      dependsOn: bad.idempotencyKey,
    };
    const before = create('Before');
    const after = create('After');
    const { status, results } = await send([before, bad, dependant, after]);
    expect(status).toBe(200);
    expect(results.map((r) => r.status)).toEqual([201, 400, 424, 201]);
    expect((results[1]?.body as Problem).errors).toEqual({ firstName: 'validation.firstNameRequired' });
    // The dependant was not run: its key is free for when the user fixes the create.
    expect(await keyCount(h, dependant.idempotencyKey)).toBe(0);
    expect(await names(h, [badId, (before.body as { id: string }).id, (after.body as { id: string }).id])).toEqual(['After', 'Before']);

    // The replay answers the same refusal, and the dependant again waits.
    const replay = await send([bad, dependant]);
    expect(replay.results.map((r) => r.status)).toEqual([400, 424]);
    expect(await keyCount(h, dependant.idempotencyKey)).toBe(0);
  });

  it('refuses a batch with an entry outside this business, applying none', async () => {
    const good = create('NotApplied');
    const foreign: Entry = { ...create('Foreign'), path: `/b/${FX.bizB}/customers` };
    const r = await h.call('POST', batchPath, { as: 'ownerA', key: null, body: { entries: [good, foreign] } });
    expect(r.status).toBe(400);
    expect((r.json as Problem).errors).toEqual({ 'entries.1.path': 'validation.invalidPath' });
    expect(await names(h, [(good.body as { id: string }).id])).toEqual([]);
  });

  it('checks each entry as its own request: permissions apply per entry', async () => {
    const entries = [create('ByViewer')];
    const r = await h.call('POST', batchPath, { as: 'viewerA', key: null, body: { entries } });
    expect(r.status).toBe(200);
    expect((r.json as BatchResponse).results[0]?.status).toBe(403);
  });

  it('needs a token and a well-formed batch', async () => {
    expect((await h.call('POST', batchPath, { key: null, body: { entries: [create('NoToken')] } })).status).toBe(401);
    expect((await h.call('POST', batchPath, { as: 'ownerA', key: null, body: { entries: [] } })).status).toBe(400);
    const noKey = { ...create('NoKey'), idempotencyKey: 'nope' };
    expect((await h.call('POST', batchPath, { as: 'ownerA', key: null, body: { entries: [noKey] } })).status).toBe(400);
  });
});

describe('batch under injected faults', () => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness({ name: 'pglite' }, { faults: true });
  });
  afterAll(async () => {
    await h.stop();
  });

  it('faults hit the batch as a whole (a 500 applies nothing), never its entries one by one', async () => {
    const entries = [create('Faulted1'), create('Faulted2')];
    const ids = entries.map((e) => (e.body as { id: string }).id);
    await h.app.inject({ method: 'POST', url: '/__faults', payload: { rate: 1, kinds: ['500'] } });
    const failed = await h.call('POST', batchPath, { as: 'ownerA', key: null, body: { entries } });
    expect(failed.status).toBe(500);
    expect(await names(h, ids)).toEqual([]);
    await h.app.inject({ method: 'POST', url: '/__faults', payload: { rate: 0, kinds: [] } });
    const ok = await h.call('POST', batchPath, { as: 'ownerA', key: null, body: { entries } });
    expect((ok.json as BatchResponse).results.map((r) => r.status)).toEqual([201, 201]);
    expect(await names(h, ids)).toEqual(['Faulted1', 'Faulted2']);
  });
});
