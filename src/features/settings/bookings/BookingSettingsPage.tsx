import { useTranslation } from 'react-i18next';
import { saveBookingSettings } from '@/data/mutations/booking-settings';
import { useBookingRules } from '@/data/queries/booking-settings';
import { useBusiness } from '@/data/queries/business';
import { SLOT_INTERVALS, type BookingRules } from '@/lib/booking/settings';
import { CopyableField } from '@/ui/CopyableField';
import { NumberField } from '@/ui/NumberField';
import { PageFrame } from '@/ui/PageFrame';
import { useRouteParams } from '@/ui/routing';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { useSettingsForm } from '@/ui/useSettingsForm';
import './booking-settings.css';

type NumberKey = 'leadTimeMinutes' | 'maxAdvanceDays' | 'cancelWindowHours' | 'rescheduleWindowHours' | 'bufferBeforeMinutes' | 'bufferAfterMinutes';
const NUMBERS: readonly { key: NumberKey; max: number }[] = [
  { key: 'leadTimeMinutes', max: 10080 },
  { key: 'maxAdvanceDays', max: 365 },
  { key: 'cancelWindowHours', max: 720 },
  { key: 'rescheduleWindowHours', max: 720 },
  { key: 'bufferBeforeMinutes', max: 120 },
  { key: 'bufferAfterMinutes', max: 120 },
];

/** /settings/bookings/:branchId (and /settings/branch/:branchId/bookings): how the branch's calendar and online booking page behave. */
export default function BookingSettingsPage() {
  const branchId = useRouteParams<{ branchId: string }>().branchId ?? '';
  const rules = useBookingRules(branchId);
  if (rules === undefined || rules.branchId !== branchId) return null;
  const { branchId: _branch, ...initial } = rules;
  return <RulesForm key={branchId} branchId={branchId} initial={initial} />;
}

function RulesForm({ branchId, initial }: { branchId: string; initial: BookingRules }) {
  const { t } = useTranslation();
  const business = useBusiness();
  const { form, set: patch, message, banner } = useSettingsForm(initial, {
    save: (next) => saveBookingSettings(branchId, next),
    savedKey: 'bookingSettings.saved',
    savedOfflineKey: 'bookingSettings.savedOffline',
  });
  const set = <K extends keyof BookingRules>(key: K, value: BookingRules[K]) => patch({ [key]: value } as Pick<BookingRules, K>);
  const link = business ? `${window.location.origin}/book/${business.shortCode}` : null;
  return (
    <PageFrame title={t('bookingSettings.title')}>
      <form className="bks-form" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t('bookingSettings.title')}>
        <section className="bks-card" aria-labelledby="bks-calendar">
          <h2 id="bks-calendar">{t('bookingSettings.calendar')}</h2>
          <Select
            label={t('bookingSettings.slotInterval')}
            options={SLOT_INTERVALS.map((n) => ({ value: String(n), label: t('bookingSettings.minutes', { count: n }) }))}
            value={String(form.slotIntervalMinutes)}
            onChange={(v) => set('slotIntervalMinutes', (SLOT_INTERVALS.find((n) => String(n) === v) ?? form.slotIntervalMinutes))}
            errorMessage={message('slotIntervalMinutes')}
          />
          <Switch isSelected={form.allowDoubleBooking} onChange={(v) => set('allowDoubleBooking', v)}>
            {t('bookingSettings.allowDoubleBooking')}
          </Switch>
        </section>
        <section className="bks-card" aria-labelledby="bks-online">
          <h2 id="bks-online">{t('bookingSettings.online')}</h2>
          {link !== null && <CopyableField label={t('bookingSettings.pageLink')} value={link} />}
          <Switch isSelected={form.requireApproval} onChange={(v) => set('requireApproval', v)}>
            {t('bookingSettings.requireApproval')}
          </Switch>
          <div className="bks-grid">
            {NUMBERS.map(({ key, max }) => (
              <NumberField
                key={key}
                label={t(`bookingSettings.${key}`)}
                value={form[key]}
                minValue={key === 'maxAdvanceDays' ? 1 : 0}
                maxValue={max}
                step={1}
                integer
                onChange={(v) => set(key, Number.isFinite(v) ? v : 0)}
                errorMessage={message(key)}
              />
            ))}
          </div>
        </section>
        <UnsavedChangesBanner {...banner} />
      </form>
    </PageFrame>
  );
}
