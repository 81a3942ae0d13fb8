import { describe, expect, it, vi } from 'vitest';
import { createCustomer, deleteCustomer, updateCustomer } from '@/data/mutations/customers';
import { pushOutbox } from '@workers/sync/push';
import { FakeServer } from './fake-server';
import { account, BUSINESS, freshDb, syncContext } from './helpers';

const now = () => new Date('2025-06-01T08:00:00.000Z');

function setup() {
  const db = freshDb();
  const server = new FakeServer(BUSINESS);
  const ctx = syncContext(db, server.fetch);
  return { db, server, ctx };
}

const writes = (server: FakeServer) => server.requests.filter((r) => r.method !== 'GET');

describe('pushOutbox', () => {
  it('sends entries in seq order with Idempotency-Key = entry id and a bearer token', async () => {
    const { db, server, ctx } = setup();
    const a = await createCustomer({ firstName: 'A' }, { db, account, now });
    const b = await createCustomer({ firstName: 'B' }, { db, account, now });
    await updateCustomer(a, { lastName: 'Later' }, { db, account, now });
    const keys = (await db.outbox.orderBy('seq').toArray()).map((e) => e.id);

    const result = await pushOutbox(ctx);

    expect(result).toEqual({ sent: 3, rejected: 0 });
    expect(writes(server).map((r) => `${r.method} ${r.path}`)).toEqual([
      `POST /b/${BUSINESS}/customers`,
      `POST /b/${BUSINESS}/customers`,
      `PATCH /b/${BUSINESS}/customers/${a}`,
    ]);
    expect(writes(server).map((r) => r.idempotencyKey)).toEqual(keys);
    expect(writes(server).every((r) => r.authorization === 'Bearer token-1')).toBe(true);
    expect(await db.outbox.count()).toBe(0);
    expect(server.customers.get(b)?.firstName).toBe('B');
    expect(server.customers.get(a)?.lastName).toBe('Later');
  });

  it("replaces the optimistic row with the server's canonical row", async () => {
    const { db, server, ctx } = setup();
    const id = await createCustomer({ firstName: 'A' }, { db, account, now });
    expect((await db.customers.get(id))?.version).toBe(0);
    await pushOutbox(ctx);
    const row = await db.customers.get(id);
    expect(row?.version).toBe(server.customers.get(id)?.version);
    expect(row?.version).toBeGreaterThan(0);
    expect(row?.nameKey).toBe('a');
  });

  it('acknowledges in batches: a long queue ends with every canonical row and an empty outbox', async () => {
    const { db, server, ctx } = setup();
    const ids: string[] = [];
    for (let i = 0; i < 120; i++) ids.push(await createCustomer({ firstName: `Batch${i}` }, { db, account, now }));
    await updateCustomer(ids[7] ?? '', { notes: 'second write of the row' }, { db, account, now });

    expect(await pushOutbox(ctx)).toEqual({ sent: 121, rejected: 0 });
    expect(await db.outbox.count()).toBe(0);
    const rows = await db.customers.bulkGet(ids);
    expect(rows.every((r) => r !== undefined && r.version === server.customers.get(r.id)?.version && r.version > 0)).toBe(true);
    expect(rows[7]?.notes).toBe('second write of the row');
  });

  it('retries a request whose answer was lost with the same key; the server applies it once', async () => {
    const { db, server, ctx } = setup();
    const id = await createCustomer({ firstName: 'Once' }, { db, account, now });
    server.failNext({ kind: 'lost-response' });

    const first = await pushOutbox(ctx);
    expect(first.sent).toBe(0);
    expect(first.wait?.reason).toMatch(/network/);
    const entry = await db.outbox.toCollection().first();
    expect(entry).toMatchObject({ status: 'pending', attempts: 1 });
    expect(entry?.nextAttemptAt).toBeDefined();

    const second = await pushOutbox(ctx, { ignoreBackoff: true });
    expect(second.sent).toBe(1);
    const keys = writes(server).map((r) => r.idempotencyKey);
    expect(keys).toHaveLength(2);
    expect(keys[0]).toBe(keys[1]);
    expect(server.applied).toEqual([keys[0]]);
    expect(server.customers.size).toBe(1);
    expect(await db.outbox.count()).toBe(0);
    expect((await db.customers.get(id))?.version).toBe(server.customers.get(id)?.version);
  });

  it('waits out the backoff before trying the head entry again, keeping order', async () => {
    const { db, server, ctx } = setup();
    await createCustomer({ firstName: 'First' }, { db, account, now });
    await createCustomer({ firstName: 'Second' }, { db, account, now });
    server.failNext({ kind: 'status', status: 503 });

    const result = await pushOutbox(ctx);
    expect(result.sent).toBe(0);
    expect(result.wait?.reason).toBe('http-503');
    expect(result.wait?.delayMs).toBeGreaterThanOrEqual(500);
    expect(result.wait?.delayMs).toBeLessThanOrEqual(1000);
    expect(writes(server)).toHaveLength(1);

    const again = await pushOutbox(ctx);
    expect(again.wait).toBeDefined();
    expect(writes(server)).toHaveLength(1);

    const later = syncContext(db, server.fetch, { now: () => new Date(Date.parse('2025-06-01T00:00:00.000Z') + 2_000) });
    expect((await pushOutbox(later)).sent).toBe(2);
    expect(writes(server).map((r) => (r.body as { firstName: string }).firstName)).toEqual(['First', 'First', 'Second']);
  });

  it('keeps a 4xx rejection with its problem and goes on with the queue', async () => {
    const { db, server, ctx } = setup();
    await createCustomer({ firstName: 'A' }, { db, account, now });
    const b = await createCustomer({ firstName: 'B' }, { db, account, now });
    await createCustomer({ firstName: 'C' }, { db, account, now });
    server.failNext(
      { kind: 'status', status: 409, body: { status: 409, title: 'Conflict', detail: 'taken', errors: { email: 'validation.emailTaken' } } },
      (r) => (r.body as { id?: string } | null)?.id === b,
    );

    const result = await pushOutbox(ctx);

    expect(result).toEqual({ sent: 2, rejected: 1 });
    const left = await db.outbox.toArray();
    expect(left).toHaveLength(1);
    expect(left[0]).toMatchObject({
      rowId: b,
      status: 'rejected',
      error: { status: 409, title: 'Conflict', detail: 'taken', errors: { email: 'validation.emailTaken' } },
    });
    expect(await db.customers.get(b)).toBeDefined();

    // A rejected entry is not sent again by later pushes.
    await pushOutbox(ctx);
    expect(writes(server)).toHaveLength(3);
  });

  it('holds entries that depend on a rejected create, and sends unrelated ones', async () => {
    const { db, server, ctx } = setup();
    const a = await createCustomer({ firstName: 'A' }, { db, account, now });
    await updateCustomer(a, { lastName: 'Edited' }, { db, account, now });
    const other = await createCustomer({ firstName: 'Other' }, { db, account, now });
    await deleteCustomer(a, { db, account, now });
    server.failNext({ kind: 'status', status: 400 });

    const result = await pushOutbox(ctx);

    expect(result).toEqual({ sent: 1, rejected: 1 });
    const left = await db.outbox.orderBy('seq').toArray();
    expect(left.map((e) => [e.method, e.status])).toEqual([
      ['POST', 'rejected'],
      ['PATCH', 'held'],
      ['DELETE', 'held'],
    ]);
    expect(writes(server).map((r) => r.method)).toEqual(['POST', 'POST']);
    expect(server.customers.has(other)).toBe(true);
  });

  it('holds a new edit of a row whose create was rejected from the start', async () => {
    const { db, server, ctx } = setup();
    const a = await createCustomer({ firstName: 'A' }, { db, account, now });
    server.failNext({ kind: 'status', status: 400 });
    await pushOutbox(ctx);
    await updateCustomer(a, { notes: 'n' }, { db, account, now });
    expect((await db.outbox.orderBy('seq').toArray()).map((e) => e.status)).toEqual(['rejected', 'held']);
    expect(await pushOutbox(ctx)).toEqual({ sent: 0, rejected: 0 });
  });

  it('asks for a fresh token on 401 and resends', async () => {
    const { db, server } = setup();
    server.validToken = 'fresh';
    const getToken = vi.fn(async ({ forceRefresh }: { forceRefresh: boolean }) => (forceRefresh ? 'fresh' : 'stale'));
    await createCustomer({ firstName: 'A' }, { db, account, now });

    const result = await pushOutbox(syncContext(db, server.fetch, { getToken }));

    expect(result.sent).toBe(1);
    expect(getToken.mock.calls.map(([o]) => o.forceRefresh)).toEqual([false, true]);
    expect(writes(server).map((r) => r.authorization)).toEqual(['Bearer stale', 'Bearer fresh']);
  });

  it('never drops an entry when no valid token can be had (offline, expired)', async () => {
    const { db, server } = setup();
    await createCustomer({ firstName: 'A' }, { db, account, now });
    const offline = syncContext(db, server.fetch, { getToken: () => Promise.reject(new Error('refresh failed: offline')) });
    const r1 = await pushOutbox(offline);
    expect(r1.wait?.reason).toMatch(/^auth/);

    server.validToken = 'never-matches';
    const r2 = await pushOutbox(syncContext(db, server.fetch), { ignoreBackoff: true });
    expect(r2.wait?.reason).toBe('auth');
    const entry = await db.outbox.toCollection().first();
    expect(entry).toMatchObject({ status: 'pending', attempts: 2 });
  });

  it('aborts a request that takes longer than the timeout and retries later', async () => {
    const { db, server } = setup();
    await createCustomer({ firstName: 'Slow' }, { db, account, now });
    server.failNext({ kind: 'hang' });
    const result = await pushOutbox(syncContext(db, server.fetch, { timeoutMs: 20 }));
    expect(result.wait?.reason).toBe('timeout');
    expect(await db.outbox.count()).toBe(1);
  });

  it("never sends another user's entries", async () => {
    const { db, server, ctx } = setup();
    await createCustomer({ firstName: 'Mine' }, { db, account, now });
    await createCustomer({ firstName: 'Theirs' }, { db, account: { userId: 'user-2', businessId: BUSINESS }, now });
    await createCustomer({ firstName: 'Other business' }, { db, account: { userId: 'user-1', businessId: 'biz-2' }, now });

    await pushOutbox(ctx);

    expect(writes(server).map((r) => (r.body as { firstName: string }).firstName)).toEqual(['Mine']);
    expect((await db.outbox.toArray()).map((e) => e.userId + '/' + e.businessId).sort()).toEqual([`user-1/biz-2`, `user-2/${BUSINESS}`]);
  });

  it('treats a DELETE of a row already gone (404) as done', async () => {
    const { db, server, ctx } = setup();
    const id = await createCustomer({ firstName: 'Gone' }, { db, account, now });
    await pushOutbox(ctx);
    server.deleteCustomerOnServer(id);
    await deleteCustomer(id, { db, account, now });
    expect(await pushOutbox(ctx)).toEqual({ sent: 1, rejected: 0 });
    expect(await db.outbox.count()).toBe(0);
  });
});
