import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { useAccess } from '@/data/queries/access';
import { useBranches, useMembers } from '@/data/queries/members';
import { PageFrame } from '@/ui/PageFrame';
import { LinkButton } from '@/ui/LinkButton';
import { ListRow, RowList, RowListItem } from '@/ui/ListRow';
import { ResultsList } from '@/ui/ResultsList';
import { Avatar } from '@/ui/Avatar';
import './branches.css';

/** /settings/branch (and the legacy /settings/org/branches): every branch, with its team. */
export default function BranchesPage() {
  const { t } = useTranslation();
  const branches = useBranches();
  const members = useMembers();
  const view = useAccess();
  const countAt = (branchId: string) => (members ?? []).filter((m) => m.branches.some((b) => b.branchId === branchId)).length;
  return (
    <PageFrame
      title={t('branches.title')}
      actions={
        view?.access.isOrgAdmin ? (
          <LinkButton href={links.settingsBranchCreate()} icon="plus">
            {t('branches.new')}
          </LinkButton>
        ) : undefined
      }
    >
      {branches === undefined || branches.length === 0 ? (
        <ResultsList label={t('branches.title')} items={branches} getKey={(b) => b.id} renderItem={() => null} />
      ) : (
        <RowList label={t('branches.title')} variant="card">
          {branches.map((b) => (
            <RowListItem key={b.id}>
              <ListRow
                variant="card"
                leading={<Avatar name={b.name} imageUrl={b.imageUrl} decorative />}
                title={`${b.name} (${b.code})`}
                description={[b.address1, b.city].filter(Boolean).join(', ') || t('branches.noAddress')}
                trailing={
                  <span className="branches-row-actions">
                    <LinkButton href={links.settingsBranchTeam(b.id)} variant="secondary" icon="users">
                      {t('branches.teamCount', { count: countAt(b.id) })}
                    </LinkButton>
                    <LinkButton href={links.settingsBranchDetails(b.id)} variant="secondary" icon="pencil">
                      {t('branches.edit', { name: b.name })}
                    </LinkButton>
                  </span>
                }
              />
            </RowListItem>
          ))}
        </RowList>
      )}
    </PageFrame>
  );
}
