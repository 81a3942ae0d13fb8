import type { SyncedTable } from '@/lib/api-types';
import { isQuotaError } from '@/data/errors';
import { metaKeys, readSyncState, type SyncState } from '@/data/meta';
import type { PageEnvironment } from '@workers/sync/api';
import type { SyncContext } from '@workers/sync/context';
import { pullChanges, pullInitial } from '@workers/sync/pull';
import { pushOutbox } from '@workers/sync/push';
import { pullNotifications, pushNotificationActions } from '@workers/sync/notifications';
import { refreshRow } from '@workers/sync/refresh-row';

export const POLL_INTERVAL_MS = 30_000;

interface CycleRequest {
  initial: boolean;
  push: boolean;
  pull: boolean;
  /** Send now even if the head entry is backing off, and try even when reported offline. */
  force: boolean;
}

const none: CycleRequest = { initial: false, push: false, pull: false, force: false };

export interface SyncEngine {
  /** Runs a full cycle and starts the timers. */
  start(): Promise<void>;
  stop(): void;
  syncNow(): Promise<void>;
  /** Push soon (a new outbox entry). */
  nudge(): Promise<void>;
  pull(): Promise<void>;
  setEnvironment(environment: PageEnvironment): Promise<void>;
  refreshRow(table: SyncedTable, id: string): Promise<void>;
}

/**
 * The leader's scheduler. Cycles never overlap: a trigger during a cycle is merged into the next.
 * Pull on start, on sync now, on focus, when the page comes online or visible, after a push that
 * sent something, and every 30 s while visible; no timed pull while hidden. Push on every
 * trigger, and again after the backoff delay of a failed entry.
 */
export function createSyncEngine(ctx: SyncContext, initialEnvironment: PageEnvironment, pollMs = POLL_INTERVAL_MS): SyncEngine {
  let environment = initialEnvironment;
  let queued: CycleRequest | null = null;
  let running: Promise<void> | null = null;
  let stopped = false;
  let pushTimer: ReturnType<typeof setTimeout> | undefined;
  let pollTimer: ReturnType<typeof setInterval> | undefined;

  function trigger(request: Partial<CycleRequest>): Promise<void> {
    if (stopped) return Promise.resolve();
    const q = queued ?? none;
    queued = {
      initial: q.initial || (request.initial ?? false),
      push: q.push || (request.push ?? false),
      pull: q.pull || (request.pull ?? false),
      force: q.force || (request.force ?? false),
    };
    running ??= drain().finally(() => {
      running = null;
    });
    return running;
  }

  async function drain(): Promise<void> {
    while (queued && !stopped) {
      const request = queued;
      queued = null;
      await cycle(request);
    }
  }

  async function cycle(request: CycleRequest): Promise<void> {
    if (!environment.online && !request.force) return;
    await publish({ syncing: true });
    const errors: string[] = [];
    let quotaExceeded = false;
    let pulled = false;
    const note = (error: unknown) => {
      if (isQuotaError(error)) quotaExceeded = true;
      errors.push(isQuotaError(error) ? 'quota' : error instanceof Error ? error.message : String(error));
    };

    if (request.initial) await pullInitial(ctx).catch(note);
    let sent = 0;
    if (request.push || request.force) {
      try {
        const result = await pushOutbox(ctx, { ignoreBackoff: request.force });
        sent = result.sent;
        if (result.wait) {
          errors.push(result.wait.reason);
          schedulePush(result.wait.delayMs);
        }
      } catch (error) {
        note(error);
        console.error('[sync] push failed', error);
      }
      await pushNotificationActions(ctx).catch(noteNotifications);
    }
    // Explicit pulls (start, focus, poll, a visible follower tab) always run; the pull that
    // follows a push waits while the page is hidden.
    if (request.pull || request.force || (sent > 0 && environment.visible)) {
      try {
        await pullChanges(ctx, { firstScreensFirst: true });
        pulled = true;
      } catch (error) {
        note(error);
      }
      // Notifications: a 10-minute cache (spec §7); "sync now" fetches them regardless.
      await pullNotifications(ctx, { force: request.force }).catch(noteNotifications);
    }
    await publish({
      syncing: false,
      lastError: errors[0] ?? null,
      quotaExceeded,
      ...(pulled ? { lastSyncedAt: ctx.now().toISOString() } : {}),
    });
  }

  /** Notifications are a side channel: their failures are logged, not shown as sync errors. */
  function noteNotifications(error: unknown): void {
    if (isQuotaError(error)) console.error('[sync] no space for notifications', error);
    else console.warn('[sync] notifications not synced this time', error);
  }

  function schedulePush(delayMs: number): void {
    clearTimeout(pushTimer);
    pushTimer = setTimeout(() => void trigger({ push: true }), delayMs);
  }

  function updatePolling(): void {
    const shouldPoll = !stopped && environment.online && environment.visible;
    if (shouldPoll && pollTimer === undefined) {
      pollTimer = setInterval(() => void trigger({ push: true, pull: true }), pollMs);
    } else if (!shouldPoll && pollTimer !== undefined) {
      clearInterval(pollTimer);
      pollTimer = undefined;
    }
  }

  async function publish(patch: Partial<SyncState>): Promise<void> {
    try {
      const current = await readSyncState(ctx.db, ctx.businessId);
      await ctx.db.meta.put({ key: metaKeys.syncState(ctx.businessId), kind: 'syncState', value: { ...current, ...patch } });
    } catch (error) {
      // Status is advisory; a full disk must not stop the sync itself.
      console.error('[sync] could not save sync status', error);
    }
  }

  return {
    start() {
      updatePolling();
      return trigger({ initial: true, push: true, pull: true });
    },
    stop() {
      stopped = true;
      queued = null;
      clearTimeout(pushTimer);
      updatePolling();
    },
    syncNow: () => trigger({ initial: true, push: true, pull: true, force: true }),
    nudge: () => trigger({ push: true }),
    pull: () => trigger({ push: true, pull: true }),
    setEnvironment(next) {
      const cameOnline = next.online && !environment.online;
      const becameVisible = next.visible && !environment.visible;
      environment = next;
      updatePolling();
      if (cameOnline) return trigger({ push: true, pull: true, force: true });
      if (becameVisible) return trigger({ push: true, pull: true });
      return Promise.resolve();
    },
    refreshRow: (table, id) => refreshRow(ctx, table, id),
  };
}
