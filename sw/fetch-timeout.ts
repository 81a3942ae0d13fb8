/// <reference lib="webworker" />
import type { WorkboxPlugin } from 'workbox-core';

/**
 * Gives up on a runtime route's network request after `ms`. A request that never answers would
 * keep its fetch event (and the cache update it waits for) pending, and a worker with a pending
 * event is never replaced: the next version would stay "waiting" through every SKIP_WAITING.
 */
export function fetchTimeout(ms: number): WorkboxPlugin {
  return {
    requestWillFetch: ({ request }) => Promise.resolve(new Request(request, { signal: AbortSignal.timeout(ms) })),
  };
}
