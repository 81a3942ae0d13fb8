import { useTranslation } from 'react-i18next';
import type { MemberRow } from '@/lib/api-types';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { useBookingActions } from '@/data/queries/appointment-details';
import { Timeline } from '@/ui/Timeline';

const TONES = { ADD: 'primary', UPDATE: 'neutral', CANCEL: 'danger', CONFIRM_ATTENDANCE: 'success', MERCHANT_CONFIRM: 'success', MERCHAT_REJECT: 'danger' } as const;

/** What happened to the booking, who did it and when. */
export function BookingHistory({ appointmentId, team, timeZone }: { appointmentId: string; team: readonly MemberRow[]; timeZone: string }) {
  const { t, i18n } = useTranslation();
  const actions = useBookingActions(appointmentId) ?? [];
  const who = (userId: string | null) => {
    const m = team.find((x) => x.id === userId);
    return m ? `${m.firstName} ${m.lastName}`.trim() : t('appointments.details.someone');
  };
  return (
    <section className="booking-details__section" aria-labelledby="booking-history">
      <h2 id="booking-history">{t('appointments.details.history')}</h2>
      {actions.length === 0 ? (
        <p className="booking-form__muted">{t('appointments.details.noHistory')}</p>
      ) : (
        <Timeline
          label={t('appointments.details.history')}
          items={actions.map((a) => ({
            id: a.id,
            title: t(`appointments.details.action.${a.action}`, { who: who(a.userId) }),
            time: formatDate(a.at, 'dateTime', { timeZone, locale: toAppLocale(i18n.language) }),
            dateTime: a.at,
            description: a.detail,
            tone: TONES[a.action],
          }))}
        />
      )}
    </section>
  );
}
