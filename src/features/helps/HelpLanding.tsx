import { useTranslation } from 'react-i18next';
import type { Locale } from '@/lib/locale';
import type { HelpItemSummary } from '@/lib/schemas/help-content';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { links } from '@/lib/links';
import { SuggestionCard, TopicCard } from './cards/HelpCards';
import { TutorialSeriesCard } from './cards/TutorialCards';
import { loadHelpItem, peekHelpItem } from './help-client';
import { HELP_HOME } from './help-list';
import { HelpStatus, StaleNote } from './HelpStatus';
import { useHelpLoad } from './useHelpLoad';

export interface LandingActions {
  /** A landing topic (spec §2.3: FAQ and article topics open quick view, others search their title). */
  onTopic: (item: HelpItemSummary) => void;
  /** A tutorial (series or episode): always quick view. */
  onOpen: (item: HelpItemSummary) => void;
}

export function SeriesSection({ series, locale, actions }: { series: HelpItemSummary; locale: Locale; actions: LandingActions }) {
  const { state } = useHelpLoad(
    `series:${locale}:${series.slug}`,
    (online) => loadHelpItem(series, locale, online),
    () => peekHelpItem(series, locale),
  );
  if (state.status !== 'ready') return null;
  return <TutorialSeriesCard series={state.value} onOpenSeries={() => actions.onOpen(series)} onOpenEpisode={actions.onOpen} />;
}

/** The landing view: topics, suggestions and tutorials, as the help centre's home topic lists them. */
export function HelpLanding({ locale, actions, inCentre = false }: { locale: Locale; actions: LandingActions; /** On the help centre's own page: no link to it. */ inCentre?: boolean }) {
  const { t } = useTranslation('help');
  const { state, retry } = useHelpLoad(
    `home:${locale}`,
    (online) => loadHelpItem(HELP_HOME, locale, online),
    () => peekHelpItem(HELP_HOME, locale),
  );
  const centre = inCentre ? null : (
    <RowList label={t('drawer.centre')} variant="simple">
      <RowListItem>
        <ListRow variant="simple" icon="externalLink" title={t('drawer.centre')} href={links.helps()} />
      </RowListItem>
    </RowList>
  );
  if (state.status !== 'ready') {
    return (
      <>
        <HelpStatus state={state} retry={retry} />
        {centre}
      </>
    );
  }
  const children = state.value.children;
  const topics = children.filter((c) => c.contentType === 'topic');
  const suggestions = children.filter((c) => c.contentType === 'faq' || c.contentType === 'article');
  const series = children.filter((c) => c.contentType === 'tutorial');
  return (
    <div className="help-landing">
      <StaleNote stale={state.stale} />
      {topics.length > 0 && (
        <section className="help-section" aria-labelledby="help-topics">
          <h4 id="help-topics" className="help-section__title">
            {t('drawer.topics')}
          </h4>
          <ul className="help-grid">
            {topics.map((topic) => (
              <li key={topic.slug}>
                <TopicCard item={topic} onPress={() => actions.onTopic(topic)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {suggestions.length > 0 && (
        <section className="help-section" aria-labelledby="help-suggested">
          <h4 id="help-suggested" className="help-section__title">
            {t('drawer.suggested')}
          </h4>
          <ul className="help-stack">
            {suggestions.map((item, i) => (
              <li key={`${item.contentType}/${item.slug}`}>
                <SuggestionCard item={item} size={i === 0 ? 'large' : 'small'} onPress={() => actions.onTopic(item)} />
              </li>
            ))}
          </ul>
        </section>
      )}
      {series.length > 0 && (
        <section className="help-section" aria-labelledby="help-tutorials">
          <h4 id="help-tutorials" className="help-section__title">
            {t('drawer.tutorials')}
          </h4>
          {series.map((s) => (
            <SeriesSection key={s.slug} series={s} locale={locale} actions={actions} />
          ))}
        </section>
      )}
      {centre}
    </div>
  );
}
