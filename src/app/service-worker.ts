// Registers /custom-sw.js with workbox-window, checks for a new version hourly, and applies it when
// the user asks: skip waiting, then reload once the new worker controls the page. The update waits
// while outbox entries are in flight or a screen holds updates (an open checkout), then applies.
import { Workbox } from 'workbox-window';
import { createStore } from '@/lib/store';
import { updateHoldReasons } from '@/lib/update-holds';
import { db } from '@/data/db';
import { getActiveAccount } from '@/data/session';

export const UPDATE_CHECK_MS = 60 * 60 * 1000;
const WAIT_POLL_MS = 1000;
const MISSED_CONTROLLING_MS = 5000;

export const updateState = createStore({
  available: false,
  /** The user asked to update; it applies once nothing holds it. */
  requested: false,
  /** Why it is waiting ('sync', 'checkout'…), empty when it is not. */
  waitingFor: [] as string[],
});

let workbox: Workbox | null = null;

function replayTelemetry(): void {
  navigator.serviceWorker.controller?.postMessage({ type: 'REPLAY_TELEMETRY' });
}

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/custom-sw.js');
  workbox = wb;
  wb.addEventListener('waiting', () => {
    updateState.available = true;
  });
  wb.addEventListener('controlling', () => {
    if (updateState.requested) window.location.reload();
  });
  window.addEventListener('online', replayTelemetry);
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
  const inflight = account
    ? await db.outbox.where('[userId+businessId+status]').equals([account.userId, account.businessId, 'inflight']).count()
    : 0;
  return [...(inflight > 0 ? ['sync'] : []), ...updateHoldReasons()];
}

function fastMode(): boolean {
  const standalone = window.matchMedia('(display-mode: standalone)').matches;
  const connection = (navigator as Navigator & { connection?: { effectiveType?: string } }).connection;
  return standalone && connection?.effectiveType === '4g';
}

/** Activates the waiting version and reloads into it, once nothing holds the update. */
export async function applyUpdate(): Promise<void> {
  const wb = workbox;
  if (!wb || updateState.requested) return;
  updateState.requested = true;
  for (;;) {
    const waitingFor = await blockers();
    updateState.waitingFor = waitingFor;
    if (waitingFor.length === 0) break;
    await new Promise((resolve) => setTimeout(resolve, WAIT_POLL_MS));
  }
  // Deferred service-worker action (spec §9): 100 ms in fast mode, 300 ms otherwise.
  await new Promise((resolve) => setTimeout(resolve, fastMode() ? 100 : 300));
  wb.messageSkipWaiting();
  // The 'controlling' event reloads the page. Should it be missed (the new version was activated
  // from another tab, or the event came before this page listened), reload once no version waits.
  setTimeout(() => {
    navigator.serviceWorker.getRegistration().then(
      (registration) => {
        if (registration && !registration.waiting) window.location.reload();
      },
      (error: unknown) => console.error('Could not read the service worker registration', error),
    );
  }, MISSED_CONTROLLING_MS);
}
