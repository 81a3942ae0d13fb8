import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { queryItems, type ItemQuery } from '@/lib/catalogues/item-list';
import { EARN_SCOPES, type RewardProgramRow } from '@/lib/schemas/reward-program';
import { useRewardPrograms } from '@/data/queries/rewards';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { ItemListToolbar } from './ItemListToolbar';
import { ItemList } from './ItemList';
import { useCatalogueAccess, useFormatMoney } from './useCatalogueAccess';
import './catalogues.css';

/** The list's view of a program: what earns stands in for the category (the filter), a point's value for the price. */
interface ListedProgram {
  id: string;
  row: RewardProgramRow;
  name: string;
  category: string;
  price: number;
  active: boolean;
  updatedAt: string;
}

export default function RewardProgramsPage() {
  const { t } = useTranslation();
  const programs = useRewardPrograms();
  const money = useFormatMoney();
  const { canEdit } = useCatalogueAccess();
  const [query, setQuery] = useState<ItemQuery>({ search: '', category: null, status: 'active', sort: 'name' });
  const listed = useMemo(
    () => programs?.map((p): ListedProgram => ({ id: p.id, row: p, name: p.name, category: t(`catalogues.rewards.scopes.${p.scope}`), price: p.pointValue, active: p.active, updatedAt: p.updatedAt })),
    [programs, t],
  );
  const shown = useMemo(() => (listed ? queryItems(listed, query) : undefined), [listed, query]);
  const summary = (p: RewardProgramRow) =>
    [
      t('catalogues.rewards.earnSummary', { service: p.earnRates.service, product: p.earnRates.product, package: p.earnRates.package }),
      t('catalogues.rewards.valueSummary', { amount: money(p.pointValue * 100) }),
      p.expiryMonths === null ? t('catalogues.rewards.neverExpires') : t('catalogues.rewards.expiresAfter', { count: p.expiryMonths }),
    ].join(' · ');
  const create = canEdit ? (
    <LinkButton href={links.catalogueCreate('rewardProgram')} icon="plus">
      {t('catalogues.rewards.new')}
    </LinkButton>
  ) : undefined;
  return (
    <PageFrame title={t('catalogues.rewards.title')} actions={create}>
      <ItemListToolbar
        query={query}
        categories={EARN_SCOPES.map((s) => t(`catalogues.rewards.scopes.${s}`))}
        onChange={setQuery}
        searchLabel={t('catalogues.rewards.search')}
        filterLabels={{ label: t('catalogues.rewards.scope'), all: t('catalogues.rewards.allScopes') }}
      />
      <ItemList
        label={t('catalogues.rewards.title')}
        items={shown}
        isEmpty={programs?.length === 0}
        href={(p) => links.catalogueDetails('rewardProgram', p.id)}
        title={(p) => p.name}
        description={(p) => [p.category, summary(p.row)].join(' · ')}
        trailing={(p) => <span className="catalogue-price">{t('catalogues.rewards.perPoint', { amount: money(p.price) })}</span>}
        noMatch={t('catalogues.list.noMatch')}
        empty={<EmptyState icon="tag" title={t('catalogues.rewards.empty')} description={t('catalogues.rewards.emptyBody')} action={create} />}
      />
    </PageFrame>
  );
}
