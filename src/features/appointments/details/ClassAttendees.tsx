import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRow } from '@/lib/api-types';
import { db } from '@/data/db';
import { addClassAttendee, cancelClassAttendee } from '@/data/mutations/appointments';
import { useClassAttendees } from '@/data/queries/appointment-details';
import { useCustomers } from '@/data/queries/customers';
import { useLiveQuery } from 'dexie-react-hooks';
import { Button } from '@/ui/Button';
import { SearchBox } from '@/ui/SearchBox';
import { StatusPill } from '@/ui/StatusPill';

/** A class's customers: seats up to its capacity, then the waitlist (the server decides which). */
export function ClassAttendees({ row }: { row: AppointmentRow }) {
  const { t } = useTranslation();
  const attendees = useClassAttendees(row.id) ?? [];
  const names = useLiveQuery(async () => new Map((await db.customers.bulkGet(attendees.map((a) => a.customerId))).flatMap((c) => (c ? [[c.id, `${c.firstName} ${c.lastName}`.trim()]] : []))), [attendees]);
  const [search, setSearch] = useState('');
  const found = useCustomers(search.trim().toLowerCase(), 5);
  const live = attendees.filter((a) => a.status !== 'CANCELLED');
  const booked = live.filter((a) => a.status === 'BOOKED').length;
  return (
    <section className="booking-details__section" aria-labelledby="class-attendees">
      <h2 id="class-attendees">{t('appointments.details.attendees', { booked, capacity: row.capacity ?? 0 })}</h2>
      <ul className="booking-details__list">
        {live.map((a) => (
          <li key={a.id}>
            <span>{names?.get(a.customerId) ?? '…'}</span>
            <StatusPill tone={a.status === 'BOOKED' ? 'success' : 'warning'}>{t(`appointments.details.attendee.${a.status}`)}</StatusPill>
            <Button variant="ghost" size="small" onPress={() => void cancelClassAttendee(a.id, {})}>
              {t('appointments.details.removeAttendee')}
            </Button>
          </li>
        ))}
      </ul>
      <SearchBox label={t('appointments.details.addAttendee')} showLabel placeholder={t('appointments.booking.searchCustomer')} onSearch={setSearch} />
      {search.trim() !== '' && (
        <ul className="booking-form__results">
          {found.rows
            .filter((c) => !live.some((a) => a.customerId === c.id))
            .map((c) => (
              <li key={c.id}>
                <Button variant="ghost" onPress={() => void addClassAttendee({ appointmentId: row.id, branchId: row.branchId, customerId: c.id })}>
                  {`${c.firstName} ${c.lastName}`.trim()}
                </Button>
              </li>
            ))}
        </ul>
      )}
    </section>
  );
}
