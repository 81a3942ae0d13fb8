import { useEffect, useState } from 'react';
import type { PublicSlot } from '@/lib/booking/public-types';
import { daysFrom, localDay } from '@/lib/booking/days';
import type { BookingApi } from './api';
import type { Translate } from './i18n';

/** Days offered at once (the advance limit may shorten it). */
const DAYS_SHOWN = 14;

export interface SlotChoice {
  startAt: string;
  memberIds: string[];
}

interface Props {
  api: BookingApi;
  t: Translate;
  locale: string;
  branchId: string;
  timeZone: string;
  serviceIds: readonly string[];
  memberId: string | null;
  maxAdvanceDays: number;
  selected: string | null;
  onSelect: (slot: SlotChoice) => void;
}

export function timeLabel(iso: string, locale: string, timeZone: string): string {
  return new Intl.DateTimeFormat(locale, { timeZone, hour: 'numeric', minute: '2-digit' }).format(new Date(iso));
}

/** A row of days, then the free times of the chosen day as buttons (a radio group for assistive tech). */
export function SlotPicker({ api, t, locale, branchId, timeZone, serviceIds, memberId, maxAdvanceDays, selected, onSelect }: Props) {
  const days = daysFrom(localDay(Date.now(), timeZone), Math.min(DAYS_SHOWN, maxAdvanceDays + 1));
  const [day, setDay] = useState(days[0] ?? '');
  const [slots, setSlots] = useState<PublicSlot[] | null>(null);
  const [failed, setFailed] = useState(false);
  const key = serviceIds.join(',');
  useEffect(() => {
    let live = true;
    setSlots(null);
    setFailed(false);
    void api.slots(branchId, day, key.split(','), memberId).then((answer) => {
      if (!live) return;
      if (answer.ok) setSlots(answer.value.slots);
      else setFailed(true);
    });
    return () => {
      live = false;
    };
  }, [api, branchId, day, key, memberId]);
  const dayName = (d: string) => new Intl.DateTimeFormat(locale, { timeZone: 'UTC', weekday: 'short', day: 'numeric', month: 'short' }).format(new Date(`${d}T00:00:00Z`));
  return (
    <div className="bk-slots">
      <div className="bk-days" role="radiogroup" aria-label={t('day')}>
        {days.map((d) => (
          <button key={d} type="button" role="radio" aria-checked={d === day} className="bk-chip" onClick={() => setDay(d)}>
            {dayName(d)}
          </button>
        ))}
      </div>
      {failed && <p role="alert">{t('errors.slotsFailed')}</p>}
      {slots === null && !failed && <p aria-live="polite">{t('loading')}</p>}
      {slots !== null && slots.length === 0 && <p aria-live="polite">{t('noSlots')}</p>}
      {slots !== null && slots.length > 0 && (
        <div className="bk-times" role="radiogroup" aria-label={t('time')}>
          {slots.map((s) => (
            <button key={s.startAt} type="button" role="radio" aria-checked={s.startAt === selected} className="bk-chip" onClick={() => onSelect(s)}>
              {timeLabel(s.startAt, locale, timeZone)}
            </button>
          ))}
        </div>
      )}
    </div>
  );
}
