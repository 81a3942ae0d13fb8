import { useTranslation } from 'react-i18next';
import type { WeekStart } from '@/lib/calendar-preferences';
import type { BookingForm } from '@/lib/appointments/booking-form';
import { weekdayOrder } from '@/lib/appointments/booking-times';
import { Checkbox } from '@/ui/Checkbox';
import { DatePicker } from '@/ui/DatePicker';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';

type RepeatPart = Pick<BookingForm, 'repeat' | 'interval' | 'weekdays' | 'endsBy' | 'count' | 'until'>;

const DAY_KEYS = ['', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const CALENDAR_WEEK_START = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** Repeat: daily, weekly on chosen weekdays, every N weeks, monthly; until a date or a count. */
export function RepeatFields({ value, onChange, weekStart, errors }: { value: RepeatPart; onChange: (patch: Partial<RepeatPart>) => void; weekStart: WeekStart; errors: Record<string, string> }) {
  const { t } = useTranslation();
  return (
    <fieldset className="booking-form__group">
      <legend>{t('appointments.series.repeat')}</legend>
      <Select
        label={t('appointments.series.frequency')}
        options={(['none', 'day', 'week', 'month'] as const).map((v) => ({ value: v, label: t(`appointments.series.every.${v}`) }))}
        value={value.repeat}
        onChange={(repeat) => onChange({ repeat: repeat as RepeatPart['repeat'] })}
        errorMessage={errors.rrule ? t(errors.rrule) : null}
      />
      {value.repeat !== 'none' && (
        <>
          <NumberField label={t('appointments.series.interval')} value={value.interval} onChange={(interval) => onChange({ interval })} minValue={1} maxValue={12} integer />
          {value.repeat === 'week' && (
            <div role="group" aria-label={t('appointments.series.weekdays')} className="booking-form__weekdays">
              {weekdayOrder(weekStart).map((d) => (
                <Checkbox
                  key={d}
                  isSelected={value.weekdays.includes(d)}
                  onChange={(on) => onChange({ weekdays: on ? [...value.weekdays, d].sort() : value.weekdays.filter((x) => x !== d) })}
                >
                  {t(`appointments.series.day.${DAY_KEYS[d] ?? 'mon'}`)}
                </Checkbox>
              ))}
            </div>
          )}
          <Select
            label={t('appointments.series.ends')}
            options={[
              { value: 'count', label: t('appointments.series.afterCount') },
              { value: 'until', label: t('appointments.series.onDate') },
            ]}
            value={value.endsBy}
            onChange={(endsBy) => onChange({ endsBy: endsBy as RepeatPart['endsBy'] })}
          />
          {value.endsBy === 'count' ? (
            <NumberField label={t('appointments.series.count')} value={value.count} onChange={(count) => onChange({ count })} minValue={2} maxValue={260} integer />
          ) : (
            <DatePicker label={t('appointments.series.until')} value={value.until} onChange={(until) => onChange({ until })} weekStartsOn={CALENDAR_WEEK_START[weekStart]} />
          )}
        </>
      )}
    </fieldset>
  );
}
