import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from '@/data/errors';
import { resolveAnomaly } from '@/data/mutations/anomalies';
import type { AnomalyResolution, SaleAnomalyRow } from '@/lib/checkout/rows';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { TextArea } from '@/ui/TextArea';

/** Closes an anomaly: resolved (put right) or acknowledged (nothing to do), with a note. */
export function ResolveAnomalyModal({ anomaly, reason, onClose }: { anomaly: SaleAnomalyRow; reason: string; onClose: () => void }) {
  const { t } = useTranslation();
  const [note, setNote] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function close(resolution: AnomalyResolution) {
    setBusy(true);
    try {
      await resolveAnomaly(anomaly.id, { resolution, note });
      onClose();
    } catch (e) {
      setBusy(false);
      if (!(e instanceof ValidationError)) throw e;
      setError(t(Object.values(e.fieldErrors)[0] ?? 'validation.invalid'));
    }
  }

  return (
    <Modal
      isOpen
      onOpenChange={(open) => (open ? undefined : onClose())}
      title={t('transactions.review.closeTitle')}
      size="small"
      footer={
        <>
          <Button variant="secondary" isDisabled={busy} onPress={() => void close('acknowledged')}>{t('transactions.review.acknowledge')}</Button>
          <Button isDisabled={busy} onPress={() => void close('resolved')}>{t('transactions.review.resolve')}</Button>
        </>
      }
    >
      <div className="form-stack tx-resolve">
        <p>{reason}</p>
        <p className="muted">{t('transactions.review.closeHelp')}</p>
        <TextArea label={t('transactions.review.note')} value={note} onChange={setNote} rows={3} maxLength={300} isOptional errorMessage={error} />
      </div>
    </Modal>
  );
}
