import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@/lib/api-types';
import { rolesFormFrom, rolesFormPermissions } from '@/lib/team/roles-form';
import { useOnline } from '@/lib/useOnline';
import { Button } from '@/ui/Button';
import { RolesForm } from './RolesForm';
import { saveMember } from './save-member';

/** The member's roles and permissions; org admin only by org admins, never one's own. */
export function RolesSection({ member, canEdit, canSetOrgAdmin }: { member: MemberRow; canEdit: boolean; canSetOrgAdmin: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [roles, setRoles] = useState(() => rolesFormFrom(member.permissions));
  const [orgAdmin, setOrgAdmin] = useState(member.orgAccessLevel === 'admin');
  const [submitted, setSubmitted] = useState(false);

  const save = async () => {
    setSubmitted(true);
    const permissions = rolesFormPermissions(roles);
    if (!orgAdmin && permissions === null) return;
    await saveMember(
      member.id,
      {
        ...(permissions === null ? {} : { permissions }),
        ...(orgAdmin !== (member.orgAccessLevel === 'admin') ? { orgAccessLevel: orgAdmin ? ('admin' as const) : ('member' as const) } : {}),
      },
      t,
      online,
    );
  };

  return (
    <section className="team-card" aria-label={t('team.tabs.roles')}>
      <RolesForm
        value={roles}
        onChange={setRoles}
        orgAdmin={orgAdmin}
        {...(canSetOrgAdmin ? { onOrgAdminChange: setOrgAdmin } : {})}
        showErrors={submitted}
        isDisabled={!canEdit}
      />
      {canEdit && (
        <div className="team-actions">
          <Button onPress={() => void save()}>{t('team.saveRoles')}</Button>
        </div>
      )}
    </section>
  );
}
