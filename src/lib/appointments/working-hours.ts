// A member's working periods on a local day, from their weekly hours at a branch (the team area's
// `workingHours`, spec §3 Availability): what the calendar shades, the slot suggestions fit
// into, attendance offers walk-ins to, and the summary's utilisation divides by.
import type { MemberRow } from '@/lib/api-types';
import { DAY_END } from '@/lib/availability';
import { workingHoursFor as dayOfWeek } from '@/lib/team/working-hours';
import { minutesOfDay } from '@/lib/time';
import { weekdayOf } from './time-axis';

export interface WorkingHours {
  /** Minutes from midnight, local to the branch. */
  start: number;
  end: number;
}

export type HoursMember = Pick<MemberRow, 'workingHours' | 'branches'>;

/** A shaded stretch of a column: before, after or outside the periods ('off'), or between two ('break'). */
export interface ShadedPeriod extends WorkingHours {
  kind: 'off' | 'break';
}

const WHOLE_DAY = 24 * 60;

/** 'HH:mm' as minutes; the editor's last minute (23:59) ends the day. */
function minuteOf(time: string): number | null {
  return time === DAY_END ? WHOLE_DAY : minutesOfDay(time);
}

/**
 * The periods `member` works at `branchId` on the local day `date` ('yyyy-MM-dd'), sorted and
 * merged; empty when they are off, do not work there, or are unknown. An active day without
 * slots is the whole day (spec §4).
 */
export function workingHoursFor(member: HoursMember | undefined, branchId: string, date: string): WorkingHours[] {
  if (!member) return [];
  const day = dayOfWeek(member, branchId, weekdayOf(date));
  if (!day) return [];
  if (day.slots.length === 0) return [{ start: 0, end: WHOLE_DAY }];
  const periods: WorkingHours[] = [];
  for (const slot of day.slots) {
    const start = minuteOf(slot.start);
    const end = minuteOf(slot.end);
    if (start !== null && end !== null && end > start) periods.push({ start, end });
  }
  return mergedPeriods(periods);
}

/** Periods sorted by start, those that overlap or touch joined into one. */
export function mergedPeriods(periods: readonly WorkingHours[]): WorkingHours[] {
  const merged: WorkingHours[] = [];
  for (const p of [...periods].sort((a, b) => a.start - b.start)) {
    const last = merged[merged.length - 1];
    if (last && p.start <= last.end) last.end = Math.max(last.end, p.end);
    else merged.push({ ...p });
  }
  return merged;
}

/** The stretches of [0, dayEnd) outside `periods` (sorted, as from workingHoursFor): off-hours and breaks. */
export function shadedPeriods(periods: readonly WorkingHours[], dayEnd: number): ShadedPeriod[] {
  const out: ShadedPeriod[] = [];
  let cursor = 0;
  for (const p of periods) {
    if (p.start > cursor) out.push({ start: cursor, end: Math.min(p.start, dayEnd), kind: cursor === 0 ? 'off' : 'break' });
    cursor = Math.max(cursor, p.end);
  }
  if (cursor < dayEnd) out.push({ start: cursor, end: dayEnd, kind: 'off' });
  return out.filter((s) => s.end > s.start);
}

/** Whether [start, end) minutes lies inside one working period. */
export function worksThrough(periods: readonly WorkingHours[], start: number, end: number): boolean {
  return periods.some((p) => p.start <= start && end <= p.end);
}

/** Minutes worked in the periods. */
export function workedMinutes(periods: readonly WorkingHours[]): number {
  return periods.reduce((sum, p) => sum + p.end - p.start, 0);
}
