import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { categoriesOf, queryItems, type ItemQuery } from '@/lib/catalogues/item-list';
import { useProducts } from '@/data/queries/catalogue';
import { useCurrentBranch } from '@/data/queries/access';
import { useBranches } from '@/data/queries/members';
import { Button } from '@/ui/Button';
import { PageFrame } from '@/ui/PageFrame';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { StatusPill } from '@/ui/StatusPill';
import { ItemListToolbar } from './ItemListToolbar';
import { ItemList } from './ItemList';
import { StockCountModal } from './StockCountModal';
import { useCatalogueAccess, useFormatMoney } from './useCatalogueAccess';
import './catalogues.css';

export default function ProductsPage() {
  const { t } = useTranslation();
  const products = useProducts();
  const money = useFormatMoney();
  const { canEdit } = useCatalogueAccess();
  const [query, setQuery] = useState<ItemQuery>({ search: '', category: null, status: 'active', sort: 'name' });
  const branches = useBranches() ?? [];
  const currentBranchId = useCurrentBranch()?.branch?.branchId ?? branches[0]?.id ?? '';
  const [counting, setCounting] = useState(false);
  const shown = useMemo(() => (products ? queryItems(products, query, (p) => [p.sku, p.barcode]) : undefined), [products, query]);
  const create = canEdit ? (
    <LinkButton href={links.catalogueCreate('products')} icon="plus">
      {t('catalogues.products.new')}
    </LinkButton>
  ) : undefined;
  const actions = canEdit ? (
    <>
      {products && products.length > 0 && (
        <Button variant="secondary" icon="list" onPress={() => setCounting(true)}>
          {t('catalogues.count.open')}
        </Button>
      )}
      <LinkButton href={links.catalogueBulkUpload('products')} variant="secondary" icon="upload">
        {t('catalogues.import.open')}
      </LinkButton>
      {create}
    </>
  ) : undefined;
  return (
    <PageFrame title={t('catalogues.products.title')} actions={actions}>
      <ItemListToolbar query={query} categories={categoriesOf(products ?? [])} onChange={setQuery} searchLabel={t('catalogues.products.search')} />
      <ItemList
        label={t('catalogues.products.title')}
        items={shown}
        isEmpty={products?.length === 0}
        href={(p) => links.catalogueDetails('products', p.id)}
        title={(p) => p.name}
        description={(p) => [p.category || t('catalogues.list.uncategorised'), p.sku].filter(Boolean).join(' · ')}
        trailing={(p) => (
          <span className="catalogue-trailing">
            <StatusPill tone={p.stock <= 0 ? 'danger' : 'neutral'}>{t('catalogues.products.onHand', { count: p.stock })}</StatusPill>
            <span className="catalogue-price">{money(p.price)}</span>
          </span>
        )}
        noMatch={t('catalogues.list.noMatch')}
        empty={<EmptyState icon="tag" title={t('catalogues.products.empty')} description={t('catalogues.products.emptyBody')} action={create} />}
      />
      {counting && products && <StockCountModal products={products} branches={branches} branchId={currentBranchId} onClose={() => setCounting(false)} />}
    </PageFrame>
  );
}
