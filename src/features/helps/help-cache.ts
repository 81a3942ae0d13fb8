// A small cache for help-centre answers in localStorage (not the replica: help content is public,
// online-only and never synced). Fresh entries answer without the network for their lifetime
// (spec §9: search 1 h, topic 24 h); older ones still answer while offline, for up to a week.

const PREFIX = 'bookit-help-cache:v1:';
export const HELP_CACHE_MAX_ENTRIES = 150;
export const HELP_CACHE_KEEP_MS = 7 * 24 * 60 * 60 * 1000;
export const HELP_SEARCH_TTL_MS = 60 * 60 * 1000;
export const HELP_TOPIC_TTL_MS = 24 * 60 * 60 * 1000;

interface Entry {
  storedAt: number;
  value: unknown;
}

export interface Cached<T> {
  value: T;
  /** Still within its lifetime. */
  fresh: boolean;
  storedAt: number;
}

function parse(raw: string | null): Entry | null {
  if (raw === null) return null;
  try {
    const entry = JSON.parse(raw) as Partial<Entry>;
    return typeof entry.storedAt === 'number' && 'value' in entry ? { storedAt: entry.storedAt, value: entry.value } : null;
  } catch (error) {
    console.warn('Ignoring an unreadable help cache entry', error);
    return null;
  }
}

function ownKeys(storage: Storage): string[] {
  const keys: string[] = [];
  for (let i = 0; i < storage.length; i++) {
    const key = storage.key(i);
    if (key?.startsWith(PREFIX)) keys.push(key);
  }
  return keys;
}

export class HelpCache {
  constructor(
    private readonly storage: Storage,
    private readonly now: () => number = Date.now,
  ) {}

  read<T>(key: string, ttlMs: number): Cached<T> | null {
    const entry = parse(this.storage.getItem(PREFIX + key));
    if (entry === null) return null;
    const age = this.now() - entry.storedAt;
    if (age > HELP_CACHE_KEEP_MS) {
      this.storage.removeItem(PREFIX + key);
      return null;
    }
    return { value: entry.value as T, fresh: age <= ttlMs, storedAt: entry.storedAt };
  }

  /** Stores an answer; when storage is full, drops the oldest half and tries once more. */
  write(key: string, value: unknown): void {
    const raw = JSON.stringify({ storedAt: this.now(), value } satisfies Entry);
    try {
      this.storage.setItem(PREFIX + key, raw);
    } catch (error) {
      console.warn('Help cache is full; dropping its oldest entries', error);
      this.prune(Math.floor(ownKeys(this.storage).length / 2));
      try {
        this.storage.setItem(PREFIX + key, raw);
      } catch (retryError) {
        console.error('Could not keep a help answer for offline use', retryError);
        return;
      }
    }
    this.prune(HELP_CACHE_MAX_ENTRIES);
  }

  /** Keeps the `max` newest entries that are younger than a week. */
  prune(max: number): void {
    const entries = ownKeys(this.storage).map((key) => ({ key, storedAt: parse(this.storage.getItem(key))?.storedAt ?? 0 }));
    entries.sort((a, b) => b.storedAt - a.storedAt);
    entries.forEach((e, i) => {
      if (i >= max || this.now() - e.storedAt > HELP_CACHE_KEEP_MS) this.storage.removeItem(e.key);
    });
  }
}
