/// <reference lib="webworker" />
// The custom service worker, served at /custom-sw.js. It precaches the app shell and hashed assets,
// serves navigations offline, caches locales and images at runtime, and applies an update only when
// the page asks it to. It never caches domain API responses: the IndexedDB replica does that.
import { precacheAndRoute, cleanupOutdatedCaches, createHandlerBoundToURL } from 'workbox-precaching';
import { registerRoute, NavigationRoute } from 'workbox-routing';
import { CacheFirst, NetworkFirst, StaleWhileRevalidate } from 'workbox-strategies';
import { ExpirationPlugin } from 'workbox-expiration';
import type { PrecacheEntry } from 'workbox-precaching';
import { clientsClaim } from 'workbox-core';
import { replayTelemetry } from './telemetry-queue';
import { fetchTimeout } from './fetch-timeout';

declare const self: ServiceWorkerGlobalScope & { __WB_MANIFEST: (string | PrecacheEntry)[] };

/** No runtime request may hold the worker (and so its update) for longer than this. */
const NETWORK_TIMEOUT_MS = 20_000;

precacheAndRoute(self.__WB_MANIFEST);
// The first install takes over the open page at once, so code it loads later (a screen opened
// offline) comes from the precache. Later versions still wait for the user's "update".
clientsClaim();
cleanupOutdatedCaches();

registerRoute(
  new NavigationRoute(createHandlerBoundToURL('/index.html'), {
    denylist: [/^\/custom-sw\.js$/, /^\/config\.json$/, /^\/locales\//, /^\/book(\/|$)/],
  }),
);

// Which stack this build talks to; the last answer keeps working offline.
registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname === '/config.json',
  new NetworkFirst({ cacheName: 'runtime-config', networkTimeoutSeconds: 3, plugins: [fetchTimeout(NETWORK_TIMEOUT_MS)] }),
);

registerRoute(
  ({ url }) => url.origin === self.location.origin && url.pathname.startsWith('/locales/'),
  new StaleWhileRevalidate({ cacheName: 'locales', plugins: [fetchTimeout(NETWORK_TIMEOUT_MS)] }),
);

registerRoute(
  ({ request }) => request.destination === 'image',
  new CacheFirst({
    cacheName: 'images',
    plugins: [new ExpirationPlugin({ maxEntries: 300, maxAgeSeconds: 30 * 24 * 3600 }), fetchTimeout(NETWORK_TIMEOUT_MS)],
  }),
);

self.addEventListener('message', (event: ExtendableMessageEvent) => {
  const data: unknown = event.data;
  if (typeof data !== 'object' || data === null || !('type' in data)) return;
  if (data.type === 'SKIP_WAITING') event.waitUntil(self.skipWaiting());
  if (data.type === 'REPLAY_TELEMETRY') event.waitUntil(replayTelemetry());
});
