import { useTranslation } from 'react-i18next';
import type { AppointmentRow, AttendanceStatus } from '@/lib/api-types';
import { customerName, memberName } from '@/lib/appointments/names';
import { minuteInDay } from '@/lib/appointments/time-axis';
import { firstFreeMember, nextSlot } from '@/lib/appointments/walk-in';
import { workingHoursFor, worksThrough } from '@/lib/appointments/working-hours';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { useStore } from '@/lib/store';
import { localDay } from '@/data/local-day';
import { setAttendance } from '@/data/mutations/appointments';
import { useServiceExtras } from '@/data/queries/catalogue';
import { preferences } from '@/data/preferences';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { PageFrame } from '@/ui/PageFrame';
import { SKELETON_ROW_COUNT, SkeletonRow } from '@/ui/Skeleton';
import { StatusPill } from '@/ui/StatusPill';
import { Link, useNavigate } from '@/ui/routing';
import { toast } from '@/ui/toast';
import { useNow } from '../calendar/useNow';
import { useFrontDesk } from './useFrontDesk';
import './attendance.css';

/** Minutes a walk-in is booked for until the create screen sets its services. */
const WALK_IN_MINUTES = 30;

/** Today's front desk (spec §2.2 /attendance): arrivals in order, check in, no-show, walk-ins. */
export default function AttendancePage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const now = useNow();
  const { timeFormat } = useStore(preferences).calendar;
  const desk = useFrontDesk(now);
  const extra = useServiceExtras();
  const prefs = { timeZone: desk.timeZone, timeFormat, locale: toAppLocale(i18n.language) };

  const mark = (row: AppointmentRow, attendance: AttendanceStatus) => {
    setAttendance(row.id, { attendance })
      .then(() => toast.success(t(attendance === 'ATTENDED' ? 'appointments.attendance.checkedIn' : 'appointments.attendance.markedNoShow', { name: nameOf(row) })))
      .catch((error: unknown) => {
        console.error('Attendance not saved', error);
        toast.error(t('appointments.attendance.failed'));
      });
  };
  const nameOf = (row: AppointmentRow) => customerName(row.customerId ? desk.customers.get(row.customerId) : undefined, t('privacy.erasedCustomer')) || t('appointments.calendar.walkIn');

  const addWalkIn = () => {
    if (!desk.branchId) return;
    const startAt = nextSlot(now, desk.settings.slotIntervalMinutes);
    const day = localDay(now, desk.timeZone);
    const minute = minuteInDay(day.startIso, startAt);
    const members = desk.team.map((m) => ({
      id: m.id,
      working: worksThrough(workingHoursFor(m, desk.branchId ?? '', day.date), minute, minute + WALK_IN_MINUTES),
    }));
    const memberId = firstFreeMember({ branchId: desk.branchId, members, rows: desk.rows, startAt, minutes: WALK_IN_MINUTES, extra });
    if (memberId) navigate(links.appointmentCreateAt(memberId, startAt));
    else toast.warning(t('appointments.attendance.nobodyFree'));
  };

  return (
    <PageFrame
      title={t('appointments.attendance.title')}
      actions={
        <Button icon="plus" onPress={addWalkIn} isDisabled={desk.loading}>
          {t('appointments.attendance.addWalkIn')}
        </Button>
      }
    >
      <p className="attendance-day">{formatDate(now, 'dateLong', prefs)}</p>
      {desk.loading && Array.from({ length: SKELETON_ROW_COUNT }, (_, i) => <SkeletonRow key={i} />)}
      {!desk.loading && desk.arrivals.length === 0 && <EmptyState icon="calendar" title={t('appointments.attendance.empty')} />}
      {!desk.loading && desk.arrivals.length > 0 && (
        <ol className="attendance-list" aria-label={t('appointments.attendance.listLabel')}>
          {desk.arrivals.map((row) => {
            const name = nameOf(row);
            const services = (row.services.length > 0 ? row.services.map((s) => s.serviceId) : row.serviceId ? [row.serviceId] : [])
              .map((id) => desk.services.get(id)?.name ?? '')
              .filter(Boolean)
              .join(', ');
            const member = memberName(desk.team.find((m) => m.id === row.memberId));
            const editable = desk.scope?.canEdit(row.memberId) ?? false;
            return (
              <li key={row.id} className="attendance-row" data-attendance={row.attendance ?? undefined} aria-label={name}>
                <time className="attendance-row__time" dateTime={row.startAt}>
                  {formatDate(row.startAt, 'time', prefs)}
                </time>
                <div className="attendance-row__who">
                  <Link className="attendance-row__name ui-link" href={links.appointmentDetailsOf(row)}>
                    {name}
                  </Link>
                  <span className="attendance-row__meta">{[services, member].filter(Boolean).join(' · ')}</span>
                </div>
                <div className="attendance-row__state">
                  {row.attendance && <StatusPill tone={row.attendance === 'ATTENDED' ? 'success' : row.attendance === 'NO_SHOW' ? 'danger' : 'info'}>{t(`appointments.attendance.${row.attendance}`)}</StatusPill>}
                  {editable && row.attendance !== 'ATTENDED' && (
                    <Button size="small" onPress={() => mark(row, 'ATTENDED')} aria-label={t('appointments.attendance.checkInName', { name })}>
                      {t('appointments.attendance.checkIn')}
                    </Button>
                  )}
                  {editable && row.attendance === null && (
                    <Button size="small" variant="secondary" onPress={() => mark(row, 'NO_SHOW')} aria-label={t('appointments.attendance.noShowName', { name })}>
                      {t('appointments.attendance.noShow')}
                    </Button>
                  )}
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </PageFrame>
  );
}
