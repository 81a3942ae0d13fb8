import { describe, expect, it } from 'vitest';
import type { HelpItem, HelpItemSummary } from '@/lib/schemas/help-content';
import { collectHelpList, episodePlace, helpItemHref, helpPageType, helpResultHref } from './help-list';

const summary = (contentType: HelpItemSummary['contentType'], slug: string, seriesId: string | null = null): HelpItemSummary => ({
  contentType,
  slug,
  locale: 'en',
  title: slug,
  summary: '',
  contentUrl: null,
  tags: [],
  seriesId,
  episode: null,
  durationSeconds: null,
  videos: [],
  images: [],
  updatedAt: '2026-01-01T00:00:00Z',
});
const item = (slug: string, children: HelpItemSummary[]): HelpItem => ({ ...summary('topic', slug), content: '', children });

describe('help centre lists by type', () => {
  const home = item('home', [summary('topic', 'checkout'), summary('faq', 'a'), summary('article', 'x'), summary('tutorial', 'series')]);
  const topics = [item('checkout', [summary('faq', 'b'), summary('faq', 'a'), summary('article', 'y')]), item('sync', [summary('tutorial', 'ep', 'series')])];

  it('gathers each item of the type once, from the home topic and its topics, in order', () => {
    expect(collectHelpList(home, topics, 'faq').map((i) => i.slug)).toEqual(['a', 'b']);
    expect(collectHelpList(home, topics, 'help-article').map((i) => i.slug)).toEqual(['x', 'y']);
  });

  it('lists tutorial series, not their episodes', () => {
    expect(collectHelpList(home, topics, 'tutorial').map((i) => i.slug)).toEqual(['series']);
  });

  it('reads page types, article being the short name of help-article', () => {
    expect(helpPageType('faq')).toBe('faq');
    expect(helpPageType('article')).toBe('help-article');
    expect(helpPageType('topic')).toBeNull();
    expect(helpPageType(undefined)).toBeNull();
  });
});

describe('help centre addresses', () => {
  it('puts an episode inside its series, others under their type, and a topic searches its title', () => {
    expect(helpItemHref(summary('tutorial', 'ep 1', 'series'))).toBe('/helps/tutorial/series?episode=ep%201');
    expect(helpItemHref(summary('article', 'x'))).toBe('/helps/help-article/x');
    expect(helpItemHref({ ...summary('topic', 'printers'), title: 'Printers & more' })).toBe('/helps/result?q=Printers%20%26%20more');
    expect(helpResultHref('  ')).toBe('/helps');
  });

  it('finds an episode and its neighbours', () => {
    const eps = ['a', 'b', 'c'].map((s) => summary('tutorial', s, 'series'));
    expect(episodePlace(eps, 'a')).toEqual({ at: 0, next: eps[1] });
    expect(episodePlace(eps, 'c')).toEqual({ at: 2, previous: eps[1] });
    expect(episodePlace(eps, 'zz')).toEqual({ at: -1 });
  });
});
