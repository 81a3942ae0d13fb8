import { useMemo } from 'react';
import type { AppointmentRow, CustomerRow, MemberRow, ServiceRow } from '@/lib/api-types';
import { calendarScope, type CalendarScope } from '@/lib/appointments/calendar-access';
import { useStore } from '@/lib/store';
import { localDay } from '@/data/local-day';
import { preferences } from '@/data/preferences';
import { useAccess, useCurrentBranch } from '@/data/queries/access';
import { useBranchTeam, useCalendarRange, useCalendarSettings, type CalendarSettings } from '@/data/queries/calendar';
import { useServices } from '@/data/queries/catalogue';
import { useSession } from '@/data/queries/session';

export interface FrontDesk {
  branchId: string | null;
  timeZone: string;
  settings: CalendarSettings;
  /** Every row of the day (blockers too), for the free-member check. */
  rows: readonly AppointmentRow[];
  /** The day's bookings the user may see, not cancelled, by start time. */
  arrivals: readonly AppointmentRow[];
  customers: ReadonlyMap<string, CustomerRow>;
  services: ReadonlyMap<string, ServiceRow>;
  team: readonly MemberRow[];
  scope: CalendarScope | null;
  loading: boolean;
}

/** What the front desk works from on `now`'s local day at the current branch. */
export function useFrontDesk(now: Date): FrontDesk {
  const { timeZone } = useStore(preferences).calendar;
  const session = useSession();
  const access = useAccess();
  const branchId = useCurrentBranch()?.branch?.branchId ?? null;
  const settings = useCalendarSettings(branchId);
  const team = useBranchTeam(branchId);
  const services = useServices();
  const day = localDay(now, timeZone);
  const range = useCalendarRange(branchId, day.startIso, day.endIso);
  const scope = useMemo(() => (access && session ? calendarScope(access.access, session.user.userId) : null), [access, session]);
  return useMemo(() => {
    const visible = scope?.visibleMemberIds;
    const rows = range?.rows ?? [];
    const arrivals = rows
      .filter((r) => r.kind !== 'Blocker' && r.status !== 'CANCELLED')
      .filter((r) => visible === null || (visible !== undefined && r.memberId !== null && visible.includes(r.memberId)))
      .sort((a, b) => a.startAt.localeCompare(b.startAt));
    const visibleTeam = (team ?? []).filter((m) => visible === null || (visible !== undefined && visible.includes(m.id)));
    return {
      branchId,
      timeZone,
      settings,
      rows,
      arrivals,
      customers: range?.customers ?? new Map(),
      services: new Map((services ?? []).map((s) => [s.id, s])),
      team: visibleTeam,
      scope,
      loading: range === undefined || team === undefined,
    };
  }, [branchId, timeZone, settings, range, services, team, scope]);
}
