import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { FullScreenLoader } from '@/ui/Spinner';
import './catalogues.css';

interface Props<R> {
  kind: 'services' | 'products';
  /** undefined while loading, null when there is no such item. */
  item: R | null | undefined;
  /** The editor of the item, given the back button to the list. */
  children: (item: R, back: ReactNode) => ReactNode;
}

/** A service's or a product's details page around its editor: loading, not found, and the way back to the list. */
export function ItemDetailsFrame<R>({ kind, item, children }: Props<R>) {
  const { t } = useTranslation();
  const back = (
    <LinkButton href={links.catalogue(kind)} variant="secondary" icon="back">
      {t(`catalogues.${kind}.back`)}
    </LinkButton>
  );
  if (item === undefined) return <FullScreenLoader />;
  if (item === null) {
    return (
      <PageFrame title={t(`catalogues.${kind}.title`)} actions={back}>
        <EmptyState icon="tag" title={t('catalogues.notFound')} />
      </PageFrame>
    );
  }
  return <>{children(item, back)}</>;
}
