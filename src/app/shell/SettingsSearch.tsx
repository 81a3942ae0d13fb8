import { useMemo, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { searchKeywords, normaliseSearchText } from '@/lib/keyword-search';
import { EmptyState } from '@/ui/EmptyState';
import { Link } from '@/ui/routing';
import { SearchBox } from '@/ui/SearchBox';
import type { VisibleNavItem } from './nav-items';
import { settingsSearchEntries } from './settings-search-index';
import './SettingsSearch.css';

interface SettingsSearchProps {
  /** The visible settings items (settings view and organisation pages). */
  items: readonly VisibleNavItem[];
  branchId: string | null;
  pathname: string;
  /** Shown while nothing is searched: the settings navigation itself. */
  children: ReactNode;
}

/**
 * The search of the settings navigation (spec §2.3): it finds settings pages by their keyword
 * lists in English, Chinese and Malay, whatever the interface language, and links to them.
 */
export function SettingsSearch({ items, branchId, pathname, children }: SettingsSearchProps) {
  const { t } = useTranslation();
  const [query, setQuery] = useState('');
  const entries = useMemo(() => settingsSearchEntries(items, branchId, t), [items, branchId, t]);
  const results = useMemo(() => searchKeywords(entries, query), [entries, query]);
  const searching = normaliseSearchText(query) !== '';
  return (
    <div className="settings-search">
      <SearchBox label={t('settingsSearch.label')} placeholder={t('settingsSearch.placeholder')} onSearch={setQuery} className="settings-search__field" />
      {!searching && children}
      {searching && results.length === 0 && (
        <EmptyState variant="listbox" icon="search" title={t('settingsSearch.empty', { query: query.trim() })} description={t('settingsSearch.emptyHint')} />
      )}
      {searching && results.length > 0 && (
        <ul className="settings-search__results" aria-label={t('settingsSearch.results')}>
          {results.map(({ item, matched }) => {
            const title = t(item.labelKey);
            const context = [item.groupKey ? t(item.groupKey) : null, matched && matched !== title ? t('settingsSearch.matched', { keyword: matched }) : null]
              .filter(Boolean)
              .join(' · ');
            return (
              <li key={item.id}>
                <Link href={item.href} className="settings-search__result" current={pathname === item.href}>
                  <span className="settings-search__title">{title}</span>{' '}
                  {context && <span className="settings-search__context">{context}</span>}
                </Link>
              </li>
            );
          })}
        </ul>
      )}
      <span className="ui-visually-hidden" role="status">
        {searching && results.length > 0 ? t('settingsSearch.count', { count: results.length }) : ''}
      </span>
    </div>
  );
}
