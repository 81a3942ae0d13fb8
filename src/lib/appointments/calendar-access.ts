// Whose columns a user sees and may change on the calendar (spec §6): booking_all at View shows
// every member, at Edit lets them move anyone's bookings; booking_self alone shows and edits only
// the user's own column.
import { levelOf, type Access } from '@/lib/access';

export interface CalendarScope {
  /** Null: every member of the branch; otherwise only these member ids. */
  visibleMemberIds: readonly string[] | null;
  canEdit: (memberId: string | null) => boolean;
}

export function calendarScope(access: Access, userId: string): CalendarScope {
  const all = levelOf(access, 'booking_all');
  const self = levelOf(access, 'booking_self');
  return {
    visibleMemberIds: all >= 1 ? null : self >= 1 ? [userId] : [],
    canEdit: (memberId) => all >= 2 || (self >= 2 && memberId === userId),
  };
}
