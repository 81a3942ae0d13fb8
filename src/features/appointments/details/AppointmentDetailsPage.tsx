import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentRow, AttendanceStatus } from '@/lib/api-types';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { useStore } from '@/lib/store';
import { preferences } from '@/data/preferences';
import { checkOutBooking } from '@/data/mutations/booking-checkout';
import { approveAppointment, setAttendance } from '@/data/mutations/appointments';
import { useAppointment, useSeries } from '@/data/queries/appointment-details';
import { useBranchTeam, useCalendarSettings } from '@/data/queries/calendar';
import { useServices } from '@/data/queries/catalogue';
import { useCustomer } from '@/data/queries/customers';
import { useTill } from '@/data/queries/till';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { useNavigate, useRouteParams, useSearchParams } from '@/ui/routing';
import { StatusPill } from '@/ui/StatusPill';
import { BookingHistory } from './BookingHistory';
import { CancelModal } from './CancelModal';
import { ClassAttendees } from './ClassAttendees';
import { RescheduleModal } from './RescheduleModal';
import { SeriesRule } from './SeriesRule';
import '../booking/booking.css';
import './details.css';

// The edit dialog can make a customer inline, which brings the phone number library: loaded on first use.
const EditModal = lazy(() => import('./EditModal').then((m) => ({ default: m.EditModal })));

const ATTENDANCE: readonly AttendanceStatus[] = ['CONFIRMED_ATTENDING', 'ATTENDED', 'NO_SHOW'];

/** `/appointments/:id/details` (spec §2.2): everything about a booking, its history and what can be done. */
export default function AppointmentDetailsPage() {
  const { t } = useTranslation();
  const { id } = useRouteParams<{ id: string }>();
  const params = useSearchParams();
  const row = useAppointment(id);
  // The link says what it points at (spec §2.2: type=blocker&recurring=…, customerId), so a
  // booking not on this device yet (another device's, a notification's) is still named.
  const blocker = params.get('type') === 'blocker';
  const title = t(blocker ? 'appointments.booking.kind.Blocker' : 'appointments.details.title');
  if (row === undefined) return <PageFrame title={title}>{null}</PageFrame>;
  if (row === null) {
    const customerId = params.get('customerId');
    return (
      <PageFrame title={title}>
        <EmptyState
          icon="calendar"
          title={t(blocker ? 'appointments.details.blockerNotFound' : 'appointments.details.notFound')}
          description={blocker && params.get('recurring') === 'true' ? t('appointments.details.partOfSeries') : undefined}
          action={
            customerId ? (
              <LinkButton href={links.customerDetails(customerId)} variant="secondary">
                {t('appointments.details.viewCustomer')}
              </LinkButton>
            ) : undefined
          }
        />
      </PageFrame>
    );
  }
  return <Details row={row} />;
}

function Details({ row }: { row: AppointmentRow }) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const { timeZone, timeFormat, startsAt } = useStore(preferences).calendar;
  const team = useBranchTeam(row.branchId) ?? [];
  const services = useServices() ?? [];
  const customer = useCustomer(row.customerId);
  const series = useSeries(row.seriesId);
  const settings = useCalendarSettings(row.branchId);
  const till = useTill();
  const [modal, setModal] = useState<'edit' | 'reschedule' | 'cancel' | 'reject' | null>(null);
  const prefs = { timeZone, locale: toAppLocale(i18n.language), timeFormat };
  const memberName = (memberId: string | null) => {
    if (memberId === null) return t('appointments.details.wholeBranch');
    const m = team.find((x) => x.id === memberId);
    return m ? `${m.firstName} ${m.lastName}`.trim() : '…';
  };
  const pending = row.status === 'PENDING_BILLPLZ_PAYMENT' || row.status === 'PENDING_CUSTOM_PAYMENT';
  const live = row.status !== 'CANCELLED';
  const title = row.kind === 'Blocker' ? row.notes || t('appointments.booking.kind.Blocker') : customer ? `${customer.firstName} ${customer.lastName}`.trim() : t('appointments.details.walkIn');

  const checkOut = async () => {
    if (!till) return;
    await checkOutBooking(row, { branchId: till.branch.id, deviceId: till.deviceId });
    navigate(links.checkoutMenu());
  };

  return (
    <PageFrame title={title}>
      <div className="booking-details">
        <div className="booking-details__pills">
          <StatusPill tone={row.status === 'CONFIRMED' ? 'success' : row.status === 'CANCELLED' ? 'danger' : 'warning'}>{t(`appointments.details.status.${row.status}`)}</StatusPill>
          {row.attendance && <StatusPill tone={row.attendance === 'NO_SHOW' ? 'danger' : 'info'}>{t(`appointments.details.attendance.${row.attendance}`)}</StatusPill>}
          {row.tags.map((tag) => (
            <StatusPill key={tag}>{t(`appointments.details.tag.${tag}`)}</StatusPill>
          ))}
          {row.allowDoubleBooking && <StatusPill tone="warning">{t('appointments.details.doubleBooked')}</StatusPill>}
          {row.saleId && <StatusPill tone="success">{t('appointments.details.checkedOut')}</StatusPill>}
        </div>
        <dl className="booking-details__facts">
          <dt>{t('appointments.booking.type')}</dt>
          <dd>{t(`appointments.booking.kind.${row.kind}`)}</dd>
          <dt>{t('appointments.details.when')}</dt>
          <dd>
            {formatDate(row.startAt, 'weekdayDate', prefs)}, {formatDate(row.startAt, 'time', prefs)} – {formatDate(row.endAt, 'time', prefs)}
          </dd>
          {row.services.length > 0 ? (
            <>
              <dt>{t('appointments.booking.services')}</dt>
              <dd>
                <ul className="booking-details__list">
                  {row.services.map((s, i) => (
                    <li key={i}>
                      {services.find((x) => x.id === s.serviceId)?.name ?? '…'} · {memberName(s.memberId)} · {formatDate(s.startAt, 'time', prefs)}
                    </li>
                  ))}
                </ul>
              </dd>
            </>
          ) : (
            <>
              <dt>{t('appointments.booking.staff')}</dt>
              <dd>{memberName(row.memberId)}</dd>
            </>
          )}
          {customer && (
            <>
              <dt>{t('appointments.booking.customer')}</dt>
              <dd>
                <LinkButton href={links.customerDetails(customer.id)} variant="ghost">
                  {`${customer.firstName} ${customer.lastName}`.trim()}
                </LinkButton>
                {customer.phone && <span className="booking-form__muted"> {customer.phone}</span>}
              </dd>
            </>
          )}
          {row.seriesId && (
            <>
              <dt>{t('appointments.series.repeat')}</dt>
              <dd>{series ? <SeriesRule series={series} weekStart={startsAt} /> : t('appointments.details.partOfSeries')}</dd>
            </>
          )}
          {row.notes && row.kind !== 'Blocker' && (
            <>
              <dt>{t('appointments.booking.notes')}</dt>
              <dd>{row.notes}</dd>
            </>
          )}
          {row.saleId && (
            <>
              <dt>{t('appointments.details.sale')}</dt>
              <dd>
                <LinkButton href={links.checkoutReceiptOf(row.saleId)} variant="ghost" icon="file">
                  {t('appointments.details.viewReceipt')}
                </LinkButton>
              </dd>
            </>
          )}
          {row.cancelReason && (
            <>
              <dt>{t('appointments.details.reason')}</dt>
              <dd>{row.cancelReason}</dd>
            </>
          )}
        </dl>

        {live && (
          <div className="booking-details__actions" role="group" aria-label={t('appointments.details.actions')}>
            {pending && (
              <>
                <Button onPress={() => void approveAppointment(row.id, {})}>{t('appointments.details.approve')}</Button>
                <Button variant="danger" onPress={() => setModal('reject')}>
                  {t('appointments.details.reject')}
                </Button>
              </>
            )}
            {row.kind === 'Appointment' && !pending && !row.saleId && (
              <Button icon="tag" onPress={() => void checkOut()} isDisabled={!till}>
                {t('appointments.details.checkOut')}
              </Button>
            )}
            <Button variant="secondary" icon="pencil" onPress={() => setModal('edit')}>
              {t('appointments.details.edit')}
            </Button>
            <Button variant="secondary" icon="clock" onPress={() => setModal('reschedule')}>
              {t('appointments.details.reschedule')}
            </Button>
            <Button variant="danger" onPress={() => setModal('cancel')}>
              {t('appointments.details.cancelBooking')}
            </Button>
          </div>
        )}
        {live && row.kind !== 'Blocker' && (
          <div className="booking-details__actions" role="group" aria-label={t('appointments.details.attendanceLabel')}>
            {ATTENDANCE.map((a) => (
              <Button key={a} variant={row.attendance === a ? 'primary' : 'secondary'} size="small" aria-pressed={row.attendance === a} onPress={() => void setAttendance(row.id, { attendance: a })}>
                {t(`appointments.details.attendance.${a}`)}
              </Button>
            ))}
          </div>
        )}
        {row.kind === 'Class' && <ClassAttendees row={row} />}
        <BookingHistory appointmentId={row.id} team={team} timeZone={timeZone} />
      </div>
      {modal === 'reschedule' && (
        <RescheduleModal
          row={row}
          team={team}
          timeZone={timeZone}
          timeFormat={timeFormat}
          weekStart={startsAt}
          intervalMinutes={settings.slotIntervalMinutes}
          mayDoubleBook={settings.allowDoubleBooking}
          onClose={() => setModal(null)}
        />
      )}
      {modal === 'edit' && (
        <Suspense fallback={null}>
          <EditModal row={row} onClose={() => setModal(null)} />
        </Suspense>
      )}
      {(modal === 'cancel' || modal === 'reject') && <CancelModal row={row} mode={modal} onClose={() => setModal(null)} />}
    </PageFrame>
  );
}
