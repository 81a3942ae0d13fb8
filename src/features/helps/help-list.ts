// The help centre's pages (spec §2.2 /helps/:type and /helps/:type/:id): which content a page
// type names, and the lists the home topic and its topics make of each type.
import { links } from '@/lib/links';
import type { HelpItem, HelpItemSummary, HelpItemType } from '@/lib/schemas/help-content';

/** The help centre's home topic: its children are the topics, suggestions and tutorials. */
export const HELP_HOME = { contentType: 'topic', slug: 'home' } as const;

/** The page types of /helps/:type; 'article' is the short name of 'help-article'. */
export type HelpPageType = 'faq' | 'help-article' | 'tutorial';
export const HELP_PAGE_TYPES: readonly HelpPageType[] = ['faq', 'help-article', 'tutorial'];

/** A /helps/:type segment as a page type, or null when it names none. */
export function helpPageType(segment: string | undefined): HelpPageType | null {
  if (segment === 'article') return 'help-article';
  return HELP_PAGE_TYPES.find((t) => t === segment) ?? null;
}

export function storedPageType(type: HelpPageType): HelpItemType {
  return type === 'help-article' ? 'article' : type;
}

/** The page type an item is shown under. */
export function pageTypeOf(item: Pick<HelpItemSummary, 'contentType'>): HelpPageType | null {
  switch (item.contentType) {
    case 'faq':
      return 'faq';
    case 'article':
      return 'help-article';
    case 'tutorial':
      return 'tutorial';
    case 'topic':
      return null;
  }
}

/**
 * Every item of a type the home topic reaches, itself or through one of its topics, once each in
 * the order first met. Tutorials list their series and single tutorials, not the episodes.
 */
export function collectHelpList(home: HelpItem, topics: HelpItem[], type: HelpPageType): HelpItemSummary[] {
  const stored = storedPageType(type);
  const seen = new Set<string>();
  const list: HelpItemSummary[] = [];
  for (const item of [...home.children, ...topics.flatMap((t) => t.children)]) {
    if (item.contentType !== stored || item.seriesId !== null || seen.has(item.slug)) continue;
    seen.add(item.slug);
    list.push(item);
  }
  return list;
}

/** An episode's place in its series and its neighbours. */
export function episodePlace(episodes: HelpItemSummary[], slug: string): { at: number; previous?: HelpItemSummary; next?: HelpItemSummary } {
  const at = episodes.findIndex((e) => e.slug === slug);
  if (at < 0) return { at };
  const previous = episodes[at - 1];
  const next = episodes[at + 1];
  return { at, ...(previous ? { previous } : {}), ...(next ? { next } : {}) };
}

/**
 * Where the help centre shows an item: an episode inside its series, others under their type; a
 * topic searches its own title (spec §2.3).
 */
export function helpItemHref(item: Pick<HelpItemSummary, 'contentType' | 'slug' | 'seriesId' | 'title'>): string {
  if (item.seriesId !== null) return links.helpsItem('tutorial', item.seriesId, item.slug);
  const type = pageTypeOf(item);
  return type === null ? helpResultHref(item.title) : links.helpsItem(type, item.slug);
}

/** The results page for a search (empty text: the landing). */
export function helpResultHref(query: string): string {
  const q = query.trim();
  return q === '' ? links.helps() : `${links.helpsResult()}?q=${encodeURIComponent(q)}`;
}
