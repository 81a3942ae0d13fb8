import { useEffect, useMemo, useState } from 'react';
import type { BusinessPublicInfo } from '@/lib/api-types';
import { toE164MY } from '@/lib/booking/local-phone';
import type { PublicBooking, PublicBranchMenu, PublicSlot, SlotTakenProblem } from '@/lib/booking/public-types';
import type { BookingApi } from './api';
import type { Translate } from './i18n';
import { SlotPicker, timeLabel, type SlotChoice } from './SlotPicker';
import { price } from './price';

interface Props {
  api: BookingApi;
  t: Translate;
  locale: string;
  business: BusinessPublicInfo;
  onBooked: (booking: PublicBooking) => void;
}

interface Details {
  firstName: string;
  lastName: string;
  phone: string;
  email: string;
  consent: boolean;
  website: string;
}

const EMPTY: Details = { firstName: '', lastName: '', phone: '', email: '', consent: false, website: '' };


/** Branch → services → staff or anyone → a free time → the customer's details → confirm. */
export function BookingFlow({ api, t, locale, business, onBooked }: Props) {
  const [branchId, setBranchId] = useState(business.branches.length === 1 ? (business.branches[0]?.branchId ?? '') : '');
  const [menu, setMenu] = useState<PublicBranchMenu | null>(null);
  const [serviceIds, setServiceIds] = useState<string[]>([]);
  const [memberId, setMemberId] = useState<string | null>(null);
  const [slot, setSlot] = useState<SlotChoice | null>(null);
  const [details, setDetails] = useState<Details>(EMPTY);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const [offered, setOffered] = useState<PublicSlot[]>([]);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    if (branchId === '') return;
    setMenu(null);
    setServiceIds([]);
    setMemberId(null);
    setSlot(null);
    void api.menu(branchId).then((answer) => setMenu(answer.ok ? answer.value : null));
  }, [api, branchId]);

  const site = business.website;
  const staff = useMemo(() => (menu?.staff ?? []).filter((s) => serviceIds.every((id) => s.serviceIds.includes(id))), [menu, serviceIds]);
  const toggleService = (id: string) => {
    setSlot(null);
    setServiceIds((ids) => (ids.includes(id) ? ids.filter((x) => x !== id) : [...ids, id]));
  };
  const set = <K extends keyof Details>(key: K, value: Details[K]) => setDetails((d) => ({ ...d, [key]: value }));
  const fieldError = (name: string) => (errors[name] ? <p className="bk-error" id={`err-${name}`}>{t(errors[name] ?? '')}</p> : null);

  const confirm = async () => {
    if (menu === null || slot === null) return;
    const local: Record<string, string> = {};
    if (details.firstName.trim() === '') local.firstName = 'errors.required';
    if (details.phone.trim() === '') local.phone = 'errors.required';
    if (!details.consent) local.consent = 'errors.consent';
    setErrors(local);
    if (Object.keys(local).length > 0) return;
    setSending(true);
    const answer = await api.book({
      branchId,
      serviceIds,
      memberId: memberId ?? slot.memberIds[0] ?? null,
      startAt: slot.startAt,
      firstName: details.firstName,
      lastName: details.lastName,
      phone: toE164MY(details.phone),
      email: details.email.trim(),
      consent: true,
      website: details.website,
    });
    setSending(false);
    if (answer.ok) return onBooked(answer.value);
    const problem = answer.problem;
    if (answer.status === 409 && problem !== null && 'nextSlots' in problem) {
      setOffered((problem as SlotTakenProblem).nextSlots);
      setSlot(null);
    }
    setErrors(problem?.errors ?? { _: 'errors.generic' });
  };

  return (
    <form className="bk-flow" noValidate onSubmit={(e) => { e.preventDefault(); void confirm(); }}>
      {business.branches.length > 1 && (
        <fieldset className="bk-step">
          <legend>{t('branch')}</legend>
          {business.branches.map((b) => (
            <label key={b.branchId} className="bk-option">
              <input type="radio" name="branch" checked={branchId === b.branchId} onChange={() => setBranchId(b.branchId)} />
              <span>{b.name}</span>
              <small>{b.city}</small>
            </label>
          ))}
        </fieldset>
      )}
      {menu !== null && (
        <fieldset className="bk-step">
          <legend>{t('services')}</legend>
          {menu.services.length === 0 && <p>{t('noServices')}</p>}
          {menu.services.map((s) => (
            <label key={s.id} className="bk-option">
              <input type="checkbox" checked={serviceIds.includes(s.id)} onChange={() => toggleService(s.id)} />
              <span>{s.name}</span>
              <small>{t('duration', { minutes: s.durationMinutes })} · {price(s.price, s.currency, locale)}</small>
            </label>
          ))}
        </fieldset>
      )}
      {menu !== null && serviceIds.length > 0 && site.staffChoice !== 'any' && (
        <fieldset className="bk-step">
          <legend>{t('staff')}</legend>
          {site.staffChoice === 'both' && (
            <label className="bk-option">
              <input type="radio" name="staff" checked={memberId === null} onChange={() => { setMemberId(null); setSlot(null); }} />
              <span>{t('anyone')}</span>
            </label>
          )}
          {staff.map((s) => (
            <label key={s.id} className="bk-option">
              <input type="radio" name="staff" checked={memberId === s.id} onChange={() => { setMemberId(s.id); setSlot(null); }} />
              <span>{s.name}</span>
            </label>
          ))}
        </fieldset>
      )}
      {menu !== null && serviceIds.length > 0 && (site.staffChoice !== 'choose' || memberId !== null) && (
        <fieldset className="bk-step">
          <legend>{t('when')}</legend>
          <SlotPicker api={api} t={t} locale={locale} branchId={branchId} timeZone={menu.timeZone} serviceIds={serviceIds} memberId={memberId}
            maxAdvanceDays={menu.maxAdvanceDays} selected={slot?.startAt ?? null} onSelect={(s) => { setSlot(s); setOffered([]); }} />
          {offered.length > 0 && (
            <div className="bk-times" role="radiogroup" aria-label={t('nextFree')}>
              <p>{t('nextFree')}</p>
              {offered.map((s) => (
                <button key={s.startAt} type="button" role="radio" aria-checked={false} className="bk-chip" onClick={() => { setSlot(s); setOffered([]); setErrors({}); }}>
                  {timeLabel(s.startAt, locale, menu.timeZone)}
                </button>
              ))}
            </div>
          )}
        </fieldset>
      )}
      {menu !== null && slot !== null && (
        <fieldset className="bk-step">
          <legend>{t('details')}</legend>
          <label className="bk-field">
            <span>{t('phone')}</span>
            <input type="tel" inputMode="tel" autoComplete="tel" value={details.phone} placeholder="012-345 6789" required aria-invalid={errors.phone !== undefined}
              aria-describedby={errors.phone ? 'err-phone' : undefined} onChange={(e) => set('phone', e.target.value)} />
          </label>
          {fieldError('phone')}
          <label className="bk-field">
            <span>{t('firstName')}</span>
            <input autoComplete="given-name" value={details.firstName} required aria-invalid={errors.firstName !== undefined}
              aria-describedby={errors.firstName ? 'err-firstName' : undefined} onChange={(e) => set('firstName', e.target.value)} />
          </label>
          {fieldError('firstName')}
          <label className="bk-field">
            <span>{t('lastName')}</span>
            <input autoComplete="family-name" value={details.lastName} onChange={(e) => set('lastName', e.target.value)} />
          </label>
          <label className="bk-field">
            <span>{t('email')}</span>
            <input type="email" autoComplete="email" value={details.email} aria-invalid={errors.email !== undefined} onChange={(e) => set('email', e.target.value)} />
          </label>
          {fieldError('email')}
          <label className="bk-honeypot" aria-hidden="true">
            <span>Website</span>
            <input tabIndex={-1} autoComplete="off" value={details.website} onChange={(e) => set('website', e.target.value)} />
          </label>
          <label className="bk-option">
            <input type="checkbox" checked={details.consent} aria-invalid={errors.consent !== undefined} onChange={(e) => set('consent', e.target.checked)} />
            <span>{site.consentText !== '' ? site.consentText : t('consent', { business: business.name })}</span>
          </label>
          {fieldError('consent')}
          {site.privacyNotice !== '' && (
            <details>
              <summary>{t('privacyNotice')}</summary>
              <p className="bk-policy">{site.privacyNotice}</p>
            </details>
          )}
          {site.cancellationPolicy !== '' && <p className="bk-policy"><strong>{t('cancellationPolicy')}</strong> {site.cancellationPolicy}</p>}
          {site.noShowPolicy !== '' && <p className="bk-policy"><strong>{t('noShowPolicy')}</strong> {site.noShowPolicy}</p>}
          {site.deposit !== null && <p>{t('depositNote', { percent: site.deposit.percent })}</p>}
          {menu.requireApproval && <p>{t('approvalNote')}</p>}
          {errors._ !== undefined && <p className="bk-error" role="alert">{t(errors._)}</p>}
          {errors.startAt !== undefined && <p className="bk-error" role="alert">{t(errors.startAt)}</p>}
          <button type="submit" className="bk-primary" disabled={sending}>
            {t('confirm')}
          </button>
        </fieldset>
      )}
      {errors.startAt !== undefined && slot === null && <p className="bk-error" role="alert">{t(errors.startAt)}</p>}
    </form>
  );
}
