import { afterEach, describe, expect, it, vi } from 'vitest';
import { holdLeadership, leaderLockName } from '@workers/sync/leader';

/** A minimal exclusive LockManager: requests queue per name; release when the callback settles. */
function fakeLocks() {
  const queues = new Map<string, (() => void)[]>();
  const held = new Set<string>();
  const next = (name: string) => {
    const waiting = queues.get(name)?.shift();
    if (waiting) waiting();
    else held.delete(name);
  };
  return {
    request(name: string, options: { signal?: AbortSignal }, callback: () => Promise<void>): Promise<void> {
      return new Promise<void>((resolve, reject) => {
        const run = () => {
          held.add(name);
          callback().then(
            () => {
              next(name);
              resolve();
            },
            (error: unknown) => {
              next(name);
              reject(error instanceof Error ? error : new Error(String(error)));
            },
          );
        };
        if (!held.has(name)) return run();
        const queue = queues.get(name) ?? [];
        queue.push(run);
        queues.set(name, queue);
        options.signal?.addEventListener('abort', () => {
          const i = queue.indexOf(run);
          if (i >= 0) queue.splice(i, 1);
          reject(new DOMException('aborted', 'AbortError'));
        });
      });
    },
  };
}

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('leader election', () => {
  it('makes every worker leader where the Locks API is missing', () => {
    vi.stubGlobal('navigator', { ...navigator, locks: undefined });
    const onLeader = vi.fn();
    holdLeadership(leaderLockName('b1'), onLeader, new AbortController().signal);
    expect(onLeader).toHaveBeenCalledTimes(1);
  });

  it('lets one tab lead per business; the next takes over when the leader stops', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    const tab1 = new AbortController();
    const tab2 = new AbortController();
    const tab3 = new AbortController();
    const led: string[] = [];
    holdLeadership(leaderLockName('b1'), () => led.push('tab1'), tab1.signal);
    holdLeadership(leaderLockName('b1'), () => led.push('tab2'), tab2.signal);
    holdLeadership(leaderLockName('b2'), () => led.push('tab3-other-business'), tab3.signal);
    await Promise.resolve();
    expect(led).toEqual(['tab1', 'tab3-other-business']);

    tab1.abort();
    await vi.waitFor(() => expect(led).toEqual(['tab1', 'tab3-other-business', 'tab2']));
  });

  it('a waiting tab that stops never becomes leader', async () => {
    vi.stubGlobal('navigator', { ...navigator, locks: fakeLocks() });
    const tab1 = new AbortController();
    const tab2 = new AbortController();
    const led: string[] = [];
    holdLeadership('x', () => led.push('tab1'), tab1.signal);
    holdLeadership('x', () => led.push('tab2'), tab2.signal);
    tab2.abort();
    tab1.abort();
    await new Promise((r) => setTimeout(r, 0));
    expect(led).toEqual(['tab1']);
  });
});
