import { useTranslation } from 'react-i18next';
import type { AppointmentSeriesRow } from '@/lib/api-types';
import type { WeekStart } from '@/lib/calendar-preferences';
import { weekdayOrder } from '@/lib/appointments/booking-times';
import { ruleWords } from '@/lib/appointments/rule-words';
import { formatDay, toAppLocale } from '@/lib/format-date';

const DAY_KEYS = ['', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat', 'sun'] as const;
const SINGLE = { day: 'daily', week: 'weekly', month: 'monthly' } as const;
const EVERY_N = { day: 'everyDays', week: 'everyWeeks', month: 'everyMonths' } as const;

/** A series' repeat rule in words ("Every 2 weeks on Tue and Thu, 6 times"), or the rule text when it cannot be said. */
export function SeriesRule({ series, weekStart }: { series: AppointmentSeriesRow; weekStart: WeekStart }) {
  const { t, i18n } = useTranslation();
  const locale = toAppLocale(i18n.language);
  const words = ruleWords(series.rrule, series.startLocal);
  if (!words) return <>{t('appointments.details.repeats', { rule: series.rrule })}</>;
  let text = words.interval === 1 ? t(`appointments.series.words.${SINGLE[words.every]}`) : t(`appointments.series.words.${EVERY_N[words.every]}`, { n: words.interval });
  if (words.weekdays.length > 0) {
    const order = weekdayOrder(weekStart);
    const days = [...words.weekdays].sort((a, b) => order.indexOf(a) - order.indexOf(b)).map((d) => t(`appointments.series.day.${DAY_KEYS[d] ?? 'mon'}`));
    text = t('appointments.series.words.onDays', { rule: text, days: new Intl.ListFormat(locale, { type: 'conjunction' }).format(days) });
  }
  if (words.end && 'count' in words.end) text = t('appointments.series.words.times', { rule: text, n: words.end.count });
  else if (words.end) text = t('appointments.series.words.until', { rule: text, date: formatDay(words.end.lastDate, 'date', { locale }) });
  return <>{text}</>;
}
