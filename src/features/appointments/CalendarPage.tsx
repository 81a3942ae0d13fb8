import { useCallback, useLayoutEffect, useMemo, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerRow, ServiceRow } from '@/lib/api-types';
import { calendarScope } from '@/lib/appointments/calendar-access';
import { dayStartIso, makeColumns, placeBlocks, type CalendarColumn } from '@/lib/appointments/calendar-columns';
import { memberName } from '@/lib/appointments/names';
import { addDays, minuteInDay, weekOf, type TimeAxis } from '@/lib/appointments/time-axis';
import { workingHoursFor, type WorkingHours } from '@/lib/appointments/working-hours';
import { formatDay, toAppLocale } from '@/lib/format-date';
import { links } from '@/lib/links';
import { useStore } from '@/lib/store';
import { localDay } from '@/data/local-day';
import { preferences } from '@/data/preferences';
import { useAccess, useCurrentBranch } from '@/data/queries/access';
import { useBranchTeam, useCalendarDays, useCalendarSettings } from '@/data/queries/calendar';
import { useServices } from '@/data/queries/catalogue';
import { useSession } from '@/data/queries/session';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { PageFrame } from '@/ui/PageFrame';
import { useNavigate, useSearchParams } from '@/ui/routing';
import { useMediaQuery } from '@/ui/useMediaQuery';
import { CalendarGrid } from './calendar/CalendarGrid';
import { CalendarToolbar } from './calendar/CalendarToolbar';
import { ClashDialog } from './calendar/ClashDialog';
import { DayHeader, MemberHeader } from './calendar/ColumnHeader';
import type { ColourBy } from './calendar/block-tone';
import { useCalendarMove } from './calendar/useCalendarMove';
import { useNow } from './calendar/useNow';
import './calendar/calendar.css';

const SLOT_HEIGHT = 24;

/** Where the day view opens on another day: the earliest start of anyone's work (09:00 when nobody works). */
function firstWorkingMinute(days: readonly (readonly WorkingHours[])[]): number {
  const starts = days.flatMap((periods) => periods.map((p) => p.start));
  return starts.length > 0 ? Math.min(...starts) : 9 * 60;
}
const NO_CUSTOMERS: ReadonlyMap<string, CustomerRow> = new Map();

/** The appointment calendar (spec §2.2): a day by staff member, or a week of one member. */
export default function CalendarPage() {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const params = useSearchParams();
  const { timeZone, timeFormat, startsAt } = useStore(preferences).calendar;
  const session = useSession();
  const access = useAccess();
  const branchId = useCurrentBranch()?.branch?.branchId ?? null;
  const settings = useCalendarSettings(branchId);
  const team = useBranchTeam(branchId);
  const services = useServices();
  const now = useNow();
  const narrow = useMediaQuery('(max-width: 639px)');
  const [staffFilter, setStaffFilter] = useState<string[]>([]);
  const [colourBy, setColourBy] = useState<ColourBy>('status');

  const today = useMemo(() => localDay(now, timeZone).date, [now, timeZone]);
  const date = /^\d{4}-\d{2}-\d{2}$/.test(params.get('date') ?? '') ? (params.get('date') as string) : today;
  const view = params.get('view') === 'week' ? 'week' : 'day';
  const scope = useMemo(() => (access && session ? calendarScope(access.access, session.user.userId) : null), [access, session]);
  const visibleTeam = useMemo(() => {
    const ids = scope?.visibleMemberIds;
    return (team ?? []).filter((m) => ids === null || (ids !== undefined && ids.includes(m.id)));
  }, [team, scope]);
  const weekMemberId = params.get('member') ?? visibleTeam[0]?.id ?? null;
  const go = useCallback(
    (next: { date?: string; view?: 'day' | 'week'; member?: string | null }) =>
      navigate(links.appointmentsCalendarOn(next.date ?? date, next.view ?? view, (next.member ?? weekMemberId) || undefined), { replace: true }),
    [navigate, date, view, weekMemberId],
  );
  // Handlers that never change (each reads the latest date): another day redraws the toolbar's
  // date, not its filters.
  const latest = useRef({ go, date, today });
  useLayoutEffect(() => {
    latest.current = { go, date, today };
  });
  const toolbar = useMemo(
    () => ({
      onDate: (d: string) => latest.current.go({ date: d }),
      onStep: (days: number) => latest.current.go({ date: addDays(latest.current.date, days) }),
      onToday: () => latest.current.go({ date: latest.current.today }),
      onView: (v: 'day' | 'week') => latest.current.go({ view: v }),
      onWeekMember: (id: string) => latest.current.go({ member: id }),
    }),
    [],
  );

  const dates = useMemo(() => (view === 'week' ? weekOf(date, startsAt) : [date]), [view, date, startsAt]);
  const memberIds = useMemo(() => {
    if (view === 'week') return weekMemberId && visibleTeam.some((m) => m.id === weekMemberId) ? [weekMemberId] : [];
    const shown = staffFilter.length > 0 ? visibleTeam.filter((m) => staffFilter.includes(m.id)) : visibleTeam;
    return shown.map((m) => m.id);
  }, [view, weekMemberId, visibleTeam, staffFilter]);
  const columns = useMemo(() => makeColumns(memberIds, dates, timeZone), [memberIds, dates, timeZone]);
  // One window a day (the day cache shares them between the day and week views); the day view
  // also reads the day before and the three after, so "next day" draws at once from rows in memory.
  const shownDays = useMemo(() => dates.map((d) => [dayStartIso(d, timeZone), dayStartIso(addDays(d, 1), timeZone)] as const), [dates, timeZone]);
  const aheadDays = useMemo(
    () => (view === 'day' ? [-1, 1, 2, 3].map((n) => [dayStartIso(addDays(date, n), timeZone), dayStartIso(addDays(date, n + 1), timeZone)] as const) : []),
    [view, date, timeZone],
  );
  const range = useCalendarDays(branchId, shownDays, aheadDays);
  const move = useCalendarMove(branchId, columns, range?.rows);
  const placed = useMemo(() => placeBlocks(columns, move.withOverrides(range?.rows ?? []), timeZone), [columns, move.withOverrides, range, timeZone]);
  const serviceMap = useMemo(() => new Map<string, ServiceRow>((services ?? []).map((s) => [s.id, s])), [services]);
  const axis: TimeAxis = useMemo(() => ({ startMinute: 0, endMinute: 24 * 60, interval: settings.slotIntervalMinutes, slotHeight: SLOT_HEIGHT }), [settings.slotIntervalMinutes]);
  const membersById = useMemo(() => new Map((team ?? []).map((m) => [m.id, m])), [team]);
  const locale = toAppLocale(i18n.language);
  const columnName = (c: CalendarColumn) => (view === 'week' ? formatDay(c.date, 'dateLong', { locale }) : memberName(membersById.get(c.memberId)));
  const nowMinute = useMemo(() => Math.floor(minuteInDay(dayStartIso(today, timeZone), now.toISOString())), [today, timeZone, now]);

  return (
    <PageFrame
      title={t('appointments.calendar.title')}
      actions={
        <LinkButton href={links.appointmentCreate()} icon="plus">
          {t('appointments.calendar.newAppointment')}
        </LinkButton>
      }
    >
      <div className="cal-page">
        <CalendarToolbar
          date={date}
          view={view}
          team={visibleTeam}
          staffFilter={staffFilter}
          weekMemberId={weekMemberId}
          colourBy={colourBy}
          weekStart={startsAt}
          onDate={toolbar.onDate}
          onStep={toolbar.onStep}
          onToday={toolbar.onToday}
          onView={toolbar.onView}
          onStaffFilter={setStaffFilter}
          onWeekMember={toolbar.onWeekMember}
          onColourBy={setColourBy}
        />
        <h2 className="cal-date" aria-live="polite">
          {view === 'week'
            ? `${formatDay(dates[0] ?? date, 'dayMonth', { locale })} – ${formatDay(dates[6] ?? date, 'date', { locale })}`
            : formatDay(date, 'dateLong', { locale })}
        </h2>
        {team && columns.length === 0 ? (
          <EmptyState icon="users" title={t('appointments.calendar.noStaff')} />
        ) : (
          <CalendarGrid
            columns={columns}
            header={(c) =>
              view === 'week' ? (
                <DayHeader label={formatDay(c.date, 'weekdayDate', { locale })} isToday={c.date === today} />
              ) : (
                <MemberHeader member={membersById.get(c.memberId)} />
              )
            }
            columnName={columnName}
            placed={placed}
            axis={axis}
            columnWidth={narrow ? 140 : 180}
            timeFormat={timeFormat}
            hoursOf={(c) => workingHoursFor(membersById.get(c.memberId), branchId ?? '', c.date)}
            nowMinuteOf={(c) => (c.date === today ? nowMinute : null)}
            initialMinute={date === today ? Math.max(0, nowMinute - 60) : firstWorkingMinute(memberIds.map((id) => workingHoursFor(membersById.get(id), branchId ?? '', date)))}
            customers={range?.customers ?? NO_CUSTOMERS}
            services={serviceMap}
            colourBy={colourBy}
            canEdit={(memberId) => scope?.canEdit(memberId) ?? false}
            onSlot={(c, minute) => navigate(links.appointmentCreateAt(c.memberId, new Date(Date.parse(c.dayStartIso) + minute * 60_000).toISOString()))}
            onOpen={(row) => navigate(links.appointmentDetailsOf(row))}
            onDrop={move.drop}
          />
        )}
      </div>
      <ClashDialog
        clashes={move.clash?.clashes ?? null}
        customers={range?.customers ?? NO_CUSTOMERS}
        timeZone={timeZone}
        timeFormat={timeFormat}
        allowDoubleBooking={settings.allowDoubleBooking}
        onBookAnyway={move.bookAnyway}
        onClose={move.dismissClash}
      />
    </PageFrame>
  );
}
