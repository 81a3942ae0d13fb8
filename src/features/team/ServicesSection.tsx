import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@/lib/api-types';
import { performs, withPerformer } from '@/lib/team/performers';
import { updateService } from '@/data/mutations/catalogue';
import { useServices } from '@/data/queries/catalogue';
import { useMembers } from '@/data/queries/members';
import { Checkbox } from '@/ui/Checkbox';
import { EmptyState } from '@/ui/EmptyState';
import { toast } from '@/ui/toast';

/**
 * The services a member performs at the branches where they are in the service team. Each tick
 * writes the service's own staff list (its `memberIds`, the one source of truth the booking form
 * reads), so it reaches every device as the service does.
 */
export function ServicesSection({ member, canEdit }: { member: MemberRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const services = useServices();
  const team = useMembers();
  const teamBranches = member.branches.filter((b) => b.serviceTeam).map((b) => b.branchId);
  if (teamBranches.length === 0) {
    return (
      <section className="team-card" aria-label={t('team.tabs.services')}>
        <EmptyState icon="calendar" title={t('team.services.notInServiceTeam')} />
      </section>
    );
  }
  const offered = (services ?? []).filter((s) => s.active && (s.branchIds.length === 0 || s.branchIds.some((b) => teamBranches.includes(b))));
  const teamIds = (team ?? []).filter((m) => m.status !== 'deactivated').map((m) => m.id);
  const toggle = (serviceId: string, on: boolean) => {
    const service = offered.find((s) => s.id === serviceId);
    if (service === undefined) return;
    updateService(service.id, { memberIds: withPerformer(service, member.id, on, teamIds) }).catch((error: unknown) => {
      console.error('Service staff not saved', error);
      toast.error(t('team.services.failed'));
    });
  };
  return (
    <section className="team-card" aria-label={t('team.tabs.services')}>
      <p className="team-head__meta">{t('team.services.hint')}</p>
      {offered.length === 0 && <EmptyState icon="calendar" title={t('team.services.none')} />}
      <div role="group" aria-label={t('team.tabs.services')} className="team-services">
        {offered.map((s) => (
          <Checkbox key={s.id} isSelected={performs(s, member.id)} onChange={(on) => toggle(s.id, on)} isDisabled={!canEdit}>
            {s.name}
          </Checkbox>
        ))}
      </div>
    </section>
  );
}
