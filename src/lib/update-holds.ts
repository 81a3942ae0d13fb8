// Reasons to hold back a service-worker update (spec §4 "Service worker"): a screen that must not
// be reloaded under the user (an open checkout) takes a hold and releases it when done. The update
// waits until no hold remains.
const holds = new Map<symbol, string>();
const listeners = new Set<() => void>();

export function holdUpdates(reason: string): () => void {
  const key = Symbol(reason);
  holds.set(key, reason);
  return () => {
    if (holds.delete(key)) for (const listener of listeners) listener();
  };
}

export function updateHoldReasons(): string[] {
  return [...holds.values()];
}

export function onUpdateHoldsReleased(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}
