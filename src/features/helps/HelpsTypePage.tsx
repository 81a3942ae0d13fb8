import { useTranslation } from 'react-i18next';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { useNavigate, useRouteParams } from '@/ui/routing';
import { links } from '@/lib/links';
import { SuggestionCard } from './cards/HelpCards';
import { loadHelpList } from './help-client';
import { helpItemHref, helpPageType, type HelpPageType } from './help-list';
import { SeriesSection } from './HelpLanding';
import { HelpStatus, StaleNote } from './HelpStatus';
import { useHelpLoad } from './useHelpLoad';
import { useHelpLocale } from './useHelpContext';
import './helps.css';

function TypeList({ type }: { type: HelpPageType }) {
  const { t } = useTranslation('help');
  const locale = useHelpLocale();
  const navigate = useNavigate();
  const { state, retry } = useHelpLoad(`list:${locale}:${type}`, (online) => loadHelpList(type, locale, online), () => null);
  if (state.status !== 'ready') return <HelpStatus state={state} retry={retry} />;
  if (state.value.length === 0) return <EmptyState icon="inbox" title={t('drawer.noContent')} />;
  const open = (item: Parameters<typeof helpItemHref>[0]) => navigate(helpItemHref(item));
  return (
    <>
      <StaleNote stale={state.stale} />
      <ul className="help-stack">
        {state.value.map((item) => (
          <li key={item.slug}>
            {type === 'tutorial' ? (
              <SeriesSection series={item} locale={locale} actions={{ onTopic: open, onOpen: open }} />
            ) : (
              <SuggestionCard item={item} size="large" onPress={() => open(item)} />
            )}
          </li>
        ))}
      </ul>
    </>
  );
}

/** /helps/:type: every FAQ, article or tutorial series the help centre's topics reach. */
export default function HelpsTypePage() {
  const { t } = useTranslation('help');
  const type = helpPageType(useRouteParams<{ type: string }>().type);
  return (
    <PageFrame
      title={type === null ? t('centre.title') : t(`centre.types.${type}`)}
      actions={
        <LinkButton href={links.helps()} variant="ghost" icon="back">
          {t('centre.title')}
        </LinkButton>
      }
    >
      <div className="help-centre">{type === null ? <EmptyState icon="inbox" title={t('drawer.notFound')} /> : <TypeList type={type} />}</div>
    </PageFrame>
  );
}
