import type { ReactNode } from 'react';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { EmptyState } from '@/ui/EmptyState';
import { SKELETON_ROW_COUNT, SkeletonRow } from '@/ui/Skeleton';

interface Props<T extends { id: string }> {
  label: string;
  items: readonly T[] | undefined;
  href: (item: T) => string;
  title: (item: T) => ReactNode;
  description: (item: T) => ReactNode;
  trailing: (item: T) => ReactNode;
  leading?: (item: T) => ReactNode;
  empty: ReactNode;
  noMatch: string;
  /** Whether the unfiltered list is empty (then `empty` shows instead of "no match"). */
  isEmpty: boolean;
}

/** A catalogue list: one row per item linking to its details. */
export function ItemList<T extends { id: string }>({ label, items, href, title, description, trailing, leading, empty, noMatch, isEmpty }: Props<T>) {
  if (items === undefined) return <>{Array.from({ length: SKELETON_ROW_COUNT }, (_, i) => <SkeletonRow key={i} />)}</>;
  if (isEmpty) return <>{empty}</>;
  if (items.length === 0) return <EmptyState icon="search" title={noMatch} />;
  return (
    <RowList label={label}>
      {items.map((item) => (
        <RowListItem key={item.id}>
          <ListRow href={href(item)} title={title(item)} description={description(item)} trailing={trailing(item)} {...(leading ? { leading: leading(item) } : {})} />
        </RowListItem>
      ))}
    </RowList>
  );
}
