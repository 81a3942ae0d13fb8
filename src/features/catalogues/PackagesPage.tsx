import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { categoriesOf, queryItems, type ItemQuery } from '@/lib/catalogues/item-list';
import { sessionsOf } from '@/lib/catalogues/package-form';
import { usePackages } from '@/data/queries/catalogue';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { ItemListToolbar } from './ItemListToolbar';
import { ItemList } from './ItemList';
import { useCatalogueAccess, useFormatMoney } from './useCatalogueAccess';
import './catalogues.css';

export default function PackagesPage() {
  const { t } = useTranslation();
  const packages = usePackages();
  const money = useFormatMoney();
  const { canEdit } = useCatalogueAccess();
  const [query, setQuery] = useState<ItemQuery>({ search: '', category: null, status: 'active', sort: 'name' });
  const shown = useMemo(() => (packages ? queryItems(packages, query, (p) => p.items.map((i) => i.name)) : undefined), [packages, query]);
  const create = canEdit ? (
    <LinkButton href={links.catalogueCreate('packages')} icon="plus">
      {t('catalogues.packages.new')}
    </LinkButton>
  ) : undefined;
  return (
    <PageFrame title={t('catalogues.packages.title')} actions={create}>
      <ItemListToolbar query={query} categories={categoriesOf(packages ?? [])} onChange={setQuery} searchLabel={t('catalogues.packages.search')} />
      <ItemList
        label={t('catalogues.packages.title')}
        items={shown}
        isEmpty={packages?.length === 0}
        href={(p) => links.catalogueDetails('packages', p.id)}
        title={(p) => p.name}
        description={(p) => [p.category || t('catalogues.list.uncategorised'), t('catalogues.packages.sessionCount', { count: sessionsOf(p.items) })].join(' · ')}
        trailing={(p) => <span className="catalogue-price">{money(p.price)}</span>}
        noMatch={t('catalogues.list.noMatch')}
        empty={<EmptyState icon="tag" title={t('catalogues.packages.empty')} description={t('catalogues.packages.emptyBody')} action={create} />}
      />
    </PageFrame>
  );
}
