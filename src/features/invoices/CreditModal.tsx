import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from '@/data/errors';
import { creditAmountError } from '@/lib/invoices/credit';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/money';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { NumberField } from '@/ui/NumberField';
import { TextArea } from '@/ui/TextArea';

/**
 * Issues a credit note of all or part of what an invoice has left to credit (its total less its
 * credit notes and the refund notes of refunds), checked at the amount field before it is sent.
 */
export function CreditModal({
  currency,
  left,
  onConfirm,
  onClose,
}: {
  currency: string;
  /** What the invoice has left to credit, in minor units with SST. */
  left: number;
  onConfirm: (amount: number, reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(fromMinorUnits(left, currency));
  const [reason, setReason] = useState('');
  const [amountError, setAmountError] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const money = (m: number) => formatMoney(m, currency);
  const minorOf = (v: number) => toMinorUnits(Number.isNaN(v) ? 0 : v, currency);
  const check = (minor: number): string | null => {
    const key = creditAmountError(minor, left);
    return key === null ? null : t(key, { left: money(left) });
  };

  async function submit() {
    const minor = minorOf(amount);
    const problem = check(minor);
    setAmountError(problem);
    if (problem !== null) return;
    try {
      await onConfirm(minor, reason);
      onClose();
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      setError(t(Object.values(e.fieldErrors)[0] ?? 'validation.invalid', { left: money(left) }));
    }
  }
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('invoices.issueCreditNote')}
      size="small"
      footer={<Button variant="danger" onPress={() => void submit()}>{t('invoices.confirmCredit')}</Button>}
    >
      <div className="inv-form">
        <p>{t('invoices.creditBodyLeft', { amount: money(left) })}</p>
        <NumberField
          label={t('invoices.creditAmount')}
          value={amount}
          onChange={(v) => {
            setAmount(v);
            setAmountError(check(minorOf(v)));
          }}
          minValue={0.01}
          step={0.01}
          formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          errorMessage={amountError}
        />
        <TextArea label={t('invoices.reason')} value={reason} onChange={setReason} rows={2} maxLength={300} />
        {error && <Banner tone="danger" title={error} />}
      </div>
    </Modal>
  );
}
