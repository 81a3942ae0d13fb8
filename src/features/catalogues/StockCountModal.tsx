import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchRow, ProductRow } from '@/lib/api-types';
import { categoriesOf } from '@/lib/catalogues/item-list';
import { countDifferences } from '@/lib/catalogues/stock-ledger';
import { countStock } from '@/data/mutations/catalogue';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';
import { toast } from '@/ui/toast';

interface Props {
  products: readonly ProductRow[];
  branches: readonly BranchRow[];
  branchId: string;
  onClose: () => void;
}

/** Count a category at a branch; the differences from on hand post as one count adjustment. */
export function StockCountModal({ products, branches, branchId: initialBranch, onClose }: Props) {
  const { t } = useTranslation();
  const active = products.filter((p) => p.active);
  const categories = categoriesOf(active);
  const [branchId, setBranchId] = useState(initialBranch);
  const [category, setCategory] = useState(categories[0] ?? '');
  const [counted, setCounted] = useState<Record<string, number>>({});
  const shown = active.filter((p) => p.category === category);
  const onHand = (productId: string) => shown.find((p) => p.id === productId)?.stockByBranch[branchId] ?? 0;
  const counts = shown.flatMap((p) => (counted[p.id] === undefined || Number.isNaN(counted[p.id]) ? [] : [{ productId: p.id, counted: counted[p.id] ?? 0 }]));
  const differences = countDifferences(counts, onHand);

  const post = async () => {
    if (counts.length > 0) await countStock(branchId, counts);
    toast.success(t('catalogues.count.posted', { count: differences.length }));
    onClose();
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('catalogues.count.title')}
      size="medium"
      footer={
        <Button onPress={() => void post()} isDisabled={counts.length === 0}>
          {t('catalogues.count.post', { count: differences.length })}
        </Button>
      }
    >
      <div className="catalogue-modal">
        <div className="catalogue-grid">
          <Select label={t('catalogues.stock.branch')} options={branches.map((b) => ({ value: b.id, label: b.name }))} value={branchId} onChange={(v) => { setBranchId(v); setCounted({}); }} />
          <Select
            label={t('catalogues.list.category')}
            options={categories.map((c) => ({ value: c, label: c || t('catalogues.list.uncategorised') }))}
            value={category}
            onChange={(v) => { setCategory(v); setCounted({}); }}
          />
        </div>
        <p className="catalogue-hint">{t('catalogues.count.hint')}</p>
        <table className="catalogue-stock">
          <thead>
            <tr>
              <th scope="col">{t('catalogues.fields.name')}</th>
              <th scope="col">{t('catalogues.stock.onHand')}</th>
              <th scope="col">{t('catalogues.count.counted')}</th>
            </tr>
          </thead>
          <tbody>
            {shown.map((p) => (
              <tr key={p.id}>
                <th scope="row">{p.name}</th>
                <td>{onHand(p.id)}</td>
                <td>
                  <NumberField
                    label={t('catalogues.count.countedOf', { name: p.name })}
                    labelHidden
                    integer
                    minValue={0}
                    showStepper={false}
                    value={counted[p.id] ?? Number.NaN}
                    onChange={(n) => setCounted((c) => ({ ...c, [p.id]: n }))}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </Modal>
  );
}
