// A member's working hours (spec §3 Availability, §4 rules), stored per branch on the member row.
import type { MemberRow } from '@/lib/api-types';
import { DAY_KEYS, emptyAvailability, normaliseAvailability, type DayAvailability, type WeeklyAvailability } from '@/lib/availability';

/** The week a member works at a branch; none set yet reads as every day off. */
export function weekFor(member: Pick<MemberRow, 'workingHours'>, branchId: string): WeeklyAvailability {
  const week = member.workingHours[branchId];
  return week === undefined ? emptyAvailability() : normaliseAvailability(week);
}

/**
 * What the calendar asks: the member's hours at a branch on a weekday (0 Sunday … 6 Saturday),
 * or null when they do not work there that day. An active day without slots is the whole day
 * (spec §4: no slots means available all day).
 */
export function workingHoursFor(member: Pick<MemberRow, 'workingHours' | 'branches'>, branchId: string, day: number): DayAvailability | null {
  if (!member.branches.some((b) => b.branchId === branchId)) return null;
  const key = DAY_KEYS[day];
  if (key === undefined) return null;
  const hours = weekFor(member, branchId)[key];
  return hours.active ? hours : null;
}
