/// <reference lib="webworker" />
// Telemetry delivery (spec §7, ARCHITECTURE "service worker"): POST /clickstream/record and
// POST /frontendError go to the network; when that fails or answers 5xx, the request is kept in a
// Background Sync queue for 24 hours and replayed on the next sync event, when a page says it is
// back online, and on start-up where the Background Sync API is missing (workbox does that).
// Bodies carry ids, so the server stores a replayed report once.
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';

declare const self: ServiceWorkerGlobalScope;

const RETENTION_MINUTES = 24 * 60;
const TELEMETRY_PATHS = new Set(['/clickstream/record', '/frontendError']);

class ReplayFailed extends Error {}

let replaying: Promise<void> | null = null;

async function replay(queue: Queue): Promise<void> {
  for (;;) {
    const entry = await queue.shiftRequest();
    if (!entry) return;
    let response: Response;
    try {
      response = await fetch(entry.request.clone());
    } catch (error) {
      await queue.unshiftRequest(entry);
      throw new ReplayFailed(`network: ${String(error)}`);
    }
    if (response.status >= 500) {
      await queue.unshiftRequest(entry);
      throw new ReplayFailed(`http-${response.status}`);
    }
    // 2xx is delivered; a 4xx would be refused again, so it is dropped (and logged).
    if (!response.ok) console.warn(`[sw] telemetry refused with ${response.status}: dropped`, entry.request.url);
  }
}

function replayOnce(queue: Queue): Promise<void> {
  replaying ??= replay(queue).finally(() => {
    replaying = null;
  });
  return replaying;
}

export const telemetryQueue = new Queue('bookit-telemetry', {
  maxRetentionTime: RETENTION_MINUTES,
  onSync: ({ queue }) => replayOnce(queue),
});

/** Replays now (a page came online or started); failures stay queued. */
export function replayTelemetry(): Promise<void> {
  return replayOnce(telemetryQueue).catch((error: unknown) => {
    console.info('[sw] telemetry stays queued', error);
    return telemetryQueue.registerSync();
  });
}

function queued(): Response {
  return new Response(JSON.stringify({ queued: true }), { status: 202, headers: { 'content-type': 'application/json' } });
}

registerRoute(
  ({ url, request }) => request.method === 'POST' && TELEMETRY_PATHS.has(url.pathname),
  async ({ request }) => {
    const copy = request.clone();
    try {
      const response = await fetch(request);
      if (response.status < 500) return response;
      await telemetryQueue.pushRequest({ request: copy });
      return queued();
    } catch (error) {
      console.info('[sw] telemetry queued for later', error);
      await telemetryQueue.pushRequest({ request: copy });
      return queued();
    }
  },
  'POST',
);
