import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { levelOf } from '@/lib/access';
import { filterTeam, type TeamRole } from '@/lib/team/team-filter';
import { useAccess } from '@/data/queries/access';
import { useBranches, useMembers } from '@/data/queries/members';
import { PageFrame } from '@/ui/PageFrame';
import { SearchBox } from '@/ui/SearchBox';
import { Select } from '@/ui/Select';
import { LinkButton } from '@/ui/LinkButton';
import { ResultsList } from '@/ui/ResultsList';
import { EmptyState } from '@/ui/EmptyState';
import { MemberListRow } from './MemberListRow';
import './team.css';

const ALL = 'all';

export default function TeamPage() {
  const { t } = useTranslation();
  const members = useMembers();
  const branches = useBranches();
  const view = useAccess();
  const [text, setText] = useState('');
  const [branchId, setBranchId] = useState(ALL);
  const [role, setRole] = useState(ALL);
  const canInvite = view !== undefined && levelOf(view.access, 'members') >= 2;

  const shown = useMemo(
    // Provider admins (internal roles) are the platform's staff, not the business's team.
    () => filterTeam((members ?? []).filter((m) => m.internalRole === null), { text, branchId: branchId === ALL ? null : branchId, role: role === ALL ? null : (role as TeamRole) }),
    [members, text, branchId, role],
  );
  const branchNames = useMemo(() => new Map((branches ?? []).map((b) => [b.id, b.name])), [branches]);

  return (
    <PageFrame
      title={t('team.title')}
      actions={
        canInvite ? (
          <LinkButton href={links.teamInvite()} icon="plus">
            {t('team.invite')}
          </LinkButton>
        ) : undefined
      }
    >
      <div className="team-toolbar">
        <SearchBox label={t('team.search')} placeholder={t('team.searchPlaceholder')} onSearch={setText} />
        <Select
          label={t('team.filterBranch')}
          value={branchId}
          onChange={setBranchId}
          options={[{ value: ALL, label: t('team.allBranches') }, ...(branches ?? []).map((b) => ({ value: b.id, label: b.name }))]}
        />
        <Select
          label={t('team.filterRole')}
          value={role}
          onChange={setRole}
          options={[
            { value: ALL, label: t('team.allRoles') },
            { value: 'orgAdmin', label: t('team.role.orgAdmin') },
            { value: 'branchAdmin', label: t('team.role.branchAdmin') },
            { value: 'staff', label: t('team.role.staff') },
          ]}
        />
      </div>
      <ResultsList
        label={t('team.title')}
        items={shown}
        isLoading={members === undefined}
        getKey={(m) => m.id}
        renderItem={(m) => <MemberListRow member={m} branchNames={branchNames} />}
        {...(text === '' && branchId === ALL && role === ALL ? { empty: <EmptyState icon="users" title={t('team.empty')} /> } : {})}
      />
    </PageFrame>
  );
}
