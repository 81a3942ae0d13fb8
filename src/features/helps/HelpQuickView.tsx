import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpTopic } from '@/lib/help-view';
import type { Locale } from '@/lib/locale';
import type { HelpItem, HelpItemSummary } from '@/lib/schemas/help-content';
import { Button } from '@/ui/Button';
import { LinkButton } from '@/ui/LinkButton';
import { HelpBadge } from './cards/HelpBadge';
import { TutorialEpisodeCard } from './cards/TutorialCards';
import { loadHelpItem, peekHelpItem, type HelpRef } from './help-client';
import { HelpItemContent } from './HelpItemContent';
import { helpItemHref } from './help-list';
import { HelpStatus, StaleNote } from './HelpStatus';
import { useHelpLoad } from './useHelpLoad';

/** The content a quick view loads; null for kinds that search rather than open (topic, search). */
export function quickViewRef(topic: HelpTopic): HelpRef | null {
  switch (topic.contentType) {
    case 'faq':
    case 'article':
    case 'tutorial':
      return { contentType: topic.contentType, slug: topic.slug, seriesId: topic.seriesId ?? null };
    case 'help-article':
      return { contentType: 'article', slug: topic.slug, seriesId: null };
    case 'topic':
    case 'search':
      return null;
  }
}

interface QuickActions {
  onOpen: (item: HelpItemSummary) => void;
  onNavigate: (href: string) => void;
}

/** An episode's place in its series, and the next episode. */
function SeriesNav({ episode, locale, onOpen }: { episode: HelpItem; locale: Locale; onOpen: QuickActions['onOpen'] }) {
  const { t } = useTranslation('help');
  const seriesId = episode.seriesId ?? '';
  const { state } = useHelpLoad(
    `series:${locale}:${seriesId}`,
    (online) => loadHelpItem({ contentType: 'tutorial', slug: seriesId }, locale, online),
    () => peekHelpItem({ contentType: 'tutorial', slug: seriesId }, locale),
  );
  if (state.status !== 'ready') return null;
  const episodes = state.value.children;
  const at = episodes.findIndex((e) => e.slug === episode.slug);
  const next = at >= 0 ? episodes[at + 1] : undefined;
  return (
    <section className="help-section" aria-labelledby="help-series">
      <p className="help-quick__eyebrow">{t('drawer.episodeOf', { n: at + 1, total: episodes.length })}</p>
      {next && (
        <Button variant="secondary" icon="forward" iconPosition="end" onPress={() => onOpen(next)}>
          {t('drawer.next')}: {next.title}
        </Button>
      )}
      <h5 id="help-series" className="help-section__title">
        {state.value.title}
      </h5>
      <ul className="help-stack">
        {episodes.map((e) => (
          <li key={e.slug}>
            <TutorialEpisodeCard item={e} current={e.slug === episode.slug} onPress={() => onOpen(e)} />
          </li>
        ))}
      </ul>
    </section>
  );
}

function QuickItem({ item, locale, actions }: { item: HelpItem; locale: Locale; actions: QuickActions }) {
  const { t } = useTranslation('help');
  const article = useRef<HTMLElement>(null);
  const heading = useRef<HTMLHeadingElement>(null);
  useEffect(() => {
    // A new item starts at its top (the list it came from may have been scrolled), title focused.
    let box = article.current?.parentElement ?? null;
    while (box !== null && !/(auto|scroll)/.test(getComputedStyle(box).overflowY)) box = box.parentElement;
    box?.scrollTo({ top: 0 });
    heading.current?.focus({ preventScroll: true });
  }, [item.slug]);
  const isSeries = item.contentType === 'tutorial' && item.seriesId === null && item.children.length > 0;
  return (
    <article ref={article} className="help-quick">
      <HelpBadge type={item.contentType} />
      <h4 ref={heading} tabIndex={-1} className="help-quick__title">
        {item.title}
      </h4>
      {item.summary !== '' && <p className="help-quick__summary">{item.summary}</p>}
      <HelpItemContent item={item} onNavigate={actions.onNavigate} />
      {isSeries && (
        <ul className="help-stack" aria-label={t('drawer.episodes')}>
          {item.children.map((e) => (
            <li key={e.slug}>
              <TutorialEpisodeCard item={e} onPress={() => actions.onOpen(e)} />
            </li>
          ))}
        </ul>
      )}
      {item.seriesId !== null && <SeriesNav episode={item} locale={locale} onOpen={actions.onOpen} />}
      <div className="help-quick__footer">
        <LinkButton href={helpItemHref(item)} variant="ghost" icon="externalLink">
          {t('drawer.openInCentre')}
        </LinkButton>
      </div>
    </article>
  );
}

/** The quick view: one item read in the drawer, its body sanitised. */
export function HelpQuickView({ topic, locale, actions }: { topic: HelpTopic; locale: Locale; actions: QuickActions }) {
  const ref = quickViewRef(topic);
  const key = ref === null ? 'none' : `item:${locale}:${ref.contentType}:${ref.slug}:${ref.seriesId ?? ''}`;
  const { state, retry } = useHelpLoad(
    key,
    async (online) => (ref === null ? { status: 'missing' as const } : loadHelpItem(ref, locale, online)),
    () => (ref === null ? { status: 'missing' } : peekHelpItem(ref, locale)),
  );
  if (state.status !== 'ready') return <HelpStatus state={state} retry={retry} />;
  return (
    <>
      <StaleNote stale={state.stale} />
      <QuickItem item={state.value} locale={locale} actions={actions} />
    </>
  );
}
