import type { AppointmentRow, MemberRow } from '@/lib/api-types';
import { can } from '@server/http/access';
import { fail } from '@server/http/problem';

/** Spec §6: booking_all edits every column, booking_self only the caller's own. */
export const BOOKING_VIEW = { anyOf: [{ area: 'booking_all', level: 1 }, { area: 'booking_self', level: 1 }] } as const;
export const BOOKING_EDIT = { anyOf: [{ area: 'booking_all', level: 2 }, { area: 'booking_self', level: 2 }] } as const;

/** Every member a booking occupies; null stands for a branch-wide blocker (everyone). */
export function membersOfBooking(b: Pick<AppointmentRow, 'memberId' | 'services'>): (string | null)[] {
  return [...new Set([b.memberId, ...b.services.map((s) => s.memberId)])];
}

/** 403 unless the caller may edit bookings of all these members (booking_self: only their own). */
export function requireBookingEdit(member: MemberRow, userId: string, members: readonly (string | null)[]): void {
  if (can(member, 'booking_all', 2)) return;
  if (members.every((m) => m === userId)) return;
  fail(403, 'booking_self lets a member book only in their own column.', { memberId: 'appointments.conflict.ownColumnOnly' });
}

/** 404 (not 403: the row is not in the caller's feed) unless the caller sees this booking. */
export function requireBookingView(member: MemberRow, userId: string, b: Pick<AppointmentRow, 'memberId' | 'services'>): void {
  if (can(member, 'booking_all', 1)) return;
  if (b.memberId === userId) return;
  fail(404, 'No such appointment.');
}
