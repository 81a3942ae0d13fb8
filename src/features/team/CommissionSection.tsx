import type { TFunction } from 'i18next';
import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@/lib/api-types';
import { memberScopes, moveMemberPatches, type MemberScope } from '@/lib/commissions/member-patterns';
import type { CommissionPatternRow } from '@/lib/commissions/rows';
import { updateCommissionPattern } from '@/data/mutations/commission-patterns';
import { useCommissionPatterns } from '@/data/queries/commissions';
import { EmptyState } from '@/ui/EmptyState';
import { Select } from '@/ui/Select';
import { toast } from '@/ui/toast';

/** The Select's value for "on no pattern of this scope" (pattern ids are UUIDs). */
const NONE = 'none';

/**
 * The commission patterns a member earns under, one choice per kind of items the patterns pay on
 * (services of a category, all services, products…): patterns of one scope compete for the same
 * sale lines, so the member is on at most one of them, while patterns of different scopes stack
 * (the most specific pays). Each choice writes the patterns' own member lists, through the same
 * mutation as the pattern's form, so it works offline and reaches every device as the pattern does.
 * Shown only to those who may see commission values (spec §6), the same right that edits patterns.
 */
export function CommissionSection({ member }: { member: MemberRow }) {
  const { t } = useTranslation();
  const patterns = useCommissionPatterns();
  if (patterns === undefined) return null;
  const scopes = memberScopes(patterns, member.id);
  const move = async (scopeKey: string, value: string) => {
    for (const patch of moveMemberPatches(patterns, member.id, scopeKey, value === NONE ? null : value)) {
      await updateCommissionPattern(patch.id, { memberIds: patch.memberIds });
    }
  };
  return (
    <section className="team-card" aria-label={t('team.tabs.commission')}>
      <p className="team-head__meta">{t('team.commission.hint')}</p>
      {scopes.length === 0 && <EmptyState icon="tag" title={t('team.commission.noPatterns')} />}
      <div className="team-commission">
        {scopes.map((scope) => (
          <Select
            key={scope.key}
            label={scopeLabel(scope, t)}
            value={scope.current?.id ?? NONE}
            options={[
              { value: NONE, label: t('team.commission.none') },
              ...scope.options.map((p) => ({ value: p.id, label: p.active ? p.name : t('team.commission.archived', { name: p.name }) })),
            ]}
            onChange={(value) => {
              move(scope.key, value).catch((error: unknown) => {
                console.error('Commission pattern members not saved', error);
                toast.error(t('team.commission.failed'));
              });
            }}
          />
        ))}
      </div>
    </section>
  );
}

function scopeLabel(scope: MemberScope<CommissionPatternRow>, t: TFunction): string {
  const items = t(`commissions.itemKinds.${scope.itemKind}`);
  return scope.category === '' ? t('team.commission.scopeAny', { items }) : t('team.commission.scopeCategory', { items, category: scope.category });
}
