// Taking a waiting service-worker version into use (spec §4 "Service worker"): tell it to skip
// waiting, then reload once no version waits or installs any more. The page's
// 'controllerchange' listener usually reloads first; looking again covers a missed event, a
// message the worker did not get (asked again every 3 s), and a version still installing.

export const ACTIVATE_POLL_MS = 500;
export const SKIP_WAITING_RESEND_MS = 3000;

/** What the loop reads of a ServiceWorkerRegistration. */
export interface RegistrationLike {
  readonly waiting: { postMessage(message: unknown): void } | null;
  readonly installing: object | null;
}

export interface ActivationHooks {
  reload: () => void;
  /** True once a reload has started (from here or from 'controllerchange'). */
  reloading: () => boolean;
}

export async function activateWaitingVersion(registration: RegistrationLike | undefined, hooks: ActivationHooks): Promise<void> {
  let askedAt = -Infinity;
  while (!hooks.reloading()) {
    const waiting = registration?.waiting ?? null;
    if (!waiting && !registration?.installing) {
      hooks.reload();
      return;
    }
    if (waiting && Date.now() - askedAt >= SKIP_WAITING_RESEND_MS) {
      waiting.postMessage({ type: 'SKIP_WAITING' });
      askedAt = Date.now();
    }
    await new Promise((resolve) => setTimeout(resolve, ACTIVATE_POLL_MS));
  }
}
