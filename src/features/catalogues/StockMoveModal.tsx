import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchRow } from '@/lib/api-types';
import { toSen } from '@/lib/catalogues/item-form';
import { ADJUST_REASONS, type AdjustReason, type StockMoveKind } from '@/lib/schemas/stock';
import { moveProductStock } from '@/data/mutations/catalogue';
import { ValidationError } from '@/data/errors';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast';
import { useCurrencyFormat } from './useCurrencyFormat';

interface Props {
  kind: StockMoveKind;
  productId: string;
  branches: readonly BranchRow[];
  /** The branch to start with (the device's current one). */
  branchId: string;
  onClose: () => void;
}

/** Receive (with cost), adjust (signed, with a reason) or transfer stock between branches. */
export function StockMoveModal({ kind, productId, branches, branchId: initialBranch, onClose }: Props) {
  const { t } = useTranslation();
  const currency = useCurrencyFormat();
  const [branchId, setBranchId] = useState(initialBranch);
  const [toBranchId, setToBranchId] = useState(branches.find((b) => b.id !== initialBranch)?.id ?? '');
  const [quantity, setQuantity] = useState(Number.NaN);
  const [unitCost, setUnitCost] = useState(Number.NaN);
  const [reason, setReason] = useState<AdjustReason>('count');
  const [note, setNote] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const branchOptions = branches.map((b) => ({ value: b.id, label: b.name }));
  const error = (key: string) => (errors[key] ? t(errors[key]) : null);

  const submit = async () => {
    if (Number.isNaN(quantity)) {
      setErrors({ quantity: 'catalogues.validation.required' });
      return;
    }
    try {
      await moveProductStock(productId, {
        kind,
        branchId,
        quantity,
        unitCost: kind === 'receive' && !Number.isNaN(unitCost) ? toSen(unitCost) : null,
        reason: kind === 'adjust' ? reason : null,
        toBranchId: kind === 'transfer' ? toBranchId || null : null,
        note,
      });
      toast.success(t(`catalogues.stock.done.${kind}`));
      onClose();
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      setErrors(e.fieldErrors);
    }
  };

  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t(`catalogues.stock.titles.${kind}`)}
      size="small"
      footer={<Button onPress={() => void submit()}>{t(`catalogues.stock.actions.${kind}`)}</Button>}
    >
      <div className="catalogue-modal">
        <Select label={kind === 'transfer' ? t('catalogues.stock.fromBranch') : t('catalogues.stock.branch')} options={branchOptions} value={branchId} onChange={setBranchId} errorMessage={error('branchId')} />
        {kind === 'transfer' && (
          <Select label={t('catalogues.stock.toBranch')} options={branchOptions} value={toBranchId} onChange={setToBranchId} errorMessage={error('toBranchId')} />
        )}
        <NumberField
          label={kind === 'adjust' ? t('catalogues.stock.change') : t('catalogues.stock.quantity')}
          description={kind === 'adjust' ? t('catalogues.stock.changeHint') : undefined}
          integer
          value={quantity}
          onChange={setQuantity}
          errorMessage={error('quantity')}
          isRequired
        />
        {kind === 'receive' && (
          <NumberField label={t('catalogues.stock.unitCost')} minValue={0} formatOptions={currency} showStepper={false} value={unitCost} onChange={setUnitCost} errorMessage={error('unitCost')} isOptional />
        )}
        {kind === 'adjust' && (
          <Select
            label={t('catalogues.stock.reason')}
            options={ADJUST_REASONS.map((r) => ({ value: r, label: t(`catalogues.stock.reasons.${r}`) }))}
            value={reason}
            onChange={(v) => setReason(v as AdjustReason)}
            errorMessage={error('reason')}
          />
        )}
        <TextField label={t('catalogues.stock.note')} value={note} onChange={setNote} errorMessage={error('note')} isOptional />
      </div>
    </Modal>
  );
}
