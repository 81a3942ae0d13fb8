import { useTranslation } from 'react-i18next';
import type { MemberRow, ServiceRow } from '@/lib/api-types';
import type { BookingForm } from '@/lib/appointments/booking-form';
import { performersOf, performs } from '@/lib/team/performers';
import { Button } from '@/ui/Button';
import { Select } from '@/ui/Select';

interface Props {
  lines: BookingForm['lines'];
  services: readonly ServiceRow[];
  team: readonly MemberRow[];
  /** A class has exactly one service. */
  single: boolean;
  onChange: (lines: BookingForm['lines']) => void;
  errors: Record<string, string>;
}

/** One or more services, each with a member who performs it (the service's staff), done one after another. */
export function ServiceLines({ lines, services, team, single, onChange, errors }: Props) {
  const { t } = useTranslation();
  const serviceOptions = services.map((s) => ({ value: s.id, label: `${s.name} · ${t('appointments.booking.minutes', { count: s.durationMinutes })}` }));
  const byId = new Map(services.map((s) => [s.id, s]));
  const memberOptions = (serviceId: string) =>
    performersOf(byId.get(serviceId), team).map((m) => ({ value: m.id, label: `${m.firstName} ${m.lastName}`.trim() }));
  const set = (i: number, patch: Partial<BookingForm['lines'][number]>) => onChange(lines.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  // A member who does not perform the newly chosen service is let go, to be chosen again.
  const chooseService = (i: number, serviceId: string) => {
    const service = byId.get(serviceId);
    const memberId = lines[i]?.memberId ?? '';
    set(i, { serviceId, ...(service !== undefined && memberId !== '' && !performs(service, memberId) ? { memberId: '' } : {}) });
  };
  return (
    <fieldset className="booking-form__group">
      <legend>{t('appointments.booking.services')}</legend>
      {lines.map((line, i) => (
        <div key={i} className="booking-form__line">
          <Select
            label={t('appointments.booking.serviceN', { n: i + 1 })}
            options={serviceOptions}
            value={line.serviceId || null}
            onChange={(serviceId) => chooseService(i, serviceId)}
            placeholder={t('appointments.booking.chooseService')}
            errorMessage={errors[`services.${i}.serviceId`] ? t(errors[`services.${i}.serviceId`] ?? '') : i === 0 && errors.services ? t(errors.services) : null}
          />
          <Select
            label={t('appointments.booking.staffN', { n: i + 1 })}
            options={memberOptions(line.serviceId)}
            value={line.memberId || null}
            onChange={(memberId) => set(i, { memberId })}
            placeholder={t('appointments.booking.chooseStaff')}
          />
          {lines.length > 1 && (
            <Button variant="ghost" size="small" icon="trash" aria-label={t('appointments.booking.removeService', { n: i + 1 })} onPress={() => onChange(lines.filter((_, j) => j !== i))} />
          )}
        </div>
      ))}
      {!single && (
        <Button variant="secondary" size="small" icon="plus" onPress={() => onChange([...lines, { serviceId: '', memberId: lines[lines.length - 1]?.memberId ?? '' }])}>
          {t('appointments.booking.addService')}
        </Button>
      )}
    </fieldset>
  );
}
