import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ChangesResponse, CustomerImportResponse, CustomerRow, Problem } from '@/lib/api-types';
import { backends } from './helpers/backends';
import { FX } from './helpers/fixture';
import { startHarness, type Harness } from './helpers/harness';

const path = `/b/${FX.bizA}/customers/import`;

function rows(n: number, tag: string): { id: string; firstName: string; lastName: string; email: string; phone: string }[] {
  return Array.from({ length: n }, (_, i) => ({
    id: crypto.randomUUID(),
    firstName: ` ${tag}${i} `,
    lastName: 'Chunk',
    email: `${tag}${i}@Chunk.test`,
    phone: `+6012${String(3_000_000 + i)}`,
  }));
}

describe.each(backends())('customer import chunks on $name', (backend) => {
  let h: Harness;
  beforeAll(async () => {
    h = await startHarness(backend);
  });
  afterAll(async () => {
    await h.stop();
  });

  const cursor = async () => ((await h.call('GET', `/b/${FX.bizA}/changes?since=0&tables=customers&limit=100000`, { as: 'ownerA' })).json as ChangesResponse).cursor;
  const feedSince = async (since: string) => {
    const out: ChangesResponse['changes'] = [];
    let at = since;
    for (;;) {
      const page = (await h.call('GET', `/b/${FX.bizA}/changes?since=${at}&tables=customers`, { as: 'ownerA' })).json as ChangesResponse;
      out.push(...page.changes);
      at = page.cursor;
      if (!page.hasMore) return out;
    }
  };

  it('creates every row of a chunk as a single create would, one feed row each, and a retried chunk creates none twice', async () => {
    const since = await cursor();
    const chunk = rows(300, 'all');
    const key = crypto.randomUUID();
    const first = await h.call('POST', path, { as: 'clerkA', key, body: { customers: chunk } });
    expect(first.status).toBe(200);
    const answer = first.json as CustomerImportResponse;
    expect(answer.refused).toEqual([]);
    expect(answer.customers.map((c) => c.id)).toEqual(chunk.map((c) => c.id));
    expect(answer.customers[0]).toMatchObject({ businessId: FX.bizA, firstName: 'all0', email: 'all0@chunk.test', version: 1, branchId: null });

    const feed = await feedSince(since);
    expect(feed.filter((c) => c.op === 'put').map((c) => c.id).sort()).toEqual(chunk.map((c) => c.id).sort());

    // The answer was lost: the same entry again (same key) is replayed.
    const replay = await h.call('POST', path, { as: 'clerkA', key, body: { customers: chunk } });
    expect(replay.status).toBe(200);
    expect(replay.headers['idempotent-replayed']).toBe('true');
    expect(replay.json).toEqual(first.json);
    // Sent again under a new key (a retried refusal): every row is refused by its id, none created.
    const again = await h.call('POST', path, { as: 'clerkA', body: { customers: chunk } });
    const refusedAgain = again.json as CustomerImportResponse;
    expect(refusedAgain.customers).toEqual([]);
    expect(refusedAgain.refused).toHaveLength(300);
    expect(refusedAgain.refused[0]?.problem.errors).toEqual({ id: 'conflict.idExists' });
    expect(await feedSince(since)).toHaveLength(300);
    const list = (await h.call('GET', `/b/${FX.bizA}/customers`, { as: 'ownerA' })).json as CustomerRow[];
    expect(list.filter((c) => c.lastName === 'Chunk' && c.firstName.startsWith('all'))).toHaveLength(300);
  });

  it('applies the good rows and answers each refused row with its reason', async () => {
    const since = await cursor();
    const chunk: Record<string, unknown>[] = rows(5, 'bad');
    chunk[1] = { ...chunk[1], firstName: '  ' };
    chunk[2] = { ...chunk[2], branchId: crypto.randomUUID() };
    chunk[3] = { ...chunk[3], id: chunk[0]?.id };
    const r = await h.call('POST', path, { as: 'ownerA', body: { customers: chunk } });
    expect(r.status).toBe(200);
    const answer = r.json as CustomerImportResponse;
    expect(answer.customers.map((c) => c.id)).toEqual([chunk[0]?.id, chunk[4]?.id]);
    expect(answer.refused.map((x) => [x.index, x.id, x.problem.status, x.problem.errors])).toEqual([
      [1, chunk[1]?.id, 400, { firstName: 'validation.firstNameRequired' }],
      [2, chunk[2]?.id, 400, { branchId: 'validation.unknownBranch' }],
      [3, chunk[0]?.id, 409, { id: 'conflict.idExists' }],
    ]);
    expect((await feedSince(since)).map((c) => c.id).sort()).toEqual([chunk[0]?.id, chunk[4]?.id].sort());
  });

  it('runs chunks inside a batch push as the device sends them, and a replayed batch writes nothing twice', async () => {
    const since = await cursor();
    const chunks = [rows(200, 'ba'), rows(200, 'bb')];
    const entries = chunks.map((customers) => ({ method: 'POST', path, body: { customers }, idempotencyKey: crypto.randomUUID() }));
    const first = await h.call('POST', `/b/${FX.bizA}/batch`, { as: 'clerkA', key: null, body: { entries } });
    expect(first.status).toBe(200);
    const results = (first.json as { results: { status: number; body: CustomerImportResponse; replayed: boolean }[] }).results;
    expect(results.map((r) => [r.status, r.body.customers.length, r.body.refused.length, r.replayed])).toEqual([
      [200, 200, 0, false],
      [200, 200, 0, false],
    ]);
    const again = await h.call('POST', `/b/${FX.bizA}/batch`, { as: 'clerkA', key: null, body: { entries } });
    const replayed = (again.json as { results: { status: number; body: CustomerImportResponse; replayed: boolean }[] }).results;
    expect(replayed.map((r) => [r.status, r.replayed])).toEqual([
      [200, true],
      [200, true],
    ]);
    expect(replayed.map((r) => r.body)).toEqual(results.map((r) => r.body));
    expect(await feedSince(since)).toHaveLength(400);
  });

  it('keeps the customers access rule and refuses a malformed chunk with field reasons', async () => {
    const viewer = await h.call('POST', path, { as: 'viewerA', body: { customers: rows(2, 'viewer') } });
    expect(viewer.status).toBe(403);
    expect((await h.call('POST', `/b/${FX.bizB}/customers/import`, { as: 'ownerA', body: { customers: rows(1, 'other') } })).status).toBe(403);
    const empty = await h.call('POST', path, { as: 'ownerA', body: { customers: [] } });
    expect(empty.status).toBe(400);
    expect((empty.json as Problem).errors).toEqual({ customers: 'validation.required' });
    const tooMany = await h.call('POST', path, { as: 'ownerA', body: { customers: rows(501, 'many') } });
    expect((tooMany.json as Problem).errors).toEqual({ customers: 'validation.tooMany' });
  });
});
