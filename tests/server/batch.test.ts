import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BatchResponse, CustomerRow, Problem } from '@/lib/api-types';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startFaultsServer, startHarness, type Harness } from './helpers/harness';
import { idToken } from './helpers/tokens';

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

  it('rolls back only an entry that fails (500): those before it stay, those after it wait', async () => {
    await h.db.query(`CREATE FUNCTION batch_test_boom() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.first_name = 'Boom' THEN RAISE EXCEPTION 'boom'; END IF; RETURN NEW; END $$`);
    await h.db.query('CREATE TRIGGER batch_test_boom BEFORE INSERT ON customers FOR EACH ROW EXECUTE FUNCTION batch_test_boom()');
    const entries = [create('BeforeBoom'), create('Boom'), create('AfterBoom')];
    const ids = entries.map((e) => (e.body as { id: string }).id);
    try {
      const { status, results } = await send(entries);
      expect(status).toBe(200);
      expect(results.map((r) => r.status)).toEqual([201, 500]);
      expect(await names(h, ids)).toEqual(['BeforeBoom']);
      expect(await Promise.all(entries.map((e) => keyCount(h, e.idempotencyKey)))).toEqual([1, 0, 0]);
    } finally {
      await h.db.query('DROP TRIGGER batch_test_boom ON customers');
      await h.db.query('DROP FUNCTION batch_test_boom()');
    }
    // The device sends the rest again: the failed entry runs afresh, the first is replayed.
    const again = await send(entries);
    expect(again.results.map((r) => [r.status, r.replayed])).toEqual([
      [201, true],
      [201, false],
      [201, false],
    ]);
    expect(await names(h, ids)).toEqual(['AfterBoom', 'BeforeBoom', 'Boom']);
  });

  it('applies nothing when the batch cannot commit, and the resend applies every entry once', async () => {
    await h.db.query(`CREATE FUNCTION batch_test_commit() RETURNS trigger LANGUAGE plpgsql AS $$
      BEGIN IF NEW.first_name = 'CommitBoom' THEN RAISE EXCEPTION 'commit boom'; END IF; RETURN NEW; END $$`);
    await h.db.query(`CREATE CONSTRAINT TRIGGER batch_test_commit AFTER INSERT ON customers
      DEFERRABLE INITIALLY DEFERRED FOR EACH ROW EXECUTE FUNCTION batch_test_commit()`);
    const entries = [create('Committed1'), create('CommitBoom'), create('Committed2')];
    const ids = entries.map((e) => (e.body as { id: string }).id);
    try {
      const failed = await send(entries);
      expect(failed.status).toBe(500);
      expect(await names(h, ids)).toEqual([]);
      expect(await Promise.all(entries.map((e) => keyCount(h, e.idempotencyKey)))).toEqual([0, 0, 0]);
    } finally {
      await h.db.query('DROP TRIGGER batch_test_commit ON customers');
      await h.db.query('DROP FUNCTION batch_test_commit()');
    }
    const again = await send(entries);
    expect(again.results.map((r) => [r.status, r.replayed])).toEqual([
      [201, false],
      [201, false],
      [201, false],
    ]);
    expect(await names(h, ids)).toEqual(['CommitBoom', 'Committed1', 'Committed2']);
  });

  it('stores a refusal with its key between entries that land; a replay answers it again', async () => {
    const taken = create('Taken');
    expect((await send([taken])).results[0]?.status).toBe(201);
    const duplicate: Entry = { ...create('Duplicate', (taken.body as { id: string }).id) };
    const around = [create('Around1'), duplicate, create('Around2')];
    const { results } = await send(around);
    expect(results.map((r) => r.status)).toEqual([201, 409, 201]);
    expect(await Promise.all(around.map((e) => keyCount(h, e.idempotencyKey)))).toEqual([1, 1, 1]);
    const alone = await h.call('POST', customersPath, { as: 'ownerA', key: duplicate.idempotencyKey, body: duplicate.body });
    expect(alone.status).toBe(409);
    expect(alone.headers['idempotent-replayed']).toBe('true');
    expect(alone.json).toEqual(results[1]?.body);
  });

  it('answers an entry sent in a batch with its first answer when it comes again alone', async () => {
    const entry = create('BatchFirst');
    const { results } = await send([entry, create('Other')]);
    const alone = await h.call('POST', customersPath, { as: 'ownerA', key: entry.idempotencyKey, body: entry.body });
    expect(alone.status).toBe(201);
    expect(alone.headers['idempotent-replayed']).toBe('true');
    expect(alone.json).toEqual(results[0]?.body);
  });

  it('answers a key twice in one batch with its first answer, and 422 for another body', async () => {
    const entry = create('Twice');
    const other: Entry = { ...entry, body: { id: crypto.randomUUID(), firstName: 'NotTwice' } };
    const { results } = await send([entry, entry, other]);
    expect(results.map((r) => [r.status, r.replayed])).toEqual([
      [201, false],
      [201, true],
      [422, false],
    ]);
    expect(results[1]?.body).toEqual(results[0]?.body);
    expect(await keyCount(h, entry.idempotencyKey)).toBe(1);
    expect(await names(h, [(other.body as { id: string }).id])).toEqual([]);
  });

  it('lets other requests run while batches are sent, each answered in full', async () => {
    const batchEntries = Array.from({ length: 30 }, (_, i) => create(`Busy${i}`));
    const single = create('Single');
    const [batch, alone, list] = await Promise.all([
      send(batchEntries),
      h.call('POST', customersPath, { as: 'ownerA', key: single.idempotencyKey, body: single.body }),
      h.call('GET', customersPath, { as: 'ownerA' }),
    ]);
    expect(batch.results.every((r) => r.status === 201)).toBe(true);
    expect(alone.status).toBe(201);
    expect(list.status).toBe(200);
    const seen = new Set((list.json as CustomerRow[]).map((c) => c.firstName));
    // The list shows the batch whole or not at all.
    expect(batchEntries.filter((e) => seen.has((e.body as { firstName: string }).firstName)).length % 30).toBe(0);
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
  let url: string;
  beforeAll(async () => {
    ({ h, url } = await startFaultsServer());
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

  it('an answer lost after the batch committed: the resend replays every entry, applied once', async () => {
    const entries = [create('Dropped1'), create('Dropped2'), create('Dropped3')];
    const ids = entries.map((e) => (e.body as { id: string }).id);
    const post = async () =>
      fetch(`${url}${batchPath}`, {
        method: 'POST',
        headers: { authorization: `Bearer ${await idToken('ownerA')}`, 'content-type': 'application/json' },
        body: JSON.stringify({ entries }),
      });
    await h.app.inject({ method: 'POST', url: '/__faults', payload: { rate: 1, kinds: ['drop-after-commit'] } });
    await expect(post()).rejects.toThrow();
    expect(await names(h, ids)).toEqual(['Dropped1', 'Dropped2', 'Dropped3']);
    await h.app.inject({ method: 'POST', url: '/__faults', payload: { rate: 0, kinds: [] } });
    const resent = await post();
    expect(resent.status).toBe(200);
    const { results } = (await resent.json()) as BatchResponse;
    expect(results.map((r) => [r.status, r.replayed])).toEqual([
      [201, true],
      [201, true],
      [201, true],
    ]);
    expect(await names(h, ids)).toEqual(['Dropped1', 'Dropped2', 'Dropped3']);
    for (const e of entries) expect(await keyCount(h, e.idempotencyKey)).toBe(1);
  });
});
