import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { useBranch, useBranches, useMembers } from '@/data/queries/members';
import { PageFrame } from '@/ui/PageFrame';
import { LinkButton } from '@/ui/LinkButton';
import { ResultsList } from '@/ui/ResultsList';
import { EmptyState } from '@/ui/EmptyState';
import { useRouteParams } from '@/ui/routing';
import { MemberListRow } from '../MemberListRow';
import '../team.css';

/** /settings/branch/:branchId/team: who works at this branch (each opens their team profile). */
export default function BranchTeamPage() {
  const { t } = useTranslation();
  const { branchId = '' } = useRouteParams<{ branchId: string }>();
  const branch = useBranch(branchId);
  const members = useMembers();
  const branches = useBranches();
  const names = useMemo(() => new Map((branches ?? []).map((b) => [b.id, b.name])), [branches]);
  const here = members?.filter((m) => m.branches.some((b) => b.branchId === branchId));
  return (
    <PageFrame
      title={t('branches.teamTitle', { name: branch?.name ?? '' })}
      actions={
        <LinkButton href={links.settingsBranches()} variant="secondary" icon="back">
          {t('branches.title')}
        </LinkButton>
      }
    >
      <ResultsList
        label={t('branches.teamTitle', { name: branch?.name ?? '' })}
        items={here}
        getKey={(m) => m.id}
        renderItem={(m) => <MemberListRow member={m} branchNames={names} />}
        empty={<EmptyState icon="users" title={t('branches.teamEmpty')} />}
      />
    </PageFrame>
  );
}
