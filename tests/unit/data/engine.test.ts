import { afterEach, describe, expect, it, vi } from 'vitest';
import type { CustomerRow } from '@/lib/api-types';
import { readSession, readSyncState } from '@/data/meta';
import { createCustomer } from '@/data/mutations/customers';
import { createSyncEngine } from '@workers/sync/engine';
import { FakeServer } from './fake-server';
import { account, BUSINESS, freshDb, syncContext } from './helpers';

const now = () => new Date('2025-06-01T08:00:00.000Z');
/** Requests of the full delta feed (not the first-screen head start a cold device makes first). */
const changesCalls = (server: FakeServer) => server.requests.filter((r) => r.path.includes('/changes') && !r.path.includes('tables=')).length;

function seed(server: FakeServer, n: number): CustomerRow {
  return server.seedCustomer({
    id: `01970000-0000-7000-8000-${String(n).padStart(12, '0')}`,
    firstName: `C${n}`,
    lastName: '',
    email: '',
    phone: '',
    notes: '',
    branchId: null,
  });
}

afterEach(() => {
  vi.useRealTimers();
});

describe('sync engine', () => {
  it('on start: /initial, push, then pull, and reports the time it synced', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    seed(server, 1);
    await createCustomer({ firstName: 'Offline made' }, { db, account, now });
    const engine = createSyncEngine(syncContext(db, server.fetch), { online: true, visible: true });

    await engine.start();
    engine.stop();

    expect(server.requests.map((r) => `${r.method} ${r.path.split('?')[0]}`)).toEqual([
      'POST /initial',
      `POST /b/${BUSINESS}/customers`,
      `GET /b/${BUSINESS}/changes`, // the first screens' rows (a cold device)
      `GET /b/${BUSINESS}/changes`,
      `POST /b/${BUSINESS}/u/${account.userId}/notification`,
    ]);
    expect(await readSession(db, account.userId, BUSINESS)).not.toBeNull();
    expect(await db.customers.count()).toBe(2);
    expect(await readSyncState(db, BUSINESS)).toMatchObject({ syncing: false, lastError: null, lastSyncedAt: '2025-06-01T00:00:00.000Z' });
  });

  it('does nothing while offline and syncs when the page comes online', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    await createCustomer({ firstName: 'Waiting' }, { db, account, now });
    const engine = createSyncEngine(syncContext(db, server.fetch), { online: false, visible: true });

    await engine.start();
    await engine.nudge();
    expect(server.requests).toHaveLength(0);
    expect(await db.outbox.count()).toBe(1);

    await engine.setEnvironment({ online: true, visible: true });
    engine.stop();
    expect(await db.outbox.count()).toBe(0);
    expect(changesCalls(server)).toBe(1);
  });

  it('pulls every 30 s while visible and not while hidden', async () => {
    vi.useFakeTimers({ toFake: ['setInterval', 'clearInterval'] });
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    const engine = createSyncEngine(syncContext(db, server.fetch), { online: true, visible: true });
    await engine.start();
    expect(changesCalls(server)).toBe(1);

    seed(server, 1);
    vi.advanceTimersByTime(30_000);
    await vi.waitFor(async () => expect(await db.customers.count()).toBe(1));
    expect(changesCalls(server)).toBe(2);

    await engine.setEnvironment({ online: true, visible: false });
    vi.advanceTimersByTime(120_000);
    expect(changesCalls(server)).toBe(2);

    seed(server, 2);
    await engine.setEnvironment({ online: true, visible: true });
    expect(changesCalls(server)).toBe(3);
    expect(await db.customers.count()).toBe(2);
    engine.stop();
  });

  it('retries a failed push after its backoff delay, without a new trigger', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    server.failNext({ kind: 'network' }, (r) => r.method === 'POST' && r.path !== '/initial');
    await createCustomer({ firstName: 'Eventually' }, { db, account, now });
    // random 0 → the first delay is 500 ms.
    const engine = createSyncEngine(syncContext(db, server.fetch, { random: () => 0, now: () => new Date() }), { online: true, visible: true });

    await engine.start();
    expect(await db.outbox.count()).toBe(1);
    expect((await readSyncState(db, BUSINESS)).lastError).toMatch(/network/);

    await vi.waitFor(async () => expect(await db.outbox.count()).toBe(0), { timeout: 3_000, interval: 50 });
    engine.stop();
    expect(server.customers.size).toBe(1);
  });

  it('sync now sends at once, ignoring the backoff', async () => {
    const db = freshDb();
    const server = new FakeServer(BUSINESS);
    server.failNext({ kind: 'status', status: 503 }, (r) => r.method === 'POST' && r.path !== '/initial');
    await createCustomer({ firstName: 'Now' }, { db, account, now });
    const engine = createSyncEngine(syncContext(db, server.fetch, { random: () => 1, now: () => new Date() }), { online: true, visible: true });
    await engine.start();
    expect(await db.outbox.count()).toBe(1);
    await engine.syncNow();
    engine.stop();
    expect(await db.outbox.count()).toBe(0);
  });
});
