import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { deviceIdentity } from '@/data/device';
import { ValidationError } from '@/data/errors';
import { createRefund } from '@/data/mutations/refunds';
import { useOpenShift } from '@/data/queries/checkout';
import { refundRefusal } from '@/lib/checkout/refund-rules';
import type { SaleRow } from '@/lib/checkout/rows';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/checkout/settings';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/money';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { TextArea } from '@/ui/TextArea';

/**
 * A refund (part) or a void (all) with a reason; products can go back to stock. The first refund of
 * a sale gives its package sessions back, so it may be of 0 (a sale paid wholly by sessions).
 */
export function RefundModal({ sale, refunded, earlierRefunds, kind, onClose }: { sale: SaleRow; refunded: number; earlierRefunds: number; kind: 'refund' | 'void'; onClose: () => void }) {
  const { t } = useTranslation();
  const { deviceId } = deviceIdentity();
  const shift = useOpenShift(deviceId);
  const left = Math.max(0, sale.totals.total - refunded);
  const [amount, setAmount] = useState(fromMinorUnits(left, sale.currency));
  const [method, setMethod] = useState<PaymentMethod>(sale.payments[0]?.method ?? 'cash');
  const [reason, setReason] = useState('');
  const [restock, setRestock] = useState(true);
  const [error, setError] = useState<string | null>(null);
  const [amountError, setAmountError] = useState<string | null>(null);
  const givesPackagesBack = refundRefusal(sale, earlierRefunds, 0) === null;
  const products = sale.lines.filter((l) => l.kind === 'product');

  async function submit() {
    try {
      await createRefund({
        saleId: sale.id, kind, method, reason, deviceId, shiftId: shift?.id ?? null,
        amount: kind === 'void' ? left : toMinorUnits(amount, sale.currency),
        restock: restock ? products.map((l) => ({ lineId: l.id, quantity: l.quantity })) : [],
      });
      onClose();
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      // The amount's reason at its field (a void has none: there it joins the others).
      const { amount: amountKey, ...others } = e.fieldErrors;
      const amountMessage = amountKey === undefined ? null : t(amountKey);
      const other = Object.values(others)[0];
      setAmountError(kind === 'refund' ? amountMessage : null);
      setError(other !== undefined ? t(other) : kind === 'void' ? amountMessage : null);
    }
  }
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={t(kind === 'void' ? 'transactions.voidSale' : 'transactions.refund')} size="small"
      footer={<Button variant="danger" onPress={() => void submit()}>{t(kind === 'void' ? 'transactions.confirmVoid' : 'transactions.confirmRefund')}</Button>}>
      <div className="form-stack">
        {kind === 'refund' ? (
          <NumberField label={t('checkout.amount')} value={amount} onChange={(v) => { setAmount(v); setAmountError(null); }} minValue={givesPackagesBack ? 0 : 0.01}
            maxValue={fromMinorUnits(left, sale.currency)} step={0.01} formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} errorMessage={amountError} />
        ) : (
          <p>{t('transactions.voidAmount', { amount: formatMoney(left, sale.currency) })}</p>
        )}
        {givesPackagesBack && <p className="muted">{t('transactions.refundGivesPackagesBack')}</p>}
        <Select label={t('transactions.refundMethod')} value={method} onChange={(v) => setMethod(v as PaymentMethod)} options={PAYMENT_METHODS.filter((m) => m !== 'points').map((m) => ({ value: m, label: t(`checkout.methods.${m}`) }))} />
        <TextArea label={t('transactions.reason')} value={reason} onChange={setReason} rows={2} maxLength={300} />
        {products.length > 0 && <Switch isSelected={restock} onChange={setRestock}>{t('transactions.restock')}</Switch>}
        {error && <Banner tone="danger" title={error} />}
      </div>
    </Modal>
  );
}
