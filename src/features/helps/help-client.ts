// The help drawer's flow code: help-centre calls (src/data/online.ts) behind the help cache, so
// answers seen once stay readable offline.
import type { Locale } from '@/lib/locale';
import type { HelpItem, HelpItemSummary, HelpItemType, HelpSearchRequest, HelpSearchResult } from '@/lib/schemas/help-content';
import { fetchHelpBody, fetchHelpContent, OnlineCallError, searchHelpContent } from '@/data/online';
import { HELP_SEARCH_TTL_MS, HELP_TOPIC_TTL_MS, HelpCache } from './help-cache';
import { collectHelpList, HELP_HOME, type HelpPageType } from './help-list';

export type HelpLoad<T> =
  | { status: 'ready'; value: T; /** Older than its lifetime: shown because the network failed. */ stale: boolean }
  | { status: 'offline' }
  | { status: 'missing' }
  | { status: 'error' };

export interface HelpRef {
  contentType: HelpItemType;
  slug: string;
  seriesId?: string | null;
}

export type HelpSearchContext = NonNullable<HelpSearchRequest['context']>;

let shared: HelpCache | null = null;
function cache(): HelpCache {
  shared ??= new HelpCache(localStorage);
  return shared;
}

/** A failed fetch (no connection, DNS, reset) rather than an answer from the server. */
function isNetworkError(error: unknown): boolean {
  return error instanceof TypeError;
}

/**
 * A fresh cached answer, else the network's (then cached), else a stale cached one. Offline
 * without a cached answer gives 'offline'; a 404 gives 'missing'.
 */
export async function loadCached<T>(key: string, ttlMs: number, online: boolean, fetcher: () => Promise<T>, store = cache()): Promise<HelpLoad<T>> {
  const cached = store.read<T>(key, ttlMs);
  if (cached?.fresh) return { status: 'ready', value: cached.value, stale: false };
  if (!online) return cached ? { status: 'ready', value: cached.value, stale: true } : { status: 'offline' };
  try {
    const value = await fetcher();
    store.write(key, value);
    return { status: 'ready', value, stale: false };
  } catch (error) {
    if (error instanceof OnlineCallError && error.status === 404) return { status: 'missing' };
    if (cached) {
      console.warn('Help centre unreachable; showing an older answer', error);
      return { status: 'ready', value: cached.value, stale: true };
    }
    if (isNetworkError(error)) {
      console.warn('Help centre unreachable', error);
      return { status: 'offline' };
    }
    console.error('Help centre call failed', error);
    return { status: 'error' };
  }
}

const contentKey = (ref: HelpRef, locale: Locale) => `content:${locale}:${ref.contentType}:${ref.slug}:${ref.seriesId ?? ''}`;
const contentTtl = (type: HelpItemType) => (type === 'topic' ? HELP_TOPIC_TTL_MS : HELP_SEARCH_TTL_MS);

/** An item with its body: fetched from its contentUrl when it carries none (spec §7). */
async function withBody(item: HelpItem): Promise<HelpItem> {
  if (item.content !== '' || item.contentUrl === null) return item;
  return { ...item, content: await fetchHelpBody(item.contentUrl) };
}

function peekCached<T>(key: string, ttlMs: number): HelpLoad<T> | null {
  const cached = cache().read<T>(key, ttlMs);
  return cached?.fresh ? { status: 'ready', value: cached.value, stale: false } : null;
}

const searchKey = (query: string, locale: Locale, context: HelpSearchContext) => `search:${locale}:${context.seriesId ?? ''}:${query}`;

/** A fresh cached search answer, or null. */
export function peekSearch(query: string, locale: Locale, context: HelpSearchContext): HelpLoad<HelpSearchResult> | null {
  return peekCached(searchKey(query, locale, context), HELP_SEARCH_TTL_MS);
}

/** A fresh cached item, or null. */
export function peekHelpItem(ref: HelpRef, locale: Locale): HelpLoad<HelpItem> | null {
  return peekCached(contentKey(ref, locale), contentTtl(ref.contentType));
}

/** POST /cms/search, cached 1 h; the items found are kept as content too, for quick-view offline. */
export async function searchHelp(query: string, locale: Locale, context: HelpSearchContext, online: boolean): Promise<HelpLoad<HelpSearchResult>> {
  const load = await loadCached(searchKey(query, locale, context), HELP_SEARCH_TTL_MS, online, () => searchHelpContent({ query, context: { ...context, locale } }));
  if (load.status === 'ready' && !load.stale) {
    for (const item of [...load.value.faqs, ...load.value.articles, ...load.value.tutorials]) {
      if (item.content !== '') cache().write(contentKey(item, locale), item);
    }
  }
  return load;
}

/** POST /cms/content, topics cached 24 h and other items 1 h. */
export function loadHelpItem(ref: HelpRef, locale: Locale, online: boolean): Promise<HelpLoad<HelpItem>> {
  return loadCached(contentKey(ref, locale), contentTtl(ref.contentType), online, async () =>
    withBody(await fetchHelpContent({ contentType: ref.contentType, slug: ref.slug, locale, ...(ref.seriesId ? { seriesId: ref.seriesId } : {}) })),
  );
}

/**
 * A /helps/:type list: the home topic's items of that type and its topics' (each topic loaded
 * through the cache, so a list seen once stays readable offline). Stale when any part was.
 */
export async function loadHelpList(type: HelpPageType, locale: Locale, online: boolean): Promise<HelpLoad<HelpItemSummary[]>> {
  const home = await loadHelpItem(HELP_HOME, locale, online);
  if (home.status !== 'ready') return home;
  const topicRefs = type === 'tutorial' ? [] : home.value.children.filter((c) => c.contentType === 'topic');
  const topics = await Promise.all(topicRefs.map((t) => loadHelpItem(t, locale, online)));
  const ready = topics.flatMap((t) => (t.status === 'ready' ? [t] : []));
  return {
    status: 'ready',
    value: collectHelpList(home.value, ready.map((t) => t.value), type),
    stale: home.stale || ready.length < topics.length || ready.some((t) => t.stale),
  };
}

/** Loads a series' episodes into the cache, so a series opened online can be read offline. */
export async function keepSeriesForOffline(series: HelpItem, locale: Locale): Promise<void> {
  await Promise.all(series.children.map((e) => loadHelpItem({ contentType: 'tutorial', slug: e.slug, seriesId: series.slug }, locale, true)));
}
