import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { FullScreenLoader } from '@/ui/Spinner';
import './catalogues.css';

interface Props<R> {
  /** The list's title, and the back button's label and target. */
  listTitle: string;
  backLabel: string;
  listHref: string;
  /** undefined while loading, null when there is no such item. */
  item: R | null | undefined;
  /** The editor of the item, given the back button to the list. */
  children: (item: R, back: ReactNode) => ReactNode;
}

/** A catalogue item's details page around its editor: loading, not found, and the way back to the list. */
export function ItemDetailsFrame<R>({ listTitle, backLabel, listHref, item, children }: Props<R>) {
  const { t } = useTranslation();
  const back = (
    <LinkButton href={listHref} variant="secondary" icon="back">
      {backLabel}
    </LinkButton>
  );
  if (item === undefined) return <FullScreenLoader />;
  if (item === null) {
    return (
      <PageFrame title={listTitle} actions={back}>
        <EmptyState icon="tag" title={t('catalogues.notFound')} />
      </PageFrame>
    );
  }
  return <>{children(item, back)}</>;
}
