import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { v7 as uuidv7 } from 'uuid';
import type { MemberRow, TimeOff } from '@/lib/api-types';
import { useOnline } from '@/lib/useOnline';
import type { FieldErrors } from '@/data/errors';
import { DatePicker } from '@/ui/DatePicker';
import { TextField } from '@/ui/TextField';
import { Button } from '@/ui/Button';
import { EmptyState } from '@/ui/EmptyState';
import { saveMember } from './save-member';

function today(): string {
  const d = new Date();
  return `${d.getFullYear()}-${String(d.getMonth() + 1).padStart(2, '0')}-${String(d.getDate()).padStart(2, '0')}`;
}

/** Days off (inclusive local dates with a note); the calendar treats them as unavailable. */
export function TimeOffSection({ member, canEdit }: { member: MemberRow; canEdit: boolean }) {
  const { t } = useTranslation();
  const online = useOnline();
  const [list, setList] = useState<TimeOff[]>(member.timeOff);
  const [errors, setErrors] = useState<FieldErrors>({});
  const change = (id: string, patch: Partial<TimeOff>) => setList((l) => l.map((x) => (x.id === id ? { ...x, ...patch } : x)));
  const message = (i: number, f: keyof TimeOff) => {
    const key = errors[`timeOff.${i}.${f}`];
    return key ? t(key) : null;
  };

  return (
    <section className="team-card" aria-label={t('team.tabs.timeOff')}>
      {list.length === 0 && <EmptyState icon="calendar" title={t('team.timeOff.empty')} />}
      {list.map((entry, i) => (
        <div key={entry.id} className="team-timeoff" role="group" aria-label={t('team.timeOff.entry', { n: i + 1 })}>
          <DatePicker label={t('team.timeOff.start')} value={entry.startDate} onChange={(startDate) => change(entry.id, { startDate })} errorMessage={message(i, 'startDate')} isDisabled={!canEdit} />
          <DatePicker label={t('team.timeOff.end')} value={entry.endDate} onChange={(endDate) => change(entry.id, { endDate })} minValue={entry.startDate} errorMessage={message(i, 'endDate')} isDisabled={!canEdit} />
          <TextField label={t('team.timeOff.note')} value={entry.note} onChange={(note) => change(entry.id, { note })} isOptional isDisabled={!canEdit} />
          {canEdit && (
            <Button variant="ghost" icon="trash" onPress={() => setList((l) => l.filter((x) => x.id !== entry.id))} aria-label={t('team.timeOff.remove')}>
              {t('team.timeOff.remove')}
            </Button>
          )}
        </div>
      ))}
      {canEdit && (
        <div className="team-actions">
          <Button variant="secondary" icon="plus" onPress={() => setList((l) => [...l, { id: uuidv7(), startDate: today(), endDate: today(), note: '' }])}>
            {t('team.timeOff.add')}
          </Button>
          <Button onPress={() => void saveMember(member.id, { timeOff: list }, t, online).then(setErrors)}>{t('team.timeOff.save')}</Button>
        </div>
      )}
    </section>
  );
}
