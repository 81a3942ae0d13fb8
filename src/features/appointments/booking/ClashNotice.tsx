import { useTranslation } from 'react-i18next';
import type { TimeFormat } from '@/lib/calendar-preferences';
import type { Conflict, ConflictRow } from '@/lib/appointments/conflict';
import { slotLabel } from '@/lib/appointments/booking-times';
import { toLocal } from '@/lib/appointments/series';
import { formatDay, toAppLocale } from '@/lib/format-date';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { Checkbox } from '@/ui/Checkbox';

interface Props {
  clashes: readonly Conflict<ConflictRow>[];
  suggestions: readonly string[];
  timeZone: string;
  timeFormat: TimeFormat;
  onPick: (startAt: string) => void;
  /** The branch permits a chosen double booking. */
  mayDoubleBook: boolean;
  allowDoubleBooking: boolean;
  onAllowChange: (allow: boolean) => void;
  /** The booking's local date ('yyyy-MM-dd'): a clash on another day (a later occurrence of a series) names its day. */
  date?: string;
}

/** The clash the replica shows before saving, with the nearest free starts (and "book anyway" if permitted). */
export function ClashNotice({ clashes, suggestions, timeZone, timeFormat, onPick, mayDoubleBook, allowDoubleBooking, onAllowChange, date }: Props) {
  const { t, i18n } = useTranslation();
  if (clashes.length === 0) return null;
  const first = clashes[0];
  const clashDay = first ? toLocal(new Date(first.start).toISOString(), timeZone).slice(0, 10) : '';
  const day = date !== undefined && clashDay !== date ? `${formatDay(clashDay, 'dayMonth', { locale: toAppLocale(i18n.language) })} ` : '';
  const when = first ? `${day}${slotLabel(new Date(first.start).toISOString(), timeZone, timeFormat)}–${slotLabel(new Date(first.end).toISOString(), timeZone, timeFormat)}` : '';
  return (
    <Banner
      tone="warning"
      title={t('appointments.conflict.title')}
      description={
        <div className="booking-clash">
          <p>{t(first?.row.kind === 'Blocker' ? 'appointments.conflict.blocked' : 'appointments.conflict.booked', { when, count: clashes.length })}</p>
          {suggestions.length > 0 ? (
            <div className="booking-clash__slots" role="group" aria-label={t('appointments.conflict.nearest')}>
              <span>{t('appointments.conflict.nearest')}</span>
              {suggestions.map((s) => (
                <Button key={s} variant="secondary" size="small" onPress={() => onPick(s)}>
                  {slotLabel(s, timeZone, timeFormat)}
                </Button>
              ))}
            </div>
          ) : (
            <p>{t('appointments.conflict.noFreeSlot')}</p>
          )}
          {mayDoubleBook && (
            <Checkbox isSelected={allowDoubleBooking} onChange={onAllowChange}>
              {t('appointments.conflict.bookAnyway')}
            </Checkbox>
          )}
        </div>
      }
    />
  );
}
