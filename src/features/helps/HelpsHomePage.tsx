import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/ui/PageFrame';
import { LinkButton } from '@/ui/LinkButton';
import { useNavigate } from '@/ui/routing';
import { links } from '@/lib/links';
import { HelpCentreSearch } from './HelpCentreSearch';
import { HELP_PAGE_TYPES, helpItemHref } from './help-list';
import { HelpLanding } from './HelpLanding';
import { useHelpLocale } from './useHelpContext';
import './helps.css';

/** /helps: search, the lists by type, then the home topic's topics, suggestions and tutorials. */
export default function HelpsHomePage() {
  const { t } = useTranslation('help');
  const locale = useHelpLocale();
  const navigate = useNavigate();
  const open = (item: Parameters<typeof helpItemHref>[0]) => navigate(helpItemHref(item));
  return (
    <PageFrame title={t('centre.title')}>
      <div className="help-centre">
        <HelpCentreSearch />
        <nav className="help-centre__types" aria-label={t('centre.browse')}>
          {HELP_PAGE_TYPES.map((type) => (
            <LinkButton key={type} href={links.helpsType(type)} variant="secondary">
              {t(`centre.types.${type}`)}
            </LinkButton>
          ))}
        </nav>
        <HelpLanding locale={locale} inCentre actions={{ onTopic: open, onOpen: open }} />
      </div>
    </PageFrame>
  );
}
