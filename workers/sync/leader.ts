/**
 * One leader per device and business: the worker that holds the Web Lock pushes and pulls; the
 * others wait in the lock's queue and take over as soon as the leader's tab closes (the browser
 * releases the lock with the tab, so takeover is immediate). Without the Locks API (unit tests,
 * old browsers) every worker leads; the Idempotency-Key keeps double sends harmless.
 */
export function leaderLockName(businessId: string): string {
  return `bookit-sync-leader-${businessId}`;
}

/** The part of the Web Locks API (`navigator.locks`) leadership uses. */
export interface LeaderLocks {
  request(name: string, options: { signal: AbortSignal }, callback: () => Promise<void>): Promise<void>;
}

export function holdLeadership(
  name: string,
  onLeader: () => void,
  signal: AbortSignal,
  locks: LeaderLocks | undefined = typeof navigator !== 'undefined' ? navigator.locks : undefined,
): void {
  if (!locks) {
    onLeader();
    return;
  }
  locks
    .request(name, { signal }, () => {
      onLeader();
      return new Promise<void>((resolve) => signal.addEventListener('abort', () => resolve(), { once: true }));
    })
    .catch((error: unknown) => {
      if (error instanceof DOMException && error.name === 'AbortError') return; // stopped while waiting
      console.error('[sync] leader lock failed', error);
    });
}
