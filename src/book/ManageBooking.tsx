import { lazy, Suspense, useEffect, useState } from 'react';
import { DEPOSIT_PAY_MINUTES } from '@/lib/booking/deposit';
import type { PublicBooking } from '@/lib/booking/public-types';
import { readBillplzRedirect } from '@/lib/subscription/billplz';
import { manageLink, type BookingApi } from './api';
import type { Translate } from './i18n';
import { price } from './price';
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
    // Back from paying the deposit: the gateway's signed answer settles it (then the address is the manage link again).
    const paid = readBillplzRedirect(window.location.search);
    if (paid === null) {
      void api.booking(id).then((answer) => setBooking(answer.ok ? answer.value : null));
      return;
    }
    void api.depositReturn(id, { billId: paid.id, paid: paid.paid, paidAt: paid.paidAt, xSignature: paid.xSignature }).then(async (answer) => {
      const query = new URLSearchParams(window.location.search);
      for (const key of [...query.keys()]) if (key.startsWith('billplz[')) query.delete(key);
      window.history.replaceState(null, '', `${window.location.pathname}?${query.toString()}`);
      if (answer.ok) {
        setBooking(answer.value);
        if (paid.paid !== 'true' && answer.value.deposit?.state === 'due') setError('deposit.notPaid');
        return;
      }
      setError(Object.values(answer.problem?.errors ?? {})[0] ?? 'errors.generic');
      const fresh = await api.booking(id);
      setBooking(fresh.ok ? fresh.value : null);
    });
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
  const deposit = booking.deposit;
  const depositDue = deposit !== null && deposit.state === 'due' && booking.status === 'PENDING';
  // Deposits go through Billplz, which bills in ringgit only.
  const amount = deposit === null ? '' : price(deposit.amount, 'MYR', locale);
  const payDeposit = async () => {
    setBusy(true);
    const answer = await api.payDeposit(id);
    if (answer.ok) {
      window.location.assign(answer.value.url);
      return;
    }
    setBusy(false);
    setError(Object.values(answer.problem?.errors ?? {})[0] ?? 'errors.generic');
  };
  return (
    <section className="bk-manage" aria-labelledby="bk-manage-title">
      <h2 id="bk-manage-title">{t(depositDue ? 'status.DEPOSIT' : `status.${booking.status}`)}</h2>
      {deposit !== null && (
        <div className="bk-deposit" role="group" aria-label={t('deposit.title')}>
          {depositDue && <p>{t('deposit.due', { amount, minutes: DEPOSIT_PAY_MINUTES })}</p>}
          {deposit.state === 'paid' && <p>{t('deposit.paid', { amount })}</p>}
          {deposit.state === 'expired' && <p>{t('deposit.expired', { amount })}</p>}
          {depositDue && (
            <button type="button" className="bk-primary" disabled={busy} onClick={() => void payDeposit()}>{t('deposit.pay', { amount })}</button>
          )}
        </div>
      )}
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
