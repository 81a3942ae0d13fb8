// Registers /custom-sw.js with workbox-window, checks for a new version hourly, and lets the
// page apply it (skip waiting, then reload once the new worker controls the page).
import { Workbox } from 'workbox-window';
import { createStore } from '@/lib/store';

export const UPDATE_CHECK_MS = 60 * 60 * 1000;

export const updateState = createStore({ available: false });

let workbox: Workbox | null = null;

export function registerServiceWorker(): void {
  if (!('serviceWorker' in navigator) || import.meta.env.DEV) return;
  const wb = new Workbox('/custom-sw.js');
  workbox = wb;
  wb.addEventListener('waiting', () => {
    updateState.available = true;
  });
  wb.register().then(
    () => setInterval(() => void wb.update(), UPDATE_CHECK_MS),
    (error: unknown) => console.error('Service worker registration failed', error),
  );
}

/** Activates the waiting version and reloads into it. */
export function applyUpdate(): void {
  const wb = workbox;
  if (!wb) return;
  wb.addEventListener('controlling', () => window.location.reload());
  wb.messageSkipWaiting();
}
