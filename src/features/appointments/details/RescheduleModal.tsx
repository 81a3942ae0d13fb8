import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRow, MemberRow } from '@/lib/api-types';
import { shiftServices } from '@/lib/appointments/services';
import { fromLocal, toLocal } from '@/lib/appointments/series';
import type { SeriesScope } from '@/lib/schemas/appointment';
import type { TimeFormat, WeekStart } from '@/lib/calendar-preferences';
import { rescheduleAppointment } from '@/data/mutations/appointments';
import { useCalendarRange } from '@/data/queries/calendar';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { DatePicker } from '@/ui/DatePicker';
import { Modal } from '@/ui/Modal';
import { Select } from '@/ui/Select';
import { TimePicker } from '@/ui/TimePicker';
import { ClashNotice } from '../booking/ClashNotice';
import { useBookingCheck } from '../booking/useBookingCheck';
import { ScopeSelect } from './ScopeSelect';
import { useModalSave } from './useModalSave';

interface Props {
  row: AppointmentRow;
  team: readonly MemberRow[];
  timeZone: string;
  timeFormat: TimeFormat;
  weekStart: WeekStart;
  intervalMinutes: number;
  mayDoubleBook: boolean;
  onClose: () => void;
}

const WEEK_START = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Moves a booking to another day, time or member, with the clash shown before saving. */
export function RescheduleModal({ row, team, timeZone, timeFormat, weekStart, intervalMinutes, mayDoubleBook, onClose }: Props) {
  const { t } = useTranslation();
  const local = toLocal(row.startAt, timeZone);
  const [date, setDate] = useState(local.slice(0, 10));
  const [start, setStart] = useState(local.slice(11));
  const [memberId, setMemberId] = useState(row.memberId ?? '');
  const [scope, setScope] = useState<SeriesScope>('this');
  const [allow, setAllow] = useState(false);
  const { errors, saving, save: run } = useModalSave(onClose);

  const candidate = useMemo(() => {
    const startAt = fromLocal(`${date}T${start}`, timeZone);
    const endAt = new Date(Date.parse(startAt) + Date.parse(row.endAt) - Date.parse(row.startAt)).toISOString();
    const member = memberId || null;
    return { id: row.id, branchId: row.branchId, kind: row.kind, memberId: member, startAt, endAt, services: shiftServices(row, { startAt, endAt, memberId: member }) };
  }, [date, start, memberId, row, timeZone]);
  const dayStart = fromLocal(`${date}T00:00`, timeZone);
  const range = useCalendarRange(row.branchId, new Date(Date.parse(dayStart) - 86_400_000).toISOString(), new Date(Date.parse(dayStart) + 86_400_000).toISOString());
  const check = useBookingCheck(candidate, range?.rows, timeZone, intervalMinutes);

  const save = () =>
    run(() => rescheduleAppointment(row.id, { startAt: candidate.startAt, endAt: candidate.endAt, memberId: candidate.memberId, services: candidate.services, allowDoubleBooking: allow, scope }));
  const blocked = check.clashes.length > 0 && !(allow && mayDoubleBook);

  return (
    <Modal
      isOpen
      onOpenChange={(open) => !open && onClose()}
      title={t('appointments.details.reschedule')}
      footer={
        <>
          <Button variant="secondary" onPress={onClose}>
            {t('appointments.booking.cancel')}
          </Button>
          <Button onPress={() => void save()} isLoading={saving} isDisabled={blocked}>
            {t('appointments.details.move')}
          </Button>
        </>
      }
    >
      <div className="booking-form">
        {Object.values(errors)[0] && <Banner tone="danger" title={t(Object.values(errors)[0] ?? '')} />}
        <DatePicker label={t('appointments.booking.date')} value={date} onChange={setDate} weekStartsOn={WEEK_START[weekStart]} />
        <TimePicker label={t('appointments.booking.start')} start={start} onChange={(v) => setStart(v.start)} format={timeFormat} minuteStep={intervalMinutes} />
        {row.memberId !== null && (
          <Select
            label={t('appointments.booking.staff')}
            options={team.map((m) => ({ value: m.id, label: `${m.firstName} ${m.lastName}`.trim() }))}
            value={memberId}
            onChange={setMemberId}
          />
        )}
        {row.seriesId && <ScopeSelect value={scope} onChange={setScope} />}
        <ClashNotice
          clashes={check.clashes}
          suggestions={check.suggestions}
          timeZone={timeZone}
          timeFormat={timeFormat}
          onPick={(s) => {
            setDate(toLocal(s, timeZone).slice(0, 10));
            setStart(toLocal(s, timeZone).slice(11));
          }}
          mayDoubleBook={mayDoubleBook}
          allowDoubleBooking={allow}
          onAllowChange={setAllow}
        />
      </div>
    </Modal>
  );
}
