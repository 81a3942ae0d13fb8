import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { queryItems, type ItemQuery } from '@/lib/catalogues/item-list';
import { VOUCHER_KINDS, type VoucherTypeRow } from '@/lib/schemas/voucher-type';
import { useVoucherTypes } from '@/data/queries/catalogue';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { ItemListToolbar } from './ItemListToolbar';
import { ItemList } from './ItemList';
import { useCatalogueAccess, useFormatMoney } from './useCatalogueAccess';
import './catalogues.css';

/** The list's view of a voucher type: its kind stands in for the category (the filter), its price for the price. */
interface ListedVoucherType {
  id: string;
  row: VoucherTypeRow;
  name: string;
  category: string;
  price: number;
  active: boolean;
  updatedAt: string;
}

export default function VoucherTypesPage() {
  const { t } = useTranslation();
  const types = useVoucherTypes();
  const money = useFormatMoney();
  const { canEdit } = useCatalogueAccess();
  const [query, setQuery] = useState<ItemQuery>({ search: '', category: null, status: 'active', sort: 'name' });
  const listed = useMemo(
    () => types?.map((v): ListedVoucherType => ({ id: v.id, row: v, name: v.name, category: t(`catalogues.vouchers.kinds.${v.kind}`), price: v.price, active: v.active, updatedAt: v.updatedAt })),
    [types, t],
  );
  const shown = useMemo(() => (listed ? queryItems(listed, query) : undefined), [listed, query]);
  const worth = (v: VoucherTypeRow) =>
    v.kind === 'value' ? t('catalogues.vouchers.worth', { value: money(v.value) }) : t('catalogues.vouchers.serviceCount', { count: v.serviceIds.length });
  const create = canEdit ? (
    <LinkButton href={links.catalogueCreate('vouchers')} icon="plus">
      {t('catalogues.vouchers.new')}
    </LinkButton>
  ) : undefined;
  return (
    <PageFrame title={t('catalogues.vouchers.title')} actions={create}>
      <ItemListToolbar
        query={query}
        categories={VOUCHER_KINDS.map((k) => t(`catalogues.vouchers.kinds.${k}`))}
        onChange={setQuery}
        searchLabel={t('catalogues.vouchers.search')}
        filterLabels={{ label: t('catalogues.vouchers.kind'), all: t('catalogues.vouchers.allKinds') }}
      />
      <ItemList
        label={t('catalogues.vouchers.title')}
        items={shown}
        isEmpty={types?.length === 0}
        href={(v) => links.catalogueDetails('vouchers', v.id)}
        title={(v) => v.name}
        description={(v) => [v.category, worth(v.row)].join(' · ')}
        trailing={(v) => <span className="catalogue-price">{money(v.price)}</span>}
        noMatch={t('catalogues.list.noMatch')}
        empty={<EmptyState icon="tag" title={t('catalogues.vouchers.empty')} description={t('catalogues.vouchers.emptyBody')} action={create} />}
      />
    </PageFrame>
  );
}
