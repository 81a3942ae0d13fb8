import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { Locale } from '@/lib/locale';
import type { HelpItem, HelpItemSummary } from '@/lib/schemas/help-content';
import { EmptyState } from '@/ui/EmptyState';
import { FaqCard, SuggestionCard } from './cards/HelpCards';
import { TutorialEpisodeCard } from './cards/TutorialCards';
import { peekSearch, searchHelp, type HelpSearchContext } from './help-client';
import { HelpStatus, StaleNote } from './HelpStatus';
import { useHelpLoad } from './useHelpLoad';

function Group({ id, title, children }: { id: string; title: string; children: ReactNode }) {
  return (
    <section className="help-section" aria-labelledby={id}>
      <h4 id={id} className="help-section__title">
        {title}
      </h4>
      <ul className="help-stack">{children}</ul>
    </section>
  );
}

const key = (item: HelpItem) => `${item.contentType}/${item.slug}`;

/** The with-results view: FAQs to expand in place, articles and tutorials to open. */
export function HelpResults({
  query,
  locale,
  context,
  onOpen,
  onNavigate,
}: {
  query: string;
  locale: Locale;
  context: HelpSearchContext;
  onOpen: (item: HelpItemSummary) => void;
  onNavigate: (href: string) => void;
}) {
  const { t } = useTranslation('help');
  const { state, retry } = useHelpLoad(
    `search:${locale}:${query}`,
    (online) => searchHelp(query, locale, context, online),
    () => peekSearch(query, locale, context),
  );
  if (state.status !== 'ready') return <HelpStatus state={state} retry={retry} />;
  const { faqs, articles, tutorials } = state.value;
  const label = <p className="help-results__label">{t('drawer.results', { query })}</p>;
  if (faqs.length + articles.length + tutorials.length === 0) {
    return (
      <>
        {label}
        <EmptyState icon="search" title={t('drawer.noContent')} description={t('drawer.noContentHint')} />
      </>
    );
  }
  return (
    <div className="help-results">
      {label}
      <StaleNote stale={state.stale} />
      {faqs.length > 0 && (
        <Group id="help-results-faqs" title={t('drawer.faqs')}>
          {faqs.map((item) => (
            <li key={key(item)}>
              <FaqCard item={item} onOpen={() => onOpen(item)} onNavigate={onNavigate} />
            </li>
          ))}
        </Group>
      )}
      {articles.length > 0 && (
        <Group id="help-results-articles" title={t('drawer.articles')}>
          {articles.map((item) => (
            <li key={key(item)}>
              <SuggestionCard item={item} size="large" onPress={() => onOpen(item)} />
            </li>
          ))}
        </Group>
      )}
      {tutorials.length > 0 && (
        <Group id="help-results-tutorials" title={t('drawer.tutorials')}>
          {tutorials.map((item) => (
            <li key={key(item)}>
              {item.seriesId === null ? (
                <SuggestionCard item={item} size="large" onPress={() => onOpen(item)} />
              ) : (
                <TutorialEpisodeCard item={item} onPress={() => onOpen(item)} />
              )}
            </li>
          ))}
        </Group>
      )}
    </div>
  );
}
