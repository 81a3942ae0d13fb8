import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BranchRow, MemberBranch, MemberRow } from '@/lib/api-types';
import type { WeeklyAvailability } from '@/lib/availability';
import { weekFor } from '@/lib/team/working-hours';
import { useOnline } from '@/lib/useOnline';
import { preferences } from '@/data/preferences';
import { useStore } from '@/lib/store';
import { Checkbox } from '@/ui/Checkbox';
import { Switch } from '@/ui/Switch';
import { AvailabilityEditor } from '@/ui/AvailabilityEditor';
import { Button } from '@/ui/Button';
import { saveMember } from './save-member';

/**
 * Where the member works: each branch (assigned, on its service team) with their working hours
 * there (the kit's availability editor, spec §4 rules). Saved together.
 */
export function BranchesHoursSection({ member, branches, canEdit }: { member: MemberRow; branches: readonly BranchRow[]; canEdit: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const { calendar } = useStore(preferences);
  const [assigned, setAssigned] = useState<MemberBranch[]>(member.branches);
  const [hours, setHours] = useState<Record<string, WeeklyAvailability>>(() =>
    Object.fromEntries(branches.map((b) => [b.id, weekFor(member, b.id)])),
  );
  const [error, setError] = useState<string | null>(null);

  const toggle = (branchId: string, on: boolean) =>
    setAssigned((list) => (on ? [...list, { branchId, serviceTeam: true }] : list.filter((b) => b.branchId !== branchId)));
  const setServiceTeam = (branchId: string, serviceTeam: boolean) =>
    setAssigned((list) => list.map((b) => (b.branchId === branchId ? { ...b, serviceTeam } : b)));

  const save = async () => {
    const workingHours = Object.fromEntries(assigned.map((b) => [b.branchId, hours[b.branchId] ?? weekFor(member, b.branchId)]));
    const errors = await saveMember(member.id, { branches: assigned, workingHours }, t, online);
    const first = Object.values(errors)[0];
    setError(first === undefined ? null : first);
  };

  return (
    <section className="team-card" aria-label={t('team.tabs.hours')}>
      {branches.map((branch) => {
        const mine = assigned.find((b) => b.branchId === branch.id);
        return (
          <div key={branch.id} className="team-branch">
            <div className="team-branch__head">
              <Checkbox isSelected={mine !== undefined} onChange={(on) => toggle(branch.id, on)} isDisabled={!canEdit}>
                {branch.name}
              </Checkbox>
              {mine && (
                <Switch isSelected={mine.serviceTeam} onChange={(on) => setServiceTeam(branch.id, on)} isDisabled={!canEdit}>
                  {t('team.serviceTeam')}
                </Switch>
              )}
            </div>
            {mine && (
              <div role="group" aria-label={t('team.hoursAt', { branch: branch.name })}>
                <AvailabilityEditor
                  value={hours[branch.id] ?? weekFor(member, branch.id)}
                  onChange={(week) => setHours((h) => ({ ...h, [branch.id]: week }))}
                  format={calendar.timeFormat}
                  weekStartsOn={calendar.startsAt}
                  isDisabled={!canEdit}
                />
              </div>
            )}
          </div>
        );
      })}
      {error && <p className="team-error">{t(error)}</p>}
      {canEdit && (
        <div className="team-actions">
          <Button onPress={() => void save()}>{t('team.saveHours')}</Button>
        </div>
      )}
    </section>
  );
}
