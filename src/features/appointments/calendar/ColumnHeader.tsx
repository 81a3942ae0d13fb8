import { memo } from 'react';
import type { MemberRow } from '@/lib/api-types';
import { memberName } from '@/lib/appointments/names';
import { Avatar } from '@/ui/Avatar';

/** A day view column's head: the member's colour, photo or initials, and name. */
export const MemberHeader = memo(function MemberHeader({ member }: { member: MemberRow | undefined }) {
  const name = memberName(member);
  return (
    <div className="cal-head" style={{ borderTopColor: member?.color ?? 'transparent' }}>
      <Avatar name={name} imageUrl={member?.profileImageUrl} size="small" decorative />
      <span className="cal-head__name">{name}</span>
    </div>
  );
});

/** A week view column's head: the weekday and date. */
export function DayHeader({ label, isToday }: { label: string; isToday: boolean }) {
  return (
    <div className="cal-head" data-today={isToday || undefined}>
      <span className="cal-head__name">{label}</span>
    </div>
  );
}
