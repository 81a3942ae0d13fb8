import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '@/lib/api-types';
import { customerName } from '@/lib/appointments/names';
import { formatDate, toAppLocale } from '@/lib/format-date';
import type { TimeFormat } from '@/lib/time';
import { Button } from '@/ui/Button';
import { Modal } from '@/ui/Modal';
import type { Clash } from './useCalendarMove';

export interface ClashDialogProps {
  clashes: readonly Clash[] | null;
  customers: ReadonlyMap<string, CustomerRow>;
  timeZone: string;
  timeFormat: TimeFormat;
  /** The branch lets a user book over a clash. */
  allowDoubleBooking: boolean;
  onBookAnyway: () => void;
  onClose: () => void;
}

/** The bookings a move would clash with; "Book anyway" where the branch allows double booking. */
export function ClashDialog({ clashes, customers, timeZone, timeFormat, allowDoubleBooking, onBookAnyway, onClose }: ClashDialogProps) {
  const { t, i18n } = useTranslation();
  const prefs = { timeZone, timeFormat, locale: toAppLocale(i18n.language) };
  return (
    <Modal
      isOpen={clashes !== null}
      onOpenChange={(open) => {
        if (!open) onClose();
      }}
      title={t('appointments.calendar.clash.title')}
      size="small"
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('appointments.calendar.clash.keep')}
          </Button>
          {allowDoubleBooking && (
            <Button variant="danger" onPress={onBookAnyway}>
              {t('appointments.calendar.clash.bookAnyway')}
            </Button>
          )}
        </>
      }
    >
      <p>{allowDoubleBooking ? t('appointments.calendar.clash.bodyAllowed') : t('appointments.calendar.clash.bodyRefused')}</p>
      <ul className="cal-clash-list">
        {(clashes ?? []).map((c) => (
          <li key={c.row.id}>
            {c.row.kind === 'Blocker'
              ? t('appointments.calendar.blocked')
              : customerName(c.row.customerId ? customers.get(c.row.customerId) : undefined, t('privacy.erasedCustomer')) || t('appointments.calendar.walkIn')}
            {' · '}
            {formatDate(c.start, 'time', prefs)} – {formatDate(c.end, 'time', prefs)}
          </li>
        ))}
      </ul>
    </Modal>
  );
}
