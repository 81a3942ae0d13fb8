import { afterEach, describe, expect, it, vi } from 'vitest';

const calls: string[] = [];

vi.mock('comlink', () => ({
  wrap: () => ({
    start: async (options: { userId: string }, getToken: unknown) => {
      calls.push(`start:${options.userId}:${typeof getToken}`);
    },
    stop: async () => {
      calls.push('stop');
    },
    nudge: async () => {
      calls.push('nudge');
    },
    refreshRow: async () => undefined,
    setEnvironment: async (env: { online: boolean }) => {
      calls.push(`env:${env.online}`);
    },
    pull: async () => {
      calls.push('pull');
    },
    syncNow: async () => {
      calls.push('syncNow');
    },
    [Symbol.for('releaseProxy')]: () => undefined,
  }),
  proxy: <T>(value: T) => value,
  releaseProxy: Symbol.for('releaseProxy'),
}));

const live = new Set<FakeWorker>();
class FakeWorker {
  constructor() {
    live.add(this);
  }
  terminate() {
    live.delete(this);
  }
}
vi.stubGlobal('Worker', FakeWorker);

const { startSync, stopSync, syncNow } = await import('@/data/sync-client');
const { getActiveAccount } = await import('@/data/session');
const { nudgeSync } = await import('@/data/sync-bridge');

const options = (userId: string) => ({
  apiBase: 'http://api.test',
  userId,
  businessId: 'biz-1',
  userEmail: 'a@example.com',
  getToken: async () => 't',
});

afterEach(async () => {
  await stopSync();
  calls.length = 0;
});

describe('sync client', () => {
  it('start → stop → start without waiting leaves exactly one worker (StrictMode effects)', async () => {
    const a = startSync(options('u1'));
    const b = stopSync();
    const c = startSync(options('u2'));
    await Promise.all([a, b, c]);
    expect(live.size).toBe(1);
    expect(calls).toEqual(['start:u1:function', 'stop', 'start:u2:function']);
    expect(getActiveAccount()).toEqual({ userId: 'u2', businessId: 'biz-1' });
  });

  it('forwards nudges, online/offline and focus to the worker, and stops forwarding after stop', async () => {
    await startSync(options('u1'));
    nudgeSync();
    window.dispatchEvent(new Event('offline'));
    window.dispatchEvent(new Event('focus'));
    await syncNow();
    await vi.waitFor(() => expect(calls).toEqual(expect.arrayContaining(['nudge', `env:${navigator.onLine}`, 'pull', 'syncNow'])));
    await stopSync();
    calls.length = 0;
    nudgeSync();
    window.dispatchEvent(new Event('online'));
    await Promise.resolve();
    expect(calls).toEqual([]);
    expect(live.size).toBe(0);
  });
});
