import { useTranslation } from 'react-i18next';
import { SearchBox } from '@/ui/SearchBox';
import { useNavigate } from '@/ui/routing';
import { helpResultHref } from './help-list';

/** The help centre's search box: typing shows /helps/result for the text (the landing when cleared). */
export function HelpCentreSearch({ query = '', replace = false }: { query?: string; replace?: boolean }) {
  const { t } = useTranslation('help');
  const navigate = useNavigate();
  return (
    <SearchBox
      label={t('drawer.search')}
      showLabel
      placeholder={t('drawer.placeholder')}
      defaultValue={query}
      onSearch={(text) => navigate(helpResultHref(text), { replace })}
    />
  );
}
