import { lazy, Suspense } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { canViewCommissionValues, levelOf } from '@/lib/access';
import { memberName, roleOf } from '@/lib/team/team-filter';
import { useAccess } from '@/data/queries/access';
import { useBranches, useMember } from '@/data/queries/members';
import { useRowPending } from '@/data/queries/pending-row';
import { useSession } from '@/data/queries/session';
import { PageFrame } from '@/ui/PageFrame';
import { Avatar } from '@/ui/Avatar';
import { EmptyState } from '@/ui/EmptyState';
import { LinkButton } from '@/ui/LinkButton';
import { FullScreenLoader, Spinner } from '@/ui/Spinner';
import { StatusPill } from '@/ui/StatusPill';
import { Tabs } from '@/ui/Tabs';
import { useRouteParams } from '@/ui/routing';
import { BranchesHoursSection } from './BranchesHoursSection';
import { MemberStatusActions } from './MemberStatusActions';
import { STATUS_TONE } from './MemberListRow';

// Only users with commission values get the tab: its code loads when it is opened.
const CommissionSection = lazy(() => import('./CommissionSection').then((m) => ({ default: m.CommissionSection })));
import { ProfileSection } from './ProfileSection';
import { RolesSection } from './RolesSection';
import { ServicesSection } from './ServicesSection';
import { TimeOffSection } from './TimeOffSection';
import './team.css';

/** /team/details/:id: profile, branches and hours, the services they perform, their commission patterns, time off, roles; deactivate and delete. */
export default function TeamDetailsPage() {
  const { t } = useTranslation();
  const { id = '' } = useRouteParams<{ id: string }>();
  const member = useMember(id);
  const branches = useBranches();
  const view = useAccess();
  const session = useSession();
  const pending = useRowPending('members', id);
  const back = (
    <LinkButton href={links.team()} variant="secondary" icon="back">
      {t('team.backToTeam')}
    </LinkButton>
  );
  if (member === undefined || branches === undefined || view === undefined) return <FullScreenLoader />;
  if (member === null) {
    return (
      <PageFrame title={t('team.detailsTitle')} actions={back}>
        <EmptyState icon="users" title={t('team.notFound')} />
      </PageFrame>
    );
  }
  const name = memberName(member);
  const self = session?.user.userId === member.id;
  const level = levelOf(view.access, 'members');
  const canEdit = level >= 2 && (view.access.isOrgAdmin || roleOf(member) !== 'orgAdmin');
  return (
    <PageFrame title={name} actions={back}>
      <header className="team-head">
        <Avatar name={name} imageUrl={member.profileImageUrl} size="large" />
        <div className="team-head__main">
          <p className="team-head__meta">
            {t(`team.role.${roleOf(member)}`)} · {member.email}
          </p>
        </div>
        <StatusPill tone={STATUS_TONE[member.status]}>{t(`team.status.${member.status}`)}</StatusPill>
        {pending && <StatusPill tone="warning">{t('team.pendingSync')}</StatusPill>}
      </header>
      <Tabs
        label={t('team.detailsTitle')}
        items={[
          { id: 'profile', label: t('team.tabs.profile'), content: <ProfileSection key={member.id} member={member} canEdit={canEdit} /> },
          { id: 'hours', label: t('team.tabs.hours'), content: <BranchesHoursSection key={member.id} member={member} branches={branches} canEdit={canEdit && !self} /> },
          // The services' staff lists are catalogue data: editing them takes catalogue editing.
          { id: 'services', label: t('team.tabs.services'), content: <ServicesSection key={member.id} member={member} canEdit={levelOf(view.access, 'catalogues') >= 2} /> },
          // Patterns are read and written with the commission-values right (spec §6): without it, no tab.
          ...(canViewCommissionValues(view.access) ? [{ id: 'commission', label: t('team.tabs.commission'), content: (<Suspense fallback={<Spinner />}><CommissionSection key={member.id} member={member} /></Suspense>) }] : []),
          { id: 'timeOff', label: t('team.tabs.timeOff'), content: <TimeOffSection key={member.id} member={member} canEdit={canEdit} /> },
          {
            id: 'roles',
            label: t('team.tabs.roles'),
            content: <RolesSection key={member.id} member={member} canEdit={canEdit && !self} canSetOrgAdmin={view.access.isOrgAdmin && !self} />,
          },
        ]}
      />
      {canEdit && !self && <MemberStatusActions member={member} canDelete={level >= 3} />}
    </PageFrame>
  );
}
