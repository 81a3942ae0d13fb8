import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRow } from '@/lib/api-types';
import { toE164 } from '@/lib/phone';
import { createCustomer } from '@/data/mutations/customers';
import { updateAppointment } from '@/data/mutations/appointments';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import { TextArea } from '@/ui/TextArea';
import { CustomerPicker, type CustomerChoice } from '../booking/CustomerPicker';
import { useModalSave } from './useModalSave';

/**
 * Edits what a booking says rather than when it is: its notes (a blocker's reason) and, for an
 * appointment, its customer (another one from the replica, a new one made inline, or a walk-in).
 * Only the fields that changed are sent; time and staff are the reschedule's.
 */
export function EditModal({ row, onClose }: { row: AppointmentRow; onClose: () => void }) {
  const { t } = useTranslation();
  const [notes, setNotes] = useState(row.notes);
  const [customer, setCustomer] = useState<CustomerChoice>({ customerId: row.customerId, newCustomer: null });
  const { errors, saving, save: run } = useModalSave(onClose);
  const blocker = row.kind === 'Blocker';

  const save = () =>
    run(async () => {
      let customerId = customer.customerId;
      if (!blocker && customer.newCustomer) {
        const phone = customer.newCustomer.phone.trim() === '' ? '' : (toE164(customer.newCustomer.phone) ?? customer.newCustomer.phone.trim());
        customerId = await createCustomer({ firstName: customer.newCustomer.firstName, phone });
      }
      const patch: { notes?: string; customerId?: string | null } = {};
      if (notes !== row.notes) patch.notes = notes;
      if (row.kind === 'Appointment' && customerId !== row.customerId) patch.customerId = customerId;
      if (Object.keys(patch).length > 0) await updateAppointment(row.id, patch);
    });

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('appointments.details.editTitle')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('appointments.booking.cancel')}
          </Button>
          <Button onPress={() => void save()} isLoading={saving}>
            {t('appointments.booking.save')}
          </Button>
        </>
      }
    >
      <div className="booking-form">
        {row.kind === 'Appointment' && <CustomerPicker value={customer} onChange={setCustomer} errors={errors} />}
        <TextArea
          label={t(blocker ? 'appointments.booking.reason' : 'appointments.booking.notes')}
          value={notes}
          onChange={setNotes}
          errorMessage={errors.notes ? t(errors.notes) : null}
          isOptional={!blocker}
        />
        {errors.customerId && <Banner tone="danger" title={t(errors.customerId)} />}
      </div>
    </Modal>
  );
}
