import { useTranslation } from 'react-i18next';
import { chooseBranch } from '@/data/local-preferences';
import { useCurrentBranch } from '@/data/queries/access';
import { useSession } from '@/data/queries/session';
import { MenuButton } from '@/ui/MenuButton';

/** The current branch (spec §4) and, when there is more than one allowed, a switcher. */
export function BranchSwitcher() {
  const { t } = useTranslation();
  const session = useSession();
  const current = useCurrentBranch();
  if (!session || !current?.branch) return null;
  const businessId = session.business.businessId;
  if (current.allowed.length < 2) return <span className="app-header__branch">{current.branch.name}</span>;
  return (
    <MenuButton
      label={t('shell.branchSwitch', { branch: current.branch.name })}
      variant="ghost"
      icon="mapPin"
      items={current.allowed.map((b) => ({ id: b.branchId, label: b.name, ...(b.branchId === current.branch?.branchId ? { icon: 'check' as const } : {}) }))}
      onAction={(id) => chooseBranch(businessId, id)}
    />
  );
}
