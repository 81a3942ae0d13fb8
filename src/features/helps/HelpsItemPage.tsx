import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpItem } from '@/lib/schemas/help-content';
import { links } from '@/lib/links';
import { useOnline } from '@/lib/useOnline';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { useNavigate, useRouteParams, useSearchParams } from '@/ui/routing';
import { HelpBadge } from './cards/HelpBadge';
import { TutorialEpisodeCard } from './cards/TutorialCards';
import { keepSeriesForOffline, loadHelpItem, peekHelpItem, type HelpRef } from './help-client';
import { episodePlace, helpPageType, storedPageType, type HelpPageType } from './help-list';
import { HelpItemContent } from './HelpItemContent';
import { HelpStatus, StaleNote } from './HelpStatus';
import { useHelpLoad } from './useHelpLoad';
import { useHelpLocale } from './useHelpContext';
import './helps.css';

function useItem(ref: HelpRef) {
  const locale = useHelpLocale();
  return useHelpLoad(
    `item:${locale}:${ref.contentType}:${ref.slug}:${ref.seriesId ?? ''}`,
    (online) => loadHelpItem(ref, locale, online),
    () => peekHelpItem(ref, locale),
  );
}

/** A series opened online keeps all its episodes, so the rest can be read offline. */
function useKeepSeries(series: HelpItem | null) {
  const locale = useHelpLocale();
  const online = useOnline();
  const slug = series?.slug ?? null;
  const kept = useRef<string | null>(null);
  useEffect(() => {
    if (series === null || !online || kept.current === `${locale}:${series.slug}`) return;
    kept.current = `${locale}:${series.slug}`;
    keepSeriesForOffline(series, locale).catch((error: unknown) => console.warn('Could not keep tutorial episodes for offline reading', error));
    // The series' slug and the locale name what is kept.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [slug, locale, online]);
}

function Article({ item, eyebrow }: { item: HelpItem; eyebrow?: string }) {
  const navigate = useNavigate();
  return (
    <article className="help-quick help-centre__item">
      <HelpBadge type={item.contentType} />
      {eyebrow !== undefined && <p className="help-quick__eyebrow">{eyebrow}</p>}
      <h2 className="help-quick__title">{item.title}</h2>
      {item.summary !== '' && <p className="help-quick__summary">{item.summary}</p>}
      <HelpItemContent item={item} onNavigate={navigate} />
    </article>
  );
}

function Episodes({ series, current }: { series: HelpItem; current?: string }) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  return (
    <section className="help-section" aria-labelledby="help-centre-episodes">
      <h3 id="help-centre-episodes" className="help-section__title">
        {t('drawer.episodes')}
      </h3>
      <ul className="help-stack">
        {series.children.map((e) => (
          <li key={e.slug}>
            <TutorialEpisodeCard item={e} current={e.slug === current} onPress={() => navigate(links.helpsItem('tutorial', series.slug, e.slug))} />
          </li>
        ))}
      </ul>
    </section>
  );
}

/** /helps/:type/:id: one FAQ, article or tutorial; a series lists its episodes. */
function ItemView({ type, id }: { type: HelpPageType; id: string }) {
  const { state, retry } = useItem({ contentType: storedPageType(type), slug: id });
  const series = state.status === 'ready' && type === 'tutorial' && state.value.children.length > 0 ? state.value : null;
  useKeepSeries(series);
  if (state.status !== 'ready') return <HelpStatus state={state} retry={retry} />;
  return (
    <>
      <StaleNote stale={state.stale} />
      <Article item={state.value} />
      {series && <Episodes series={series} />}
    </>
  );
}

/** /helps/tutorial/:series?episode=: one episode, with the way to the next and the whole series. */
function EpisodeView({ seriesId, episode }: { seriesId: string; episode: string }) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  const item = useItem({ contentType: 'tutorial', slug: episode, seriesId });
  const series = useItem({ contentType: 'tutorial', slug: seriesId });
  const ready = series.state.status === 'ready' ? series.state.value : null;
  useKeepSeries(ready);
  if (item.state.status !== 'ready') return <HelpStatus state={item.state} retry={item.retry} />;
  const place = ready ? episodePlace(ready.children, episode) : null;
  const go = (slug: string) => navigate(links.helpsItem('tutorial', seriesId, slug));
  const previous = place?.previous;
  const next = place?.next;
  return (
    <>
      <StaleNote stale={item.state.stale} />
      <Article item={item.state.value} {...(ready && place && place.at >= 0 ? { eyebrow: t('drawer.episodeOf', { n: place.at + 1, total: ready.children.length }) } : {})} />
      {(previous || next) && (
        <div className="help-centre__steps">
          {previous && (
            <Button variant="secondary" icon="back" onPress={() => go(previous.slug)}>
              {t('centre.previous')}
            </Button>
          )}
          {next && (
            <Button variant="primary" icon="forward" iconPosition="end" onPress={() => go(next.slug)}>
              {t('drawer.next')}: {next.title}
            </Button>
          )}
        </div>
      )}
      {ready && <Episodes series={ready} current={episode} />}
    </>
  );
}

export default function HelpsItemPage() {
  const { t } = useTranslation('help');
  const params = useRouteParams<{ type: string; id: string }>();
  const episode = useSearchParams().get('episode');
  const type = helpPageType(params.type);
  const id = params.id ?? '';
  const body =
    type === null || id === '' ? (
      <EmptyState icon="inbox" title={t('drawer.notFound')} />
    ) : type === 'tutorial' && episode ? (
      <EpisodeView seriesId={id} episode={episode} />
    ) : (
      <ItemView type={type} id={id} />
    );
  return (
    <PageFrame
      title={type === null ? t('centre.title') : t(`centre.types.${type}`)}
      actions={
        type !== null && (
          <LinkButton href={links.helpsType(type)} variant="ghost" icon="back">
            {t('centre.all', { type: t(`centre.types.${type}`) })}
          </LinkButton>
        )
      }
    >
      <div className="help-centre">{body}</div>
    </PageFrame>
  );
}
