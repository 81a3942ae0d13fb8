// Staff utilisation: each member's booked minutes over their working minutes in a period. One
// computation for the appointments summary's panel and the booking report's table.
import type { AppointmentRow, MemberRow } from '@/lib/api-types';
import { mergedPeriods, workedMinutes, workingHoursFor, type HoursMember } from './working-hours';

export interface Utilisation {
  memberId: string;
  bookedMinutes: number;
  workingMinutes: number;
  /** booked / working, 0 when they had no working minutes (can pass 1 with double bookings). */
  ratio: number;
}

export type UtilisationMember = HoursMember & Pick<MemberRow, 'timeOff'>;

const minutes = (startAt: string, endAt: string) => Math.max(0, (Date.parse(endAt) - Date.parse(startAt)) / 60_000);

/** Whether the local day `date` falls in one of the member's days off (inclusive ranges). */
export function isDayOff(member: Pick<MemberRow, 'timeOff'>, date: string): boolean {
  return member.timeOff.some((t) => t.startDate <= date && date <= t.endDate);
}

/**
 * The minutes `member` works on the local days `days` at any of `branchIds`, from their weekly
 * hours: on a day they work at two of the branches, overlapping hours count once; a day off
 * counts none.
 */
export function workingMinutesOver(member: UtilisationMember, branchIds: readonly string[], days: readonly string[]): number {
  let total = 0;
  for (const day of days) {
    if (isDayOff(member, day)) continue;
    total += workedMinutes(mergedPeriods(branchIds.flatMap((b) => workingHoursFor(member, b, day))));
  }
  return total;
}

/**
 * Minutes booked per member: each service line of a booking that is not cancelled (a booking
 * without lines counts for its member); blockers book nobody.
 */
export function bookedMinutes(rows: readonly AppointmentRow[]): Map<string, number> {
  const booked = new Map<string, number>();
  for (const r of rows) {
    if (r.kind === 'Blocker' || r.status === 'CANCELLED') continue;
    const lines = r.services.length > 0 ? r.services : r.memberId ? [{ memberId: r.memberId, startAt: r.startAt, endAt: r.endAt }] : [];
    for (const line of lines) booked.set(line.memberId, (booked.get(line.memberId) ?? 0) + minutes(line.startAt, line.endAt));
  }
  return booked;
}

/** Each member's utilisation over the bookings `rows`, in the members' order. */
export function utilisationOf(rows: readonly AppointmentRow[], members: readonly { id: string; workingMinutes: number }[]): Utilisation[] {
  const booked = bookedMinutes(rows);
  return members.map((m) => {
    const minutesBooked = booked.get(m.id) ?? 0;
    return { memberId: m.id, bookedMinutes: minutesBooked, workingMinutes: m.workingMinutes, ratio: m.workingMinutes > 0 ? minutesBooked / m.workingMinutes : 0 };
  });
}
