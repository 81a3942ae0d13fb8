import { useTranslation } from 'react-i18next';
import type { HelpItem, HelpItemSummary } from '@/lib/schemas/help-content';
import { Icon } from '@/ui/Icon';
import { HelpBadge } from './HelpBadge';
import { formatHelpDuration, helpCardKey } from './help-card-keys';

/** A tinted stand-in for a video frame (spec §9 thumbnail sizes keep the 16:9 shape). */
function Thumbnail({ item, label }: { item: HelpItemSummary; label: string }) {
  const image = item.images[0];
  return (
    <span className="help-thumb" data-episode={item.episode ?? 0} aria-hidden="true">
      {image ? <img src={image.thumbnailUrl || image.url} alt="" className="help-thumb__image" /> : <span className="help-thumb__label">{label}</span>}
      <span className="help-thumb__play">
        <Icon name="play" size={16} />
      </span>
    </span>
  );
}

/** Tutorial episode card: its number, title and duration (placeholder when unknown). */
export function TutorialEpisodeCard({ item, onPress, current = false }: { item: HelpItemSummary; onPress: () => void; current?: boolean }) {
  const { t } = useTranslation('help');
  const time = formatHelpDuration(item.durationSeconds);
  return (
    <button
      type="button"
      className="help-card help-card--episode"
      data-help-ref={helpCardKey(item)}
      onClick={onPress}
      {...(current ? { 'aria-current': 'step' as const } : {})}
    >
      <span className="help-card__number" aria-hidden="true">
        {item.episode ?? <Icon name="play" size={14} />}
      </span>
      <span className="help-card__text">
        {item.episode !== null && <span className="ui-visually-hidden">{t('drawer.episodeN', { n: item.episode })}: </span>}
        <span className="help-card__title">{item.title}</span>
        {item.summary !== '' && <span className="help-card__summary">{item.summary}</span>}
      </span>
      <span className="help-card__duration">
        <Icon name="clock" size={14} />
        <span className="ui-visually-hidden">{t('drawer.duration', { time })}</span>
        <span aria-hidden="true">{time}</span>
      </span>
    </button>
  );
}

/** Tutorial square card: a thumbnail with the episode's number and title, for a scrolling row. */
export function TutorialSquareCard({ item, onPress }: { item: HelpItemSummary; onPress: () => void }) {
  const { t } = useTranslation('help');
  const episode = item.episode !== null ? t('drawer.episodeN', { n: item.episode }) : t('badge.tutorial');
  return (
    <button type="button" className="help-card help-card--square" data-help-ref={helpCardKey(item)} onClick={onPress}>
      <Thumbnail item={item} label={String(item.episode ?? '')} />
      <span className="help-card__eyebrow">{episode}</span>
      <span className="help-card__title">{item.title}</span>
    </button>
  );
}

/** Tutorial card with series: the series with its episode count and first episodes. */
export function TutorialSeriesCard({
  series,
  onOpenSeries,
  onOpenEpisode,
}: {
  series: HelpItem;
  onOpenSeries: () => void;
  onOpenEpisode: (episode: HelpItemSummary) => void;
}) {
  const { t } = useTranslation('help');
  return (
    <article className="help-card help-card--series">
      <button type="button" className="help-card__series-head" data-help-ref={helpCardKey(series)} onClick={onOpenSeries}>
        <Thumbnail item={series} label={String(series.children.length)} />
        <span className="help-card__text">
          <HelpBadge type="tutorial" />
          <span className="help-card__title">{series.title}</span>
          <span className="help-card__summary">{t('drawer.episodeCount', { count: series.children.length })}</span>
        </span>
      </button>
      <div className="help-squares" role="list" aria-label={t('drawer.episodes')}>
        {series.children.map((episode) => (
          <div role="listitem" key={episode.slug}>
            <TutorialSquareCard item={episode} onPress={() => onOpenEpisode(episode)} />
          </div>
        ))}
      </div>
    </article>
  );
}
