import type { BookitDb } from '@/data/db';
import type { SyncStartOptions, SyncWorkerApi } from '@workers/sync/api';
import { createSyncEngine, POLL_INTERVAL_MS, type SyncEngine } from '@workers/sync/engine';
import { DEFAULT_TIMEOUT_MS, type FetchLike } from '@workers/sync/http';
import { holdLeadership, leaderLockName, type LeaderLocks } from '@workers/sync/leader';
import { cacheToken } from '@workers/sync/token-cache';

/**
 * What a sync worker needs from its global scope: the worker (worker.ts) passes its own; the
 * sync property test (tests/server/sync-property.test.ts) runs several in one process, one per
 * simulated tab, each with its own connection, network and share of the Web Locks.
 */
export interface WorkerScope {
  db: BookitDb;
  fetch: FetchLike;
  /** The Web Locks API; without it every worker leads (see leader.ts). */
  locks: LeaderLocks | undefined;
}

/**
 * The sync worker: one per tab. It waits for the business's leader lock; while it leads it runs
 * the engine. Calls made in a follower tab (sync now, a new entry) are relayed to the leader
 * over a BroadcastChannel.
 */
type Relay = { type: 'nudge' } | { type: 'syncNow' } | { type: 'pull' } | { type: 'refreshRow'; table: Parameters<SyncWorkerApi['refreshRow']>[0]; id: string };

export function createWorkerApi(scope: WorkerScope): SyncWorkerApi {
  const { db } = scope;
  let engine: SyncEngine | null = null;
  let session: { abort: AbortController; channel: BroadcastChannel; options: SyncStartOptions } | null = null;
  /** A visible follower asks the leader (whose tab may be hidden) for the 30-second pull. */
  let followerPoll: ReturnType<typeof setInterval> | undefined;

  function updateFollowerPoll(): void {
    const poll = session !== null && engine === null && session.options.online && session.options.visible;
    if (poll && followerPoll === undefined) {
      followerPoll = setInterval(() => session?.channel.postMessage({ type: 'pull' } satisfies Relay), POLL_INTERVAL_MS);
    } else if (!poll && followerPoll !== undefined) {
      clearInterval(followerPoll);
      followerPoll = undefined;
    }
  }

  function report(error: unknown): void {
    console.error('[sync] worker call failed', error);
  }

  function relayOrRun(message: Relay, run: (leader: SyncEngine) => Promise<void>): Promise<void> {
    if (engine) return run(engine);
    session?.channel.postMessage(message);
    return Promise.resolve();
  }

  function handleRelay(message: Relay): void {
    if (!engine) return;
    const leader = engine;
    const done = (() => {
      switch (message.type) {
        case 'nudge':
          return leader.nudge();
        case 'syncNow':
          return leader.syncNow();
        case 'pull':
          return leader.pull();
        case 'refreshRow':
          return leader.refreshRow(message.table, message.id);
      }
    })();
    done.catch(report);
  }

  const api: SyncWorkerApi = {
    async start(options, getToken) {
      await api.stop();
      const abort = new AbortController();
      const channel = new BroadcastChannel(`bookit-sync-${options.businessId}`);
      channel.onmessage = (event: MessageEvent<Relay>) => handleRelay(event.data);
      session = { abort, channel, options };
      holdLeadership(
        leaderLockName(options.businessId),
        () => {
          if (abort.signal.aborted) return;
          engine = createSyncEngine(
            {
              db,
              fetch: scope.fetch,
              getToken: cacheToken(getToken),
              apiBase: options.apiBase,
              userId: options.userId,
              businessId: options.businessId,
              userEmail: options.userEmail,
              ...(options.override ? { homeBusinessId: options.override.homeBusinessId, overrideToken: options.override.token } : {}),
              timeoutMs: DEFAULT_TIMEOUT_MS,
              now: () => new Date(),
              random: Math.random,
            },
            { online: options.online, visible: options.visible },
          );
          updateFollowerPoll();
          engine.start().catch(report);
        },
        abort.signal,
        scope.locks,
      );
      updateFollowerPoll();
    },
    async stop() {
      engine?.stop();
      engine = null;
      if (session) {
        session.abort.abort();
        session.channel.close();
        session = null;
      }
      updateFollowerPoll();
    },
    syncNow: () => relayOrRun({ type: 'syncNow' }, (e) => e.syncNow()),
    nudge: () => relayOrRun({ type: 'nudge' }, (e) => e.nudge()),
    pull: () => relayOrRun({ type: 'pull' }, (e) => e.pull()),
    refreshRow: (table, id) => relayOrRun({ type: 'refreshRow', table, id }, (e) => e.refreshRow(table, id)),
    async setEnvironment(environment) {
      if (session) session.options = { ...session.options, ...environment };
      updateFollowerPoll();
      await engine?.setEnvironment(environment);
    },
  };
  return api;
}
