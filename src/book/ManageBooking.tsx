import { lazy, Suspense, useEffect, useState } from 'react';
import type { PublicBooking } from '@/lib/booking/public-types';
import { manageLink, type BookingApi } from './api';
import type { Translate } from './i18n';
import { SlotPicker, type SlotChoice } from './SlotPicker';

// The QR code's encoder loads only when a booking is shown (it is not needed to book).
const QrCode = lazy(() => import('@/ui/QrCode').then((m) => ({ default: m.QrCode })));

interface Props {
  api: BookingApi;
  t: Translate;
  locale: string;
  /** The id after "shortcode|". */
  id: string;
  /** Just made on this page: shown at once, without another request. */
  initial?: PublicBooking;
}

/** The manage link's page: the booking, its QR code, and cancel or reschedule within the branch's policy. */
export function ManageBooking({ api, t, locale, id, initial }: Props) {
  const [booking, setBooking] = useState<PublicBooking | null | undefined>(initial);
  const [moving, setMoving] = useState(false);
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [error, setError] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  useEffect(() => {
    if (initial !== undefined) return;
    void api.booking(id).then((answer) => setBooking(answer.ok ? answer.value : null));
  }, [api, id, initial]);

  if (booking === undefined) return <p aria-live="polite">{t('loading')}</p>;
  if (booking === null) return <p role="alert">{t('publicBooking.errors.notFound')}</p>;

  const when = new Intl.DateTimeFormat(locale, { timeZone: booking.timeZone, dateStyle: 'full', timeStyle: 'short' }).format(new Date(booking.startAt));
  const link = manageLink(window.location.origin, booking.bookingId);
  const act = async (run: () => ReturnType<BookingApi['cancel']>) => {
    setBusy(true);
    const answer = await run();
    setBusy(false);
    if (answer.ok) {
      setBooking(answer.value);
      setMoving(false);
      setSlot(null);
      setError(null);
    } else setError(Object.values(answer.problem?.errors ?? {})[0] ?? 'errors.generic');
  };
  return (
    <section className="bk-manage" aria-labelledby="bk-manage-title">
      <h2 id="bk-manage-title">{t(`status.${booking.status}`)}</h2>
      <dl className="bk-summary">
        <dt>{t('when')}</dt>
        <dd>{when}</dd>
        <dt>{t('services')}</dt>
        <dd>{booking.services.join(', ')}</dd>
        <dt>{t('staff')}</dt>
        <dd>{booking.staffName}</dd>
        <dt>{t('branch')}</dt>
        <dd>{booking.branchName}</dd>
      </dl>
      {booking.status !== 'CANCELLED' && (
        <>
          <p>{t('manageHint')}</p>
          <a className="bk-link" href={link}>{t('manageLink')}</a>
          <Suspense fallback={null}>
            <QrCode value={link} label={t('qrLabel')} size="small" />
          </Suspense>
        </>
      )}
      {error !== null && <p className="bk-error" role="alert">{t(error)}</p>}
      {booking.status !== 'CANCELLED' && !booking.canCancel && <p>{t('policyPassed', { hours: booking.cancelWindowHours })}</p>}
      <div className="bk-actions">
        {booking.canReschedule && !moving && (
          <button type="button" className="bk-secondary" onClick={() => setMoving(true)}>{t('reschedule')}</button>
        )}
        {booking.canCancel && (
          <button type="button" className="bk-danger" disabled={busy} onClick={() => void act(() => api.cancel(id))}>{t('cancelBooking')}</button>
        )}
      </div>
      {moving && (
        <div className="bk-step">
          <SlotPicker api={api} t={t} locale={locale} branchId={booking.branchId} timeZone={booking.timeZone} serviceIds={booking.serviceIds} memberId={booking.memberId}
            maxAdvanceDays={booking.maxAdvanceDays} selected={slot?.startAt ?? null} onSelect={setSlot} />
          <button type="button" className="bk-primary" disabled={slot === null || busy} onClick={() => slot && void act(() => api.reschedule(id, slot.startAt))}>
            {t('moveHere')}
          </button>
        </div>
      )}
    </section>
  );
}
