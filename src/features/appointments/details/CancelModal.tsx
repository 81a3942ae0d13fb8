import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRow } from '@/lib/api-types';
import type { SeriesScope } from '@/lib/schemas/appointment';
import { cancelAppointment, rejectAppointment } from '@/data/mutations/appointments';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { TextArea } from '@/ui/TextArea';
import { ScopeSelect } from './ScopeSelect';
import { useModalSave } from './useModalSave';

/** Cancels (or, for a pending booking, rejects) with a reason; a series asks which occurrences. */
export function CancelModal({ row, mode, onClose }: { row: AppointmentRow; mode: 'cancel' | 'reject'; onClose: () => void }) {
  const { t } = useTranslation();
  const [reason, setReason] = useState('');
  const [scope, setScope] = useState<SeriesScope>('this');
  const { errors, saving, save: run } = useModalSave(onClose);
  const save = () => run(() => (mode === 'reject' ? rejectAppointment(row.id, { reason }) : cancelAppointment(row.id, { reason, scope })));
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
