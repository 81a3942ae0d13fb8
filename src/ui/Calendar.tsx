import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  Calendar as AriaCalendar,
  CalendarCell,
  CalendarGrid,
  CalendarGridBody,
  CalendarGridHeader,
  CalendarHeaderCell,
  Heading,
  I18nProvider,
  RangeCalendar as AriaRangeCalendar,
} from 'react-aria-components';
import { parseDate, type CalendarDate } from '@internationalized/date';
import { Icon } from './Icon';
import './Calendar.css';

export type WeekStart = 'sun' | 'mon' | 'tue' | 'wed' | 'thu' | 'fri' | 'sat';

function toDate(value: string | null | undefined): CalendarDate | null {
  if (!value) return null;
  try {
    return parseDate(value);
  } catch (error) {
    console.warn('Not a calendar date:', value, error);
    return null;
  }
}

function CalendarHeader() {
  const { t } = useTranslation('app');
  return (
    <header className="ui-calendar__header">
      <AriaButton slot="previous" className="ui-calendar__nav" aria-label={t('ui.calendar.previous')}>
        <Icon name="back" size={18} />
      </AriaButton>
      <Heading className="ui-calendar__heading" />
      <AriaButton slot="next" className="ui-calendar__nav" aria-label={t('ui.calendar.next')}>
        <Icon name="forward" size={18} />
      </AriaButton>
    </header>
  );
}

function Grid({ offsetMonths = 0 }: { offsetMonths?: number }) {
  return (
    <CalendarGrid className="ui-calendar__grid" weekdayStyle="narrow" {...(offsetMonths ? { offset: { months: offsetMonths } } : {})}>
      <CalendarGridHeader>{(day) => <CalendarHeaderCell className="ui-calendar__weekday">{day}</CalendarHeaderCell>}</CalendarGridHeader>
      <CalendarGridBody>{(date) => <CalendarCell date={date} className="ui-calendar__cell" />}</CalendarGridBody>
    </CalendarGrid>
  );
}

export interface CalendarProps {
  /** 'yyyy-MM-dd'. */
  value: string | null;
  onChange: (value: string) => void;
  minValue?: string;
  maxValue?: string;
  weekStartsOn?: WeekStart;
  label?: string;
}

/** A month calendar; values are local days 'yyyy-MM-dd'. */
export function Calendar({ value, onChange, minValue, maxValue, weekStartsOn = 'sun', label }: CalendarProps) {
  const { i18n } = useTranslation('app');
  const min = toDate(minValue);
  const max = toDate(maxValue);
  return (
    <I18nProvider locale={i18n.language || 'en'}>
      <AriaCalendar
        className="ui-calendar"
        value={toDate(value)}
        onChange={(d) => onChange(d.toString())}
        firstDayOfWeek={weekStartsOn}
        {...(min ? { minValue: min } : {})}
        {...(max ? { maxValue: max } : {})}
        {...(label ? { 'aria-label': label } : {})}
      >
        <CalendarHeader />
        <Grid />
      </AriaCalendar>
    </I18nProvider>
  );
}

export interface RangeCalendarProps {
  start: string | null;
  end: string | null;
  onChange: (range: { start: string; end: string }) => void;
  /** One or two months side by side. */
  months?: 1 | 2;
  weekStartsOn?: WeekStart;
  label?: string;
}

export function RangeCalendar({ start, end, onChange, months = 1, weekStartsOn = 'mon', label }: RangeCalendarProps) {
  const { i18n } = useTranslation('app');
  const s = toDate(start);
  const e = toDate(end);
  return (
    <I18nProvider locale={i18n.language || 'en'}>
      <AriaRangeCalendar
        className={`ui-calendar ui-calendar--months-${months}`}
        value={s && e ? { start: s, end: e } : null}
        onChange={(r) => onChange({ start: r.start.toString(), end: r.end.toString() })}
        visibleDuration={{ months }}
        firstDayOfWeek={weekStartsOn}
        {...(label ? { 'aria-label': label } : {})}
      >
        <CalendarHeader />
        <div className="ui-calendar__months">
          <Grid />
          {months === 2 && <Grid offsetMonths={1} />}
        </div>
      </AriaRangeCalendar>
    </I18nProvider>
  );
}
