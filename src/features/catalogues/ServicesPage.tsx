import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { categoriesOf, queryItems, type ItemQuery } from '@/lib/catalogues/item-list';
import { useServices } from '@/data/queries/catalogue';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { ItemListToolbar } from './ItemListToolbar';
import { ItemList } from './ItemList';
import { useCatalogueAccess, useFormatMoney } from './useCatalogueAccess';
import './catalogues.css';

export default function ServicesPage() {
  const { t } = useTranslation();
  const services = useServices();
  const money = useFormatMoney();
  const { canEdit } = useCatalogueAccess();
  const [query, setQuery] = useState<ItemQuery>({ search: '', category: null, status: 'active', sort: 'name' });
  const shown = useMemo(() => (services ? queryItems(services, query) : undefined), [services, query]);
  const create = canEdit ? (
    <LinkButton href={links.catalogueCreate('services')} icon="plus">
      {t('catalogues.services.new')}
    </LinkButton>
  ) : undefined;
  return (
    <PageFrame
      title={t('catalogues.services.title')}
      actions={
        canEdit ? (
          <>
            <LinkButton href={links.catalogueBulkUpload('services')} variant="secondary" icon="upload">
              {t('catalogues.import.open')}
            </LinkButton>
            {create}
          </>
        ) : undefined
      }
    >
      <ItemListToolbar query={query} categories={categoriesOf(services ?? [])} onChange={setQuery} searchLabel={t('catalogues.services.search')} />
      <ItemList
        label={t('catalogues.services.title')}
        items={shown}
        isEmpty={services?.length === 0}
        href={(s) => links.catalogueDetails('services', s.id)}
        leading={(s) => <span className="catalogue-swatch" style={{ background: s.color }} aria-hidden="true" />}
        title={(s) => s.name}
        description={(s) => [s.category || t('catalogues.list.uncategorised'), t('catalogues.services.minutes', { count: s.durationMinutes })].join(' · ')}
        trailing={(s) => <span className="catalogue-price">{money(s.price)}</span>}
        noMatch={t('catalogues.list.noMatch')}
        empty={<EmptyState icon="tag" title={t('catalogues.services.empty')} description={t('catalogues.services.emptyBody')} action={create} />}
      />
    </PageFrame>
  );
}
