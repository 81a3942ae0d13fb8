import { useEffect, useReducer, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { HelpTopic } from '@/lib/help-view';
import type { HelpItemSummary } from '@/lib/schemas/help-content';
import { Modal } from '@/ui/Modal';
import { useNavigate } from '@/ui/routing';
import { SearchBox } from '@/ui/SearchBox';
import { currentView, HELP_START, moveHelp, type HelpMove, type HelpTrail } from './help-navigation';
import { HelpLanding } from './HelpLanding';
import { HelpQuickView } from './HelpQuickView';
import { HelpResults } from './HelpResults';
import { useHelpLocale, useSearchContext } from './useHelpContext';
import './helps.css';

function toTopic(item: HelpItemSummary): HelpTopic {
  return { title: item.title, slug: item.slug, contentType: item.contentType, ...(item.seriesId !== null ? { seriesId: item.seriesId } : {}) };
}

/**
 * The help drawer (400 px beside the page on wider screens, a bottom drawer on phones) with the
 * three views of spec §2.3: landing, results and quick view. Back returns along the trail and
 * puts focus back on the card that was opened.
 */
export function HelpDrawer({ isOpen, onOpenChange, className }: { isOpen: boolean; onOpenChange: (open: boolean) => void; className?: string }) {
  const { t } = useTranslation('help');
  const locale = useHelpLocale();
  const context = useSearchContext();
  const navigate = useNavigate();
  const [trail, dispatch] = useReducer(moveHelp, HELP_START);
  const view = currentView(trail);
  const body = useRef<HTMLDivElement>(null);
  const openers = useRef<(string | null)[]>([]);
  const previous = useRef<HelpTrail>(trail);
  // The search box keeps its text from landing to results; it starts empty again when Back
  // returns to the landing.
  const [searchResets, setSearchResets] = useState(0);

  const move = (m: HelpMove) => {
    if (m.type === 'open' || m.type === 'topic') {
      const active = document.activeElement instanceof HTMLElement ? document.activeElement.closest('[data-help-ref]') : null;
      openers.current.push(active?.getAttribute('data-help-ref') ?? null);
    }
    dispatch(m);
  };

  useEffect(() => {
    const went = previous.current.views.length - trail.views.length;
    previous.current = trail;
    if (went <= 0 || body.current === null) return;
    let opener: string | null = null;
    for (let i = 0; i < went; i++) opener = openers.current.pop() ?? null;
    const target =
      (opener !== null ? body.current.querySelector<HTMLElement>(`[data-help-ref="${CSS.escape(opener)}"]`) : null) ??
      body.current.querySelector<HTMLElement>('input');
    target?.focus();
  }, [trail]);

  const followLink = (href: string) => {
    onOpenChange(false);
    navigate(href);
  };
  const back = () => {
    if (trail.views[trail.views.length - 2]?.view === 'landing') setSearchResets((n) => n + 1);
    dispatch({ type: 'back' });
  };
  const open = (item: HelpItemSummary) => move({ type: 'open', item: toTopic(item) });

  return (
    <Modal
      isOpen={isOpen}
      onOpenChange={onOpenChange}
      title={t('drawer.title')}
      {...(trail.views.length > 1 ? { onBack: back } : {})}
      className={['help-drawer', className].filter(Boolean).join(' ')}
    >
      <div ref={body} className="help-drawer__body" data-view={view.view}>
        {view.view !== 'quick' && (
          <SearchBox
            key={searchResets}
            label={t('drawer.search')}
            placeholder={t('drawer.placeholder')}
            defaultValue={view.view === 'results' ? view.query : ''}
            onSearch={(text) => move({ type: 'search', text })}
          />
        )}
        {view.view === 'landing' && <HelpLanding locale={locale} actions={{ onTopic: (item) => move({ type: 'topic', topic: toTopic(item) }), onOpen: open }} />}
        {view.view === 'results' && <HelpResults query={view.query} locale={locale} context={context} onOpen={open} onNavigate={followLink} />}
        {view.view === 'quick' && <HelpQuickView topic={view.topic} locale={locale} actions={{ onOpen: open, onNavigate: followLink }} />}
      </div>
    </Modal>
  );
}
