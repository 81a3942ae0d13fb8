// The help modal's views (spec §2.3): landing; with-results once the search text is non-empty;
// quick-view for a FAQ or article topic; other topics search their own title.
export type HelpContentType = 'faq' | 'article' | 'help-article' | 'tutorial' | 'search' | 'topic';

export interface HelpTopic {
  title: string;
  slug: string;
  contentType: HelpContentType;
  /** A tutorial episode's series. */
  seriesId?: string;
}

export type HelpView = { view: 'landing' } | { view: 'results'; query: string } | { view: 'quick'; topic: HelpTopic };

export function helpViewForSearch(text: string): HelpView {
  const query = text.trim();
  return query === '' ? { view: 'landing' } : { view: 'results', query };
}

export function helpViewForTopic(topic: HelpTopic): HelpView {
  if (topic.contentType === 'faq' || topic.contentType === 'article' || topic.contentType === 'help-article') return { view: 'quick', topic };
  return helpViewForSearch(topic.title);
}
