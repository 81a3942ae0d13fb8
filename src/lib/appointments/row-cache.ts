// The calendar's per-day row cache, its pure half: keeping the row objects of a re-read window
// that did not change (so memoised columns and blocks skip drawing), and which windows stay
// subscribed (the shown ones, those fetched ahead, and a few recently left).

/** Deep equality of JSON-like values (rows as read from the replica). */
export function sameValue(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a !== 'object' || typeof b !== 'object' || a === null || b === null) return false;
  if (Array.isArray(a)) {
    if (!Array.isArray(b) || a.length !== b.length) return false;
    for (let i = 0; i < a.length; i++) if (!sameValue(a[i], b[i])) return false;
    return true;
  }
  if (Array.isArray(b)) return false;
  const ka = Object.keys(a);
  if (ka.length !== Object.keys(b).length) return false;
  const ra = a as Record<string, unknown>;
  const rb = b as Record<string, unknown>;
  for (const k of ka) if (!(k in rb) || !sameValue(ra[k], rb[k])) return false;
  return true;
}

/**
 * `next` with each row equal to the previous read's row of the same id replaced by that earlier
 * object; `prev` itself when nothing changed (same rows in the same order).
 */
export function reconcileRows<T extends { id: string }>(prev: readonly T[] | undefined, next: readonly T[]): readonly T[] {
  if (!prev) return next;
  const before = new Map(prev.map((r) => [r.id, r]));
  let changed = prev.length !== next.length;
  const out = next.map((row, i) => {
    const old = before.get(row.id);
    if (old !== undefined && sameValue(old, row)) {
      if (prev[i] !== old) changed = true;
      return old;
    }
    changed = true;
    return row;
  });
  return changed ? out : prev;
}

interface Slot<V> {
  value: V | undefined;
  holders: number;
  close: () => void;
}

/**
 * Windows (by key) each kept fresh by a subscription that `open` starts and whose answers it
 * passes to `set`. A window is held while something shows or fetches it ahead; a released window
 * stays subscribed (its rows at hand for going back) until more than `keepIdle` are released,
 * the oldest first.
 */
export class WindowCache<V> {
  private readonly slots = new Map<string, Slot<V>>();
  /** Released windows still subscribed, oldest first. */
  private idle: string[] = [];
  private readonly listeners = new Set<() => void>();

  constructor(
    private readonly open: (key: string, set: (value: V) => void) => () => void,
    private readonly keepIdle: number,
  ) {}

  /** The window's latest answer; undefined before its first. */
  get(key: string): V | undefined {
    return this.slots.get(key)?.value;
  }

  /** Holds a window (subscribing it if it is not); returns the release. */
  hold(key: string): () => void {
    let slot = this.slots.get(key);
    if (slot) {
      this.idle = this.idle.filter((k) => k !== key);
    } else {
      const created: Slot<V> = { value: undefined, holders: 0, close: () => undefined };
      this.slots.set(key, created);
      created.close = this.open(key, (value) => {
        if (this.slots.get(key) !== created || Object.is(created.value, value)) return;
        created.value = value;
        for (const listener of [...this.listeners]) listener();
      });
      slot = created;
    }
    slot.holders += 1;
    const held = slot;
    let released = false;
    return () => {
      if (released) return;
      released = true;
      held.holders -= 1;
      if (held.holders > 0 || this.slots.get(key) !== held) return;
      this.idle.push(key);
      while (this.idle.length > this.keepIdle) {
        const oldest = this.idle.shift();
        if (oldest === undefined) break;
        const gone = this.slots.get(oldest);
        this.slots.delete(oldest);
        gone?.close();
      }
    };
  }

  /** Calls `listener` after any window's answer changes; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    this.listeners.add(listener);
    return () => this.listeners.delete(listener);
  }
}
