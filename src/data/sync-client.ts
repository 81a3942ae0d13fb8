import * as Comlink from 'comlink';
import type { SyncStartOptions, SyncWorkerApi } from '@workers/sync/api';
import type { GetToken } from '@workers/sync/http';
import { setActiveAccount } from '@/data/session';
import { requestPersistentStorage } from '@/data/storage-status';
import { setSyncBridge } from '@/data/sync-bridge';

/**
 * Main-thread glue for the sync worker: creates it, hands it the token getter as a comlink
 * proxy, forwards online/offline, visibility and focus, and wires mutations' nudges to it.
 */
export interface StartSyncOptions {
  apiBase: string;
  userId: string;
  businessId: string;
  userEmail: string;
  /** A provider admin's override in force: `businessId` is then the overridden business. */
  override?: { homeBusinessId: string; token: string };
  /** Returns a current Cognito ID token; `forceRefresh` after the server answered 401. */
  getToken: GetToken;
}

interface Running {
  worker: Worker;
  remote: Comlink.Remote<SyncWorkerApi>;
  detach: () => void;
}

let running: Running | null = null;

function report(error: unknown): void {
  console.error('[sync] client call failed', error);
}

function pageEnvironment(): { online: boolean; visible: boolean } {
  return { online: navigator.onLine, visible: document.visibilityState === 'visible' };
}

/**
 * Sets the active account and starts syncing it (stopping any previous account's sync).
 * Call after sign-in and on start-up when a signed-in session exists, online or not.
 */
export function startSync(options: StartSyncOptions): Promise<void> {
  return serialized(() => start(options));
}

/** Stops syncing (sign-out, account switch). Unsent entries stay in the outbox for that user. */
export function stopSync(): Promise<void> {
  return serialized(stop);
}

/**
 * Starts and stops run one after another in call order, so a quick start → stop → start
 * (React StrictMode effects, fast account switches) never leaves a second worker running.
 */
let queue: Promise<void> = Promise.resolve();
function serialized(task: () => Promise<void>): Promise<void> {
  const run = queue.then(task);
  queue = run.catch(report);
  return run;
}

async function start(options: StartSyncOptions): Promise<void> {
  await stop();
  setActiveAccount({ userId: options.userId, businessId: options.businessId });

  const worker = new Worker(new URL('../../workers/sync/worker.ts', import.meta.url), { type: 'module', name: 'bookit-sync' });
  const remote = Comlink.wrap<SyncWorkerApi>(worker);

  const onEnvironment = () => void remote.setEnvironment(pageEnvironment()).catch(report);
  const onFocus = () => void remote.pull().catch(report);
  window.addEventListener('online', onEnvironment);
  window.addEventListener('offline', onEnvironment);
  document.addEventListener('visibilitychange', onEnvironment);
  window.addEventListener('focus', onFocus);
  const detach = () => {
    window.removeEventListener('online', onEnvironment);
    window.removeEventListener('offline', onEnvironment);
    document.removeEventListener('visibilitychange', onEnvironment);
    window.removeEventListener('focus', onFocus);
  };
  running = { worker, remote, detach };

  setSyncBridge({
    nudge: () => void remote.nudge().catch(report),
    refreshRow: (table, id) => void remote.refreshRow(table, id).catch(report),
  });

  const start: SyncStartOptions = {
    apiBase: options.apiBase,
    userId: options.userId,
    businessId: options.businessId,
    userEmail: options.userEmail,
    ...(options.override ? { override: options.override } : {}),
    ...pageEnvironment(),
  };
  await remote.start(start, Comlink.proxy(options.getToken));
  requestPersistentStorage().catch(report);
}

async function stop(): Promise<void> {
  const current = running;
  if (!current) return;
  running = null;
  setSyncBridge(null);
  current.detach();
  try {
    await current.remote.stop();
  } finally {
    current.remote[Comlink.releaseProxy]();
    current.worker.terminate();
  }
}

/** The "sync now" button: /initial, push (ignoring backoff), pull. */
export async function syncNow(): Promise<void> {
  await running?.remote.syncNow();
}
