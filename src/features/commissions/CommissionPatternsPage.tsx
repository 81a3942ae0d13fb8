import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { categoriesOf, queryItems, type ItemQuery } from '@/lib/catalogues/item-list';
import type { CommissionPatternRow } from '@/lib/commissions/rows';
import { useCommissionPatterns } from '@/data/queries/commissions';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { ItemListToolbar } from '@/features/catalogues/ItemListToolbar';
import { ItemList } from '@/features/catalogues/ItemList';
import { useFormatMoney } from '@/features/catalogues/useCatalogueAccess';
import { useCommissionAccess } from './useCommissionAccess';
import { usePatternLinks } from './usePatternLinks';
import '@/features/catalogues/catalogues.css';

/** How a pattern's value reads: "12.5%" or "RM 5.00 per item". */
export function usePatternValue(): (p: Pick<CommissionPatternRow, 'type' | 'value'>) => string {
  const { t } = useTranslation();
  const money = useFormatMoney();
  return (p) => (p.type === 'percent' ? t('commissions.list.percent', { value: p.value / 100 }) : t('commissions.list.perItem', { amount: money(p.value) }));
}

/** The commission patterns (catalogue, and the organisation's commission settings). */
export default function CommissionPatternsPage() {
  const { t } = useTranslation();
  const patterns = useCommissionPatterns();
  const canEdit = useCommissionAccess();
  const to = usePatternLinks();
  const valueOf = usePatternValue();
  const [query, setQuery] = useState<ItemQuery>({ search: '', category: null, status: 'active', sort: 'name' });
  // The list helpers sort by "price": a pattern's value stands in for it.
  const listable = useMemo(() => (patterns ?? []).map((p) => ({ ...p, price: p.value })), [patterns]);
  const shown = useMemo(() => (patterns ? queryItems(listable, query) : undefined), [patterns, listable, query]);
  const create = canEdit ? (
    <LinkButton href={to.create} icon="plus">
      {t('commissions.new')}
    </LinkButton>
  ) : undefined;
  return (
    <PageFrame title={t('commissions.title')} actions={create}>
      <ItemListToolbar query={query} categories={categoriesOf(listable)} onChange={setQuery} searchLabel={t('commissions.search')} />
      <ItemList
        label={t('commissions.title')}
        items={shown}
        isEmpty={patterns?.length === 0}
        href={(p) => to.details(p.id)}
        title={(p) => p.name}
        description={(p) =>
          [t(`commissions.itemKinds.${p.itemKind}`), p.category || t('commissions.list.anyCategory'), t('commissions.list.members', { count: p.memberIds.length })].join(' · ')
        }
        trailing={(p) => <span className="catalogue-price">{valueOf(p)}</span>}
        noMatch={t('catalogues.list.noMatch')}
        empty={<EmptyState icon="tag" title={t('commissions.empty')} description={t('commissions.emptyBody')} action={create} />}
      />
    </PageFrame>
  );
}
