import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from '@/data/errors';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { TextArea } from '@/ui/TextArea';

/** Asks for a reason before an act that keeps it (void, credit in full). */
export function ReasonModal({
  title,
  body,
  confirm,
  onConfirm,
  onClose,
}: {
  title: string;
  body: string;
  confirm: string;
  onConfirm: (reason: string) => Promise<void>;
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [error, setError] = useState<string | null>(null);
  async function submit() {
    try {
      await onConfirm(reason);
      onClose();
    } catch (e) {
      if (!(e instanceof ValidationError)) throw e;
      setError(t(Object.values(e.fieldErrors)[0] ?? 'validation.invalid'));
    }
  }
  return (
    <Modal isOpen onOpenChange={(open) => (open ? undefined : onClose())} title={title} size="small" footer={<Button variant="danger" onPress={() => void submit()}>{confirm}</Button>}>
      <div className="inv-form">
        <p>{body}</p>
        <TextArea label={t('invoices.reason')} value={reason} onChange={setReason} rows={2} maxLength={300} />
        {error && <Banner tone="danger" title={error} />}
      </div>
    </Modal>
  );
}
