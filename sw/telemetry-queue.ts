/// <reference lib="webworker" />
// Telemetry delivery (spec §7, ARCHITECTURE "service worker"): POST /clickstream/record and
// POST /frontendError go to the network; when that fails, answers 401, 408, 429 or 5xx, the
// request is kept in a Background Sync queue for 24 hours (without its token) and replayed on the
// next sync event, when a page says it is back online or signed in, and on start-up where the
// Background Sync API is missing (workbox does that). Bodies carry ids, so the server stores a
// replayed report once.
import { Queue } from 'workbox-background-sync';
import { registerRoute } from 'workbox-routing';
import { tokenFromPages } from './client-token';
import { replayQueue, storableEntry } from './telemetry-replay';

const RETENTION_MINUTES = 24 * 60;
const TELEMETRY_PATHS = new Set(['/clickstream/record', '/frontendError']);
/** A request that hangs is kept for later instead of holding the worker (and its update). */
const SEND_TIMEOUT_MS = 15_000;
const KEEP_FOR_LATER = new Set([401, 408, 429]);

let replaying: Promise<void> | null = null;

function send(request: Request): Promise<Response> {
  return fetch(request, { signal: AbortSignal.timeout(SEND_TIMEOUT_MS) });
}

function replayOnce(queue: Queue): Promise<void> {
  replaying ??= replayQueue(queue, { send, token: tokenFromPages }).finally(() => {
    replaying = null;
  });
  return replaying;
}

export const telemetryQueue = new Queue('bookit-telemetry', {
  maxRetentionTime: RETENTION_MINUTES,
  onSync: ({ queue }) => replayOnce(queue),
});

/** Replays now (a page came online, started or signed in); failures stay queued. */
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
    const entry = await storableEntry(request);
    try {
      const response = await send(request);
      if (response.status < 500 && !KEEP_FOR_LATER.has(response.status)) return response;
      console.info(`[sw] telemetry answered ${response.status}: queued for later`);
    } catch (error) {
      console.info('[sw] telemetry queued for later', error);
    }
    await telemetryQueue.pushRequest(entry);
    return queued();
  },
  'POST',
);
