import { memo, useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@/lib/api-types';
import type { WeekStart } from '@/lib/calendar-preferences';
import { memberName } from '@/lib/appointments/names';
import { Button } from '@/ui/Button';
import { DatePicker } from '@/ui/DatePicker';
import { MultiSelect } from '@/ui/MultiSelect';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import type { ColourBy } from './block-tone';

const WEEK_STARTS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

export interface CalendarToolbarProps {
  date: string;
  view: 'day' | 'week';
  team: readonly MemberRow[];
  staffFilter: readonly string[];
  weekMemberId: string | null;
  colourBy: ColourBy;
  weekStart: WeekStart;
  onDate: (date: string) => void;
  onStep: (days: number) => void;
  onToday: () => void;
  onView: (view: 'day' | 'week') => void;
  onStaffFilter: (ids: string[]) => void;
  onWeekMember: (id: string) => void;
  onColourBy: (by: ColourBy) => void;
}

type NavProps = Pick<CalendarToolbarProps, 'date' | 'view' | 'weekStart' | 'onDate' | 'onStep' | 'onToday'>;
type FilterProps = Omit<CalendarToolbarProps, 'date' | 'weekStart' | 'onDate' | 'onStep' | 'onToday'>;

/** Date navigation, view, staff filter and colour toggle above the calendar grid. */
export function CalendarToolbar({ date, weekStart, onDate, onStep, onToday, ...filters }: CalendarToolbarProps) {
  return (
    <div className="cal-toolbar">
      <CalendarNav date={date} view={filters.view} weekStart={weekStart} onDate={onDate} onStep={onStep} onToday={onToday} />
      <CalendarFilters {...filters} />
    </div>
  );
}

/** Today, previous, next and the date picker: the only part of the toolbar another day redraws. */
const CalendarNav = memo(function CalendarNav(p: NavProps) {
  const { t } = useTranslation();
  const step = p.view === 'week' ? 7 : 1;
  return (
    <div className="cal-toolbar__nav">
      <Button variant="secondary" onPress={p.onToday}>
        {t('appointments.calendar.today')}
      </Button>
      <Button variant="ghost" icon="back" aria-label={t(p.view === 'week' ? 'appointments.calendar.previousWeek' : 'appointments.calendar.previousDay')} onPress={() => p.onStep(-step)} />
      <Button variant="ghost" icon="forward" aria-label={t(p.view === 'week' ? 'appointments.calendar.nextWeek' : 'appointments.calendar.nextDay')} onPress={() => p.onStep(step)} />
      <DatePicker label={t('appointments.calendar.date')} value={p.date} onChange={p.onDate} weekStartsOn={WEEK_STARTS[p.weekStart]} />
    </div>
  );
});

/** Memoised: a day switch, a drop or a new minute redraws the grid, not the forty-name staff filter. */
const CalendarFilters = memo(function CalendarFilters(p: FilterProps) {
  const { t } = useTranslation();
  const memberOptions = useMemo(() => p.team.map((m) => ({ value: m.id, label: memberName(m) })), [p.team]);
  return (
    <div className="cal-toolbar__filters">
      <Select
        label={t('appointments.calendar.view')}
        options={[
          { value: 'day', label: t('appointments.calendar.dayView') },
          { value: 'week', label: t('appointments.calendar.weekView') },
        ]}
        value={p.view}
        onChange={(v) => p.onView(v === 'week' ? 'week' : 'day')}
      />
      {p.view === 'week' ? (
        <Select label={t('appointments.calendar.member')} options={memberOptions} value={p.weekMemberId} onChange={p.onWeekMember} />
      ) : (
        <MultiSelect label={t('appointments.calendar.staff')} options={memberOptions} value={p.staffFilter} onChange={p.onStaffFilter} placeholder={t('appointments.calendar.allStaff')} />
      )}
      <Switch isSelected={p.colourBy === 'service'} onChange={(on) => p.onColourBy(on ? 'service' : 'status')}>
        {t('appointments.calendar.colourByService')}
      </Switch>
    </div>
  );
});
