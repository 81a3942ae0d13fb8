import { afterEach, describe, expect, it, vi } from 'vitest';
import { OnlineCallError } from '@/data/online';
import { HELP_CACHE_KEEP_MS, HELP_SEARCH_TTL_MS, HELP_TOPIC_TTL_MS, HelpCache } from './help-cache';
import { loadCached } from './help-client';

class MemoryStorage implements Storage {
  private data = new Map<string, string>();
  quota = Infinity;
  get length() {
    return this.data.size;
  }
  key(i: number) {
    return [...this.data.keys()][i] ?? null;
  }
  getItem(k: string) {
    return this.data.get(k) ?? null;
  }
  setItem(k: string, v: string) {
    if (this.data.size >= this.quota && !this.data.has(k)) throw new DOMException('full', 'QuotaExceededError');
    this.data.set(k, v);
  }
  removeItem(k: string) {
    this.data.delete(k);
  }
  clear() {
    this.data.clear();
  }
}

function setup() {
  let now = Date.parse('2025-06-01T02:00:00Z');
  const storage = new MemoryStorage();
  const cache = new HelpCache(storage, () => now);
  return { storage, cache, advance: (ms: number) => (now += ms) };
}

afterEach(() => {
  vi.restoreAllMocks();
});

describe('help cache lifetimes (spec §9: search 1 h, topic 24 h)', () => {
  it('is fresh within its lifetime, stale after it, and gone after a week', () => {
    const { cache, advance } = setup();
    cache.write('search:en:refund', { n: 1 });
    cache.write('content:en:topic:home', { n: 2 });
    advance(HELP_SEARCH_TTL_MS + 1);
    expect(cache.read('search:en:refund', HELP_SEARCH_TTL_MS)).toMatchObject({ value: { n: 1 }, fresh: false });
    expect(cache.read('content:en:topic:home', HELP_TOPIC_TTL_MS)).toMatchObject({ fresh: true });
    advance(HELP_TOPIC_TTL_MS);
    expect(cache.read('content:en:topic:home', HELP_TOPIC_TTL_MS)?.fresh).toBe(false);
    advance(HELP_CACHE_KEEP_MS);
    expect(cache.read('search:en:refund', HELP_SEARCH_TTL_MS)).toBeNull();
  });

  it('drops its oldest entries when storage is full, and never touches other keys', () => {
    const { storage, cache, advance } = setup();
    storage.setItem('bookit-locale-preferences', '{"locale":"en"}');
    for (let i = 0; i < 10; i++) {
      cache.write(`k${i}`, i);
      advance(1000);
    }
    storage.quota = storage.length;
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    cache.write('newest', 'x');
    expect(cache.read('newest', HELP_SEARCH_TTL_MS)?.value).toBe('x');
    expect(cache.read('k0', HELP_SEARCH_TTL_MS)).toBeNull();
    expect(storage.getItem('bookit-locale-preferences')).not.toBeNull();
  });
});

describe('help answers online and offline', () => {
  it('answers from a fresh cache without the network', async () => {
    const { cache } = setup();
    cache.write('a', 'cached');
    const fetcher = vi.fn(async () => 'network');
    expect(await loadCached('a', HELP_SEARCH_TTL_MS, true, fetcher, cache)).toEqual({ status: 'ready', value: 'cached', stale: false });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('fetches and keeps a missing or stale answer when online', async () => {
    const { cache, advance } = setup();
    cache.write('a', 'old');
    advance(HELP_SEARCH_TTL_MS + 1);
    expect(await loadCached('a', HELP_SEARCH_TTL_MS, true, async () => 'new', cache)).toEqual({ status: 'ready', value: 'new', stale: false });
    expect(cache.read('a', HELP_SEARCH_TTL_MS)).toMatchObject({ value: 'new', fresh: true });
  });

  it('offline: shows a stale answer, or says help needs a connection', async () => {
    const { cache, advance } = setup();
    const fetcher = vi.fn(async () => 'network');
    expect(await loadCached('a', HELP_SEARCH_TTL_MS, false, fetcher, cache)).toEqual({ status: 'offline' });
    cache.write('a', 'old');
    advance(HELP_SEARCH_TTL_MS + 1);
    expect(await loadCached('a', HELP_SEARCH_TTL_MS, false, fetcher, cache)).toEqual({ status: 'ready', value: 'old', stale: true });
    expect(fetcher).not.toHaveBeenCalled();
  });

  it('tells a dropped connection, a missing item and a server failure apart', async () => {
    const { cache, advance } = setup();
    vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const fail = (error: unknown) => () => Promise.reject(error);
    expect(await loadCached('a', 1, true, fail(new TypeError('Failed to fetch')), cache)).toEqual({ status: 'offline' });
    expect(await loadCached('a', 1, true, fail(new OnlineCallError(404, '/cms/content')), cache)).toEqual({ status: 'missing' });
    expect(await loadCached('a', 1, true, fail(new OnlineCallError(500, '/cms/content')), cache)).toEqual({ status: 'error' });
    cache.write('a', 'saved');
    advance(1);
    expect(await loadCached('a', 0, true, fail(new OnlineCallError(500, '/cms/content')), cache)).toMatchObject({ status: 'ready', stale: true });
  });
});
