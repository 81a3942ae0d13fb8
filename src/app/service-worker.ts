// Registers /custom-sw.js with workbox-window, checks for a new version hourly, and applies it when
// the user asks: skip waiting, then reload once the new worker controls the page. The update waits
// while outbox entries are in flight or a screen holds updates (an open checkout), then applies.
import { Workbox } from 'workbox-window';
import { createStore } from '@/lib/store';
import { onUpdateHoldsReleased, updateHoldReasons } from '@/lib/update-holds';
import { activateWaitingVersion } from '@/lib/update-activation';
import { getActiveAccount, subscribeActiveAccount } from '@/data/session';
import { answerTokenRequests } from './service-worker-tokens';

export const UPDATE_CHECK_MS = 60 * 60 * 1000;
const WAIT_POLL_MS = 1000;

const versionSetting: unknown = import.meta.env.VITE_APP_VERSION;
/** The build's version (VITE_APP_VERSION at build time), on `<html data-app-version>`. */
export const APP_VERSION = typeof versionSetting === 'string' && versionSetting !== '' ? versionSetting : 'dev';

export const updateState = createStore({
  available: false,
  /** The user asked to update; it applies once nothing holds it. */
  requested: false,
  /** Why it is waiting ('sync', 'checkout'…), empty when it is not. */
  waitingFor: [] as string[],
});

let workbox: Workbox | null = null;
let reloading = false;

function replayTelemetry(): void {
  navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY_TELEMETRY' });
}

function reloadIntoNewVersion(): void {
  if (reloading) return;
  reloading = true;
  window.location.reload();
}

export function registerServiceWorker(): void {
  document.documentElement.dataset.appVersion = APP_VERSION;
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/custom-sw.js');
  workbox = wb;
  wb.addEventListener('waiting', () => {
    updateState.available = true;
  });
  // The page's own listener, not workbox's 'controlling': it also sees a version activated from
  // another tab, or one workbox took for external.
  navigator.serviceWorker.addEventListener('controllerchange', () => {
    if (updateState.requested) reloadIntoNewVersion();
  });
  answerTokenRequests();
  window.addEventListener('online', replayTelemetry);
  // Reports queued for an account wait for its token: replay when someone signs in.
  subscribeActiveAccount(() => {
    if (getActiveAccount()) replayTelemetry();
  });
  // Register at once (not after the load event): the first install should finish early.
  wb.register({ immediate: true }).then(
    () => {
      replayTelemetry();
      setInterval(() => void checkForUpdate(), UPDATE_CHECK_MS);
    },
    (error: unknown) => console.error('Service worker registration failed', error),
  );
}

/** Asks the server for a new version now (hourly, and from the update badge). */
export async function checkForUpdate(): Promise<void> {
  await workbox?.update();
}

async function blockers(): Promise<string[]> {
  // Only this account's entries: another user's stay on the device unsent (and may be marked
  // in flight from a closed tab) until that user signs in again.
  const account = getActiveAccount();
  let inflight = 0;
  if (account) {
    // The replica is loaded only with an account, not on the sign-in page's first load.
    const { db } = await import('@/data/db');
    inflight = await db.outbox.where('[userId+businessId+status]').equals([account.userId, account.businessId, 'inflight']).count();
  }
  return [...(inflight > 0 ? ['sync'] : []), ...updateHoldReasons()];
}

function fastMode(): boolean {
  const standalone = window.matchMedia('(display-mode: standalone)').matches;
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return standalone && connection?.effectiveType === '4g';
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** Polls the holds, waking early when a screen releases its hold. */
async function waitForHolds(): Promise<void> {
  for (;;) {
    const waitingFor = await blockers();
    updateState.waitingFor = waitingFor;
    if (waitingFor.length === 0) return;
    await new Promise<void>((resolve) => {
      const done = () => {
        stop();
        clearTimeout(timer);
        resolve();
      };
      const stop = onUpdateHoldsReleased(done);
      const timer = setTimeout(done, WAIT_POLL_MS);
    });
  }
}

/** Activates the waiting version and reloads into it, once nothing holds the update. */
export async function applyUpdate(): Promise<void> {
  if (!workbox || updateState.requested) return;
  updateState.requested = true;
  await waitForHolds();
  // Deferred service-worker action (spec §9): 100 ms in fast mode, 300 ms otherwise.
  await delay(fastMode() ? 100 : 300);
  const registration = await navigator.serviceWorker.getRegistration();
  await activateWaitingVersion(registration, { reload: reloadIntoNewVersion, reloading: () => reloading });
}
