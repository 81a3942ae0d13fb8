import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRow } from '@/lib/api-types';
import type { SeriesScope } from '@/lib/schemas/appointment';
import { ValidationError, type FieldErrors } from '@/data/errors';
import { cancelAppointment, rejectAppointment } from '@/data/mutations/appointments';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { TextArea } from '@/ui/TextArea';
import { ScopeSelect } from './ScopeSelect';

/** Cancels (or, for a pending booking, rejects) with a reason; a series asks which occurrences. */
export function CancelModal({ row, mode, onClose }: { row: AppointmentRow; mode: 'cancel' | 'reject'; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<SeriesScope>('this');
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const save = async () => {
    setSaving(true);
    try {
      if (mode === 'reject') await rejectAppointment(row.id, { reason });
      else await cancelAppointment(row.id, { reason, scope });
      onClose();
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };
  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t(mode === 'reject' ? 'appointments.details.reject' : 'appointments.details.cancelBooking')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('appointments.details.keep')}
          </Button>
          <Button variant="danger" onPress={() => void save()} isLoading={saving}>
            {t(mode === 'reject' ? 'appointments.details.reject' : 'appointments.details.confirmCancel')}
          </Button>
        </>
      }
    >
      <div className="booking-form">
        <TextArea label={t('appointments.details.reason')} value={reason} onChange={setReason} errorMessage={errors.reason ? t(errors.reason) : null} isOptional={mode === 'reject'} />
        {mode === 'cancel' && row.seriesId && <ScopeSelect value={scope} onChange={setScope} />}
      </div>
    </Modal>
  );
}
