import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProductRow } from '@/lib/api-types';
import { isLow } from '@/lib/catalogues/stock-ledger';
import type { StockMoveKind } from '@/lib/schemas/stock';
import { useProductStock } from '@/data/queries/catalogue';
import { useBranches } from '@/data/queries/members';
import { Button } from '@/ui/Button';
import { StatusPill } from '@/ui/StatusPill';
import { StockMoveModal } from './StockMoveModal';

/** On hand per branch, with receive, adjust and transfer. */
export function ProductStock({ product, canEdit, currentBranchId }: { product: ProductRow; canEdit: boolean; currentBranchId: string | null }) {
  const { t } = useTranslation();
  const branches = useBranches() ?? [];
  const stock = useProductStock(product) ?? product.stockByBranch;
  const [moving, setMoving] = useState<StockMoveKind | null>(null);
  const startBranch = currentBranchId ?? branches[0]?.id ?? '';
  return (
    <section className="catalogue-card" aria-labelledby="prd-stock">
      <h2 id="prd-stock">{t('catalogues.stock.title')}</h2>
      <table className="catalogue-stock">
        <thead>
          <tr>
            <th scope="col">{t('catalogues.stock.branch')}</th>
            <th scope="col">{t('catalogues.stock.onHand')}</th>
            <th scope="col">{t('catalogues.stock.threshold')}</th>
          </tr>
        </thead>
        <tbody>
          {branches.map((b) => {
            const onHand = stock[b.id] ?? 0;
            const threshold = product.lowStock[b.id];
            return (
              <tr key={b.id}>
                <th scope="row">{b.name}</th>
                <td>
                  {onHand} {isLow(onHand, threshold) && <StatusPill tone="danger">{t('catalogues.stock.low')}</StatusPill>}
                </td>
                <td>{threshold ?? '—'}</td>
              </tr>
            );
          })}
        </tbody>
      </table>
      {canEdit && (
        <div className="catalogue-status-actions">
          <Button variant="secondary" onPress={() => setMoving('receive')}>
            {t('catalogues.stock.actions.receive')}
          </Button>
          <Button variant="secondary" onPress={() => setMoving('adjust')}>
            {t('catalogues.stock.actions.adjust')}
          </Button>
          {branches.length > 1 && (
            <Button variant="secondary" onPress={() => setMoving('transfer')}>
              {t('catalogues.stock.actions.transfer')}
            </Button>
          )}
        </div>
      )}
      {moving && <StockMoveModal kind={moving} productId={product.id} branches={branches} branchId={startBranch} onClose={() => setMoving(null)} />}
    </section>
  );
}
