import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import { ValidationError } from '@/data/errors';
import { recordInvoicePayment } from '@/data/mutations/invoices';
import type { InvoiceRow } from '@/lib/invoices/rows';
import { INVOICE_PAYMENT_METHODS, type InvoicePaymentMethod } from '@/lib/invoices/schema';
import { formatMoney, fromMinorUnits, toMinorUnits } from '@/lib/money';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';

/** Records a payment (all or part of what is owed) against an issued invoice. */
export function PaymentModal({ invoice, owed, onClose }: { invoice: InvoiceRow; owed: number; onClose: () => void }) {
  const { t } = useTranslation();
  const [amount, setAmount] = useState(fromMinorUnits(owed, invoice.currency));
  const [method, setMethod] = useState<InvoicePaymentMethod>('transfer');
  const [reference, setReference] = useState('');
  const [error, setError] = useState<string | null>(null);
  // One id per opened form: pressing twice records one payment.
  const [paymentId] = useState(() => uuidv7());

  async function submit() {
    const minor = toMinorUnits(Number.isNaN(amount) ? 0 : amount, invoice.currency);
    if (minor > owed) {
      setError(t('invoices.errors.overpaid', { owed: formatMoney(owed, invoice.currency) }));
      return;
    }
    try {
      await recordInvoicePayment(invoice.id, { paymentId, method, amount: minor, reference });
      onClose();
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      setError(t(Object.values(e.fieldErrors)[0] ?? 'validation.invalid'));
    }
  }
  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('invoices.recordPayment')}
      size="small"
      footer={<Button onPress={() => void submit()}>{t('invoices.savePayment')}</Button>}
    >
      <div className="inv-form">
        <p>{t('invoices.owed', { amount: formatMoney(owed, invoice.currency) })}</p>
        <NumberField label={t('invoices.amount')} value={amount} onChange={setAmount} minValue={0.01} step={0.01} formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }} />
        <Select
          label={t('invoices.method')}
          value={method}
          onChange={(v) => setMethod(INVOICE_PAYMENT_METHODS.find((m) => m === v) ?? 'transfer')}
          options={INVOICE_PAYMENT_METHODS.map((m) => ({ value: m, label: t(`invoices.methods.${m}`) }))}
        />
        <TextField label={t('invoices.reference')} value={reference} onChange={setReference} maxLength={60} isOptional />
        {error && <Banner tone="danger" title={error} />}
      </div>
    </Modal>
  );
}
