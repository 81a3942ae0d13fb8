import type { Key, ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from './EmptyState';
import { SKELETON_ROW_COUNT, SkeletonRow } from './Skeleton';
import './ResultsList.css';

export interface ResultsListProps<T> {
  /** Accessible name of the list. */
  label: string;
  items: readonly T[] | undefined;
  /** While true (or while items is undefined) six skeleton rows show. */
  isLoading?: boolean;
  getKey: (item: T) => Key;
  renderItem: (item: T) => ReactNode;
  /** Replaces the default 'NoResults' empty block. */
  empty?: ReactNode;
  /** Caps the height and scrolls (spec §9 list max height 300 px). */
  maxHeight?: number | 'none';
}

/** A list of search results: six skeleton rows while loading, 'NoResults' when empty. */
export function ResultsList<T>({ label, items, isLoading = false, getKey, renderItem, empty, maxHeight = 'none' }: ResultsListProps<T>) {
  const { t } = useTranslation('app');
  const style = maxHeight === 'none' ? undefined : { maxHeight, overflowY: 'auto' as const };

  if (isLoading || items === undefined) {
    return (
      <div className="ui-results" role="status" aria-busy="true" aria-label={t('ui.loading')} data-testid="results-loading">
        {Array.from({ length: SKELETON_ROW_COUNT }, (_, i) => (
          <SkeletonRow key={i} />
        ))}
      </div>
    );
  }
  if (items.length === 0) {
    return <div className="ui-results">{empty ?? <EmptyState variant="generic" icon="search" title={t('ui.results.noResults')} />}</div>;
  }
  return (
    <ul className="ui-results ui-results__list" aria-label={label} style={style}>
      {items.map((item) => (
        <li key={getKey(item)} className="ui-results__item">
          {renderItem(item)}
        </li>
      ))}
    </ul>
  );
}
