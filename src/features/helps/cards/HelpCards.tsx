import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpItem, HelpItemSummary } from '@/lib/schemas/help-content';
import { Button } from '@/ui/Button';
import { Icon, type IconName } from '@/ui/Icon';
import { HelpBody } from '../HelpBody';
import { HelpBadge } from './HelpBadge';
import { helpCardKey } from './help-card-keys';

const TOPIC_ICONS: Record<string, IconName> = {
  checkout: 'tag',
  printers: 'file',
  'shifts-and-cash': 'clock',
  sync: 'refresh',
  customers: 'users',
};

/** Small card: a topic on the landing (icon and title). */
export function TopicCard({ item, onPress }: { item: HelpItemSummary; onPress: () => void }) {
  return (
    <button type="button" className="help-card help-card--small" data-help-ref={helpCardKey(item)} onClick={onPress}>
      <span className="help-card__icon" aria-hidden="true">
        <Icon name={TOPIC_ICONS[item.slug] ?? 'search'} size={18} />
      </span>
      <span className="help-card__title">{item.title}</span>
    </button>
  );
}

/** Suggestion card, large (badge, title, summary) or small (badge and title on one line). */
export function SuggestionCard({ item, size, onPress }: { item: HelpItemSummary; size: 'large' | 'small'; onPress: () => void }) {
  return (
    <button type="button" className={`help-card help-card--suggestion-${size}`} data-help-ref={helpCardKey(item)} onClick={onPress}>
      {size === 'large' && (
        <span className="help-card__art" aria-hidden="true">
          <Icon name={item.contentType === 'faq' ? 'info' : 'file'} size={22} />
        </span>
      )}
      <span className="help-card__text">
        <HelpBadge type={item.contentType} />
        <span className="help-card__title">{item.title}</span>
        {size === 'large' && item.summary !== '' && <span className="help-card__summary">{item.summary}</span>}
      </span>
      <Icon name="forward" size={18} />
    </button>
  );
}

/**
 * Large card, collapsed (question and summary) or expanded (the answer inline). An FAQ's answer
 * is short enough to read in place; Open shows it in quick view.
 */
export function FaqCard({ item, onOpen, onNavigate }: { item: HelpItem; onOpen: () => void; onNavigate: (href: string) => void }) {
  const { t } = useTranslation('help');
  const [expanded, setExpanded] = useState(false);
  const answerId = useId();
  return (
    <article className={`help-card help-card--large ${expanded ? 'help-card--expanded' : 'help-card--collapsed'}`}>
      <button
        type="button"
        className="help-card__toggle"
        aria-expanded={expanded}
        aria-controls={answerId}
        data-help-ref={helpCardKey(item)}
        onClick={() => setExpanded((e) => !e)}
      >
        <span className="help-card__text">
          <HelpBadge type={item.contentType} />
          <span className="help-card__title">{item.title}</span>
          {!expanded && item.summary !== '' && <span className="help-card__summary">{item.summary}</span>}
        </span>
        <Icon name={expanded ? 'chevronUp' : 'chevronDown'} size={18} />
        <span className="ui-visually-hidden">{expanded ? t('drawer.hideAnswer') : t('drawer.showAnswer')}</span>
      </button>
      <div id={answerId} className="help-card__answer" hidden={!expanded}>
        {expanded && (
          <>
            <HelpBody html={item.content} onNavigate={onNavigate} />
            <Button variant="secondary" size="small" icon="forward" iconPosition="end" aria-label={t('drawer.openItem', { title: item.title })} onPress={onOpen}>
              {t('drawer.open')}
            </Button>
          </>
        )}
      </div>
    </article>
  );
}
