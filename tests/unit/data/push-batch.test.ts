import { describe, expect, it } from 'vitest';
import { createCustomer, updateCustomer } from '@/data/mutations/customers';
import { pushOutbox } from '@workers/sync/push';
import type { FetchLike } from '@workers/sync/http';
import { FakeServer } from './fake-server';
import { account, BUSINESS, freshDb, syncContext } from './helpers';

const now = () => new Date('2025-06-01T08:00:00.000Z');

async function queue(db: ReturnType<typeof freshDb>, n: number, name = 'Queued'): Promise<string[]> {
  const ids: string[] = [];
  for (let i = 0; i < n; i++) ids.push(await createCustomer({ firstName: `${name}${i}` }, { db, account, now }));
  return ids;
}

describe('pushOutbox in batches', () => {
  it('sends a backlog in batches of 100, each entry under its own key, in order', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    const ids = await queue(db, 250);
    const keys = (await db.outbox.orderBy('seq').toArray()).map((e) => e.id);

    expect(await pushOutbox(syncContext(db, server.fetch))).toEqual({ sent: 250, rejected: 0 });

    expect(server.batches.map((b) => (b.body as { entries: unknown[] }).entries.length)).toEqual([100, 100, 50]);
    expect(server.requests.map((r) => r.idempotencyKey)).toEqual(keys);
    expect(await db.outbox.count()).toBe(0);
    const rows = await db.customers.bulkGet(ids);
    expect(rows.every((r) => r !== undefined && r.version === server.customers.get(r.id)?.version)).toBe(true);
  });

  it('reads a long queue a page at a time: only the entries of this account, in order, past those of another', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    const other = { ...account, businessId: '0195f0a0-0000-7000-8000-0000000000ff' };
    for (let i = 0; i < 300; i++) {
      await createCustomer({ firstName: `Mine${i}` }, { db, account, now });
      await createCustomer({ firstName: `Theirs${i}` }, { db, account: other, now });
    }
    const mine = (await db.outbox.orderBy('seq').toArray()).filter((e) => e.businessId === BUSINESS).map((e) => e.id);

    expect(await pushOutbox(syncContext(db, server.fetch))).toEqual({ sent: 300, rejected: 0 });

    expect(server.batches.map((b) => (b.body as { entries: unknown[] }).entries.length)).toEqual([100, 100, 100]);
    expect(server.requests.map((r) => r.idempotencyKey)).toEqual(mine);
    expect((await db.outbox.toArray()).every((e) => e.businessId === other.businessId)).toBe(true);
    expect(await db.outbox.count()).toBe(300);
  });

  it('keeps every entry when a whole batch is lost in transit, and the resend is applied once', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    await queue(db, 5);
    server.failNext({ kind: 'lost-response' });

    const first = await pushOutbox(syncContext(db, server.fetch));
    expect(first.sent).toBe(0);
    expect(first.wait?.reason).toMatch(/network/);
    expect((await db.outbox.toArray()).map((e) => [e.status, e.attempts])).toEqual(Array.from({ length: 5 }, () => ['pending', 1]));

    expect((await pushOutbox(syncContext(db, server.fetch), { ignoreBackoff: true })).sent).toBe(5);
    expect(server.customers.size).toBe(5);
    expect(server.applied).toHaveLength(5);
    expect(await db.outbox.count()).toBe(0);
  });

  it('stops at an entry to retry: those before it land, those after it wait untouched', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    const ids = await queue(db, 5);
    server.failNext({ kind: 'status', status: 503 }, (r) => (r.body as { id?: string } | null)?.id === ids[2]);

    const result = await pushOutbox(syncContext(db, server.fetch));

    expect(result.sent).toBe(2);
    expect(result.wait?.reason).toBe('http-503');
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((e) => [e.rowId, e.status, e.attempts, e.nextAttemptAt !== undefined])).toEqual([
      [ids[2], 'pending', 1, true],
      [ids[3], 'pending', 0, false],
      [ids[4], 'pending', 0, false],
    ]);
    expect([...server.customers.keys()]).toEqual(ids.slice(0, 2));
  });

  it('holds the edits of a create refused in the same batch and sends the rest', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    const [a] = await queue(db, 1, 'Refused');
    await updateCustomer(a ?? '', { notes: 'edit' }, { db, account, now });
    const [b] = await queue(db, 1, 'Fine');
    server.failNext({ kind: 'status', status: 400 }, (r) => (r.body as { id?: string } | null)?.id === a);

    expect(await pushOutbox(syncContext(db, server.fetch))).toEqual({ sent: 1, rejected: 1 });

    expect((await db.outbox.orderBy('seq').toArray()).map((e) => [e.method, e.status])).toEqual([
      ['POST', 'rejected'],
      ['PATCH', 'held'],
    ]);
    expect(server.requests.map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(server.customers.has(b ?? '')).toBe(true);
  });

  it('holds an edit in the next batch of a create refused at the end of the batch before', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    const ids = await queue(db, 100);
    const refusedId = ids[99] ?? '';
    await updateCustomer(refusedId, { notes: 'edit' }, { db, account, now });
    await queue(db, 5, 'Later');
    server.failNext({ kind: 'status', status: 400 }, (r) => r.method === 'POST' && (r.body as { id?: string } | null)?.id === refusedId);

    expect(await pushOutbox(syncContext(db, server.fetch))).toEqual({ sent: 104, rejected: 1 });

    expect(server.batches.map((b) => (b.body as { entries: unknown[] }).entries.length)).toEqual([100, 5]);
    expect(server.requests.some((r) => r.method === 'PATCH')).toBe(false);
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => [e.method, e.status])).toEqual([
      ['POST', 'rejected'],
      ['PATCH', 'held'],
    ]);
  });

  it('sends entry by entry when the server refuses the batch as a whole (no batch route)', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    await queue(db, 3);
    const noBatch: FetchLike = (url, init) =>
      url.endsWith('/batch') ? Promise.resolve(new Response(JSON.stringify({ status: 404, title: 'Not Found' }), { status: 404 })) : server.fetch(url, init);

    expect(await pushOutbox(syncContext(db, noBatch))).toEqual({ sent: 3, rejected: 0 });
    expect(server.requests).toHaveLength(3);
    expect(server.customers.size).toBe(3);
  });
});
