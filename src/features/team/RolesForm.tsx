import { useTranslation } from 'react-i18next';
import { LEVEL_AREAS, levelsFor, rolesFormErrors, type RolesArea, type RolesFormValues } from '@/lib/team/roles-form';
import type { PermissionLevel } from '@/lib/api-types';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';

export interface RolesFormProps {
  value: RolesFormValues;
  onChange: (value: RolesFormValues) => void;
  orgAdmin: boolean;
  /** Absent when the editor may not make org admins. */
  onOrgAdminChange?: (orgAdmin: boolean) => void;
  /** Errors show after the first submit (spec §4 validation). */
  showErrors: boolean;
  isDisabled?: boolean;
}

/** Branch admin (spec §6, decisions): members at Edit or above. */
const BRANCH_ADMIN_LEVEL: PermissionLevel = 2;

/** The roles and permissions form (spec §5): every area's level, pos, commission values, admin roles. */
export function RolesForm({ value, onChange, orgAdmin, onOrgAdminChange, showErrors, isDisabled = false }: RolesFormProps) {
  const { t } = useTranslation();
  const errors = showErrors ? rolesFormErrors(value) : {};
  const setLevel = (area: RolesArea, level: PermissionLevel) => onChange({ ...value, levels: { ...value.levels, [area]: level } });
  const members = value.levels.members;
  const branchAdmin = members !== null && members >= BRANCH_ADMIN_LEVEL;
  return (
    <div className="team-roles">
      <div className="team-roles__switches">
        <Switch isSelected={orgAdmin} onChange={(on) => onOrgAdminChange?.(on)} isDisabled={isDisabled || onOrgAdminChange === undefined}>
          {t('team.roles.orgAdmin')}
        </Switch>
        <Switch
          isSelected={orgAdmin || branchAdmin}
          onChange={(on) => setLevel('members', on ? BRANCH_ADMIN_LEVEL : 1)}
          isDisabled={isDisabled || orgAdmin}
        >
          {t('team.roles.branchAdmin')}
        </Switch>
        <Switch isSelected={orgAdmin || value.pos} onChange={(pos) => onChange({ ...value, pos })} isDisabled={isDisabled || orgAdmin}>
          {t('team.roles.pos')}
        </Switch>
        <Switch
          isSelected={orgAdmin || value.viewCommissionValues}
          onChange={(viewCommissionValues) => onChange({ ...value, viewCommissionValues })}
          isDisabled={isDisabled || orgAdmin}
        >
          {t('team.roles.commissionValues')}
        </Switch>
      </div>
      {orgAdmin ? (
        <p className="team-hint">{t('team.roles.orgAdminHint')}</p>
      ) : (
        <div className="team-roles__grid">
          {LEVEL_AREAS.map((area) => (
            <Select
              key={area}
              label={t(`team.roles.area.${area}`)}
              name={area}
              value={value.levels[area] === null ? null : String(value.levels[area])}
              onChange={(v) => setLevel(area, Number(v) as PermissionLevel)}
              placeholder={t('team.roles.choose')}
              options={levelsFor(area).map((l) => ({ value: String(l), label: t(`team.roles.level.${l}`) }))}
              errorMessage={errors[area] ? t(errors[area]) : null}
              isRequired
              isDisabled={isDisabled}
            />
          ))}
        </div>
      )}
    </div>
  );
}
