import { describe, expect, it } from 'vitest';
import { accessOf } from '@/lib/access';
import { calendarScope } from '@/lib/appointments/calendar-access';
import type { Permissions } from '@/lib/api-types';

const user = (permissions: Permissions) => accessOf({ userId: 'me', orgAccessLevel: 'member', permissions, _internalRole: null });

describe('calendarScope', () => {
  it('shows and edits only their own column with booking_self alone', () => {
    const scope = calendarScope(user({ booking_self: 2, booking_all: 0, pos: true }), 'me');
    expect(scope.visibleMemberIds).toEqual(['me']);
    expect(scope.canEdit('me')).toBe(true);
    expect(scope.canEdit('other')).toBe(false);
  });

  it('shows everyone with booking_all View and edits only their own', () => {
    const scope = calendarScope(user({ booking_self: 2, booking_all: 1, pos: true }), 'me');
    expect(scope.visibleMemberIds).toBeNull();
    expect(scope.canEdit('other')).toBe(false);
    expect(scope.canEdit('me')).toBe(true);
  });

  it('edits everyone with booking_all Edit, and branch-wide blockers', () => {
    const scope = calendarScope(user({ booking_all: 2, pos: true }), 'me');
    expect(scope.canEdit('other')).toBe(true);
    expect(scope.canEdit(null)).toBe(true);
  });

  it('shows nothing without booking levels', () => {
    expect(calendarScope(user({ pos: true }), 'me').visibleMemberIds).toEqual([]);
  });
});
