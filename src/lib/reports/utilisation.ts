// The booking report's staff utilisation: the appointments summary's computation
// (src/lib/appointments/utilisation.ts) over the report's period, branches and scope.
import type { AppointmentRow, MemberRow } from '@/lib/api-types';
import { dayStartIso } from '@/lib/appointments/calendar-columns';
import { utilisationOf, workingMinutesOver, type Utilisation, type UtilisationMember } from '@/lib/appointments/utilisation';
import { shiftDay } from './local-day';
import type { ReportScope } from './scope';

/** A branch's stretch of time [from, to) (ISO instants). */
export interface BranchWindow {
  branchId: string;
  from: string;
  to: string;
}

/** The local days [start, end] of each branch, in the branch's own time zone. */
export function branchWindows(branchIds: readonly string[], start: string, end: string, zoneOf: (branchId: string) => string): BranchWindow[] {
  return branchIds.map((branchId) => ({ branchId, from: dayStartIso(start, zoneOf(branchId)), to: dayStartIso(shiftDay(end, 1), zoneOf(branchId)) }));
}

export interface StaffUtilisationInput {
  /** The bookings starting in the period at the branches. */
  rows: readonly AppointmentRow[];
  /** Members in display order. */
  members: readonly (UtilisationMember & Pick<MemberRow, 'id'>)[];
  branchIds: readonly string[];
  /** The period's local days ('yyyy-MM-dd'). */
  days: readonly string[];
  scope: ReportScope;
  userId: string;
}

/**
 * Each member who serves at one of the branches and had working or booked time in the period;
 * a self-only user (reporting_self) sees only their own row, a user without either level none.
 */
export function staffUtilisation({ rows, members, branchIds, days, scope, userId }: StaffUtilisationInput): Utilisation[] {
  if (scope === 'none') return [];
  const team = members
    .filter((m) => scope === 'all' || m.id === userId)
    .filter((m) => m.branches.some((b) => b.serviceTeam && branchIds.includes(b.branchId)))
    .map((m) => ({ id: m.id, workingMinutes: workingMinutesOver(m, branchIds, days) }));
  return utilisationOf(rows, team).filter((u) => u.workingMinutes > 0 || u.bookedMinutes > 0);
}

/** Minutes as hours with two decimals (90 → 1.5), as the report's tables and exports show them. */
export function hoursOf(minutes: number): number {
  return Math.round((minutes * 100) / 60) / 100;
}
