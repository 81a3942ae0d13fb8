import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/ui/PageFrame';
import { useNavigate, useSearchParams } from '@/ui/routing';
import { HelpCentreSearch } from './HelpCentreSearch';
import { helpItemHref } from './help-list';
import { HelpResults } from './HelpResults';
import { useHelpLocale, useSearchContext } from './useHelpContext';
import './helps.css';

/** /helps/result?q=: the search's FAQs, articles and tutorials in sections. */
export default function HelpsResultPage() {
  const { t } = useTranslation('help');
  const locale = useHelpLocale();
  const context = useSearchContext();
  const navigate = useNavigate();
  const query = (useSearchParams().get('q') ?? '').trim();
  return (
    <PageFrame title={t('centre.title')}>
      <div className="help-centre">
        <HelpCentreSearch query={query} replace />
        {query !== '' && (
          <HelpResults query={query} locale={locale} context={context} onOpen={(item) => navigate(helpItemHref(item))} onNavigate={navigate} />
        )}
      </div>
    </PageFrame>
  );
}
