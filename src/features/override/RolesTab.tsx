import { useTranslation } from 'react-i18next';
import type { LevelArea } from '@/lib/access';
import { canViewCommissionValues, levelOf } from '@/lib/access';
import { useAccess } from '@/data/queries/access';
import { StatusPill } from '@/ui/StatusPill';

const AREAS: LevelArea[] = ['booking_self', 'booking_all', 'payment_self', 'payment', 'reporting_self', 'reporting', 'customers', 'catalogues', 'members'];

/** Roles and permissions in force now (the user's own, or the override's view). */
export function RolesTab() {
  const { t } = useTranslation();
  const view = useAccess();
  if (!view) return null;
  const { access } = view;
  const yes = (on: boolean) => <StatusPill tone={on ? 'success' : 'neutral'}>{on ? t('override.yes') : t('override.no')}</StatusPill>;
  return (
    <div className="override__tab">
      <p>{t(`override.viewingAs.${view.viewingAs}`)}</p>
      <table className="override__table">
        <tbody>
          <tr><th scope="row">isOrgAdmin</th><td>{yes(access.isOrgAdmin)}</td></tr>
          <tr><th scope="row">isBranchAdmin</th><td>{yes(access.isBranchAdmin)}</td></tr>
          <tr><th scope="row">isLaunchitAdmin</th><td>{yes(access.isLaunchitAdmin)}</td></tr>
          <tr><th scope="row">pos</th><td>{yes(access.permissions.pos === true)}</td></tr>
          {AREAS.map((area) => (
            <tr key={area}>
              <th scope="row">{area}</th>
              <td>{t(`override.levels.${levelOf(access, area)}`)}</td>
            </tr>
          ))}
          <tr><th scope="row">commissions.view_comms_value</th><td>{yes(canViewCommissionValues(access))}</td></tr>
        </tbody>
      </table>
    </div>
  );
}
