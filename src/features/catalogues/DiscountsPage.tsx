import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { queryItems, type ItemQuery } from '@/lib/catalogues/item-list';
import { DISCOUNT_SCOPES, type DiscountRow } from '@/lib/schemas/discount';
import { formatPercent } from '@/lib/percent';
import { useDiscounts } from '@/data/queries/catalogue';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { ItemListToolbar } from './ItemListToolbar';
import { ItemList } from './ItemList';
import { useCatalogueAccess, useFormatMoney } from './useCatalogueAccess';
import './catalogues.css';

/** The list's view of a discount: its scope stands in for the category, its value for the price. */
interface ListedDiscount {
  id: string;
  row: DiscountRow;
  name: string;
  category: string;
  price: number;
  active: boolean;
  updatedAt: string;
}

export default function DiscountsPage() {
  const { t } = useTranslation();
  const discounts = useDiscounts();
  const money = useFormatMoney();
  const { canEdit } = useCatalogueAccess();
  const [query, setQuery] = useState<ItemQuery>({ search: '', category: null, status: 'active', sort: 'name' });
  const listed = useMemo(
    () => discounts?.map((d): ListedDiscount => ({ id: d.id, row: d, name: d.name, category: t(`catalogues.discounts.scopes.${d.scope}`), price: d.value, active: d.active, updatedAt: d.updatedAt })),
    [discounts, t],
  );
  const shown = useMemo(() => (listed ? queryItems(listed, query, (d) => (d.row.code ? [d.row.code] : [])) : undefined), [listed, query]);
  const value = (d: DiscountRow) => (d.type === 'percent' ? formatPercent(d.value / 100) : money(d.value));
  const create = canEdit ? (
    <LinkButton href={links.catalogueCreate('discounts')} icon="plus">
      {t('catalogues.discounts.new')}
    </LinkButton>
  ) : undefined;
  return (
    <PageFrame title={t('catalogues.discounts.title')} actions={create}>
      <ItemListToolbar query={query} categories={DISCOUNT_SCOPES.map((s) => t(`catalogues.discounts.scopes.${s}`))} onChange={setQuery} searchLabel={t('catalogues.discounts.search')} />
      <ItemList
        label={t('catalogues.discounts.title')}
        items={shown}
        isEmpty={discounts?.length === 0}
        href={(d) => links.catalogueDetails('discounts', d.id)}
        title={(d) => d.name}
        description={(d) => [d.category, d.row.code ? t('catalogues.discounts.withCode', { code: d.row.code }) : null, d.row.stackable ? t('catalogues.discounts.stackable') : null].filter(Boolean).join(' · ')}
        trailing={(d) => <span className="catalogue-price">{value(d.row)}</span>}
        noMatch={t('catalogues.list.noMatch')}
        empty={<EmptyState icon="tag" title={t('catalogues.discounts.empty')} description={t('catalogues.discounts.emptyBody')} action={create} />}
      />
    </PageFrame>
  );
}
