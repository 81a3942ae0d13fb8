import { useTranslation } from 'react-i18next';
import type { MemberRow, MemberStatus } from '@/lib/api-types';
import { links } from '@/lib/links';
import { memberName, roleOf } from '@/lib/team/team-filter';
import type { ToastColor } from '@/ui/toast-store';
import { Avatar } from '@/ui/Avatar';
import { StatusPill } from '@/ui/StatusPill';
import { Link } from '@/ui/routing';

export const STATUS_TONE: Record<MemberStatus, ToastColor> = { active: 'success', invited: 'info', deactivated: 'neutral' };

/** One member: photo, colour, name, role and branches, status. */
export function MemberListRow({ member, branchNames }: { member: MemberRow; branchNames: ReadonlyMap<string, string> }) {
  const { t } = useTranslation();
  const name = memberName(member);
  const branches = member.branches.map((b) => branchNames.get(b.branchId)).filter((n) => n !== undefined);
  return (
    <Link href={links.teamDetails(member.id)} className="team-row">
      <span className="team-row__colour" style={{ background: member.color }} aria-hidden="true" />
      <Avatar name={name} imageUrl={member.profileImageUrl} size="medium" decorative />
      <span className="team-row__main">
        <span className="team-row__name">{name}</span>
        <span className="team-row__meta">
          {t(`team.role.${roleOf(member)}`)} · {branches.length > 0 ? branches.join(', ') : t('team.noBranches')}
        </span>
      </span>
      <StatusPill tone={STATUS_TONE[member.status]}>{t(`team.status.${member.status}`)}</StatusPill>
    </Link>
  );
}
