import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { detectedTimeZone, type TimeFormat, type WeekStart } from '@/lib/calendar-preferences';
import { preferences, setCalendarPreferences } from '@/data/preferences';
import { Button } from '@/ui/Button';
import { PageFrame } from '@/ui/PageFrame';
import { Select } from '@/ui/Select';
import './settings-account.css';

const DAYS: WeekStart[] = [0, 1, 2, 3, 4, 5, 6];

function timeZones(current: string): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.includes(current) ? supported : [current, ...supported];
}

/** Account › Date and time: week start, time zone, 12- or 24-hour clock (spec §3). */
export default function DateTimePage() {
  const { t, i18n } = useTranslation();
  const { calendar } = useStore(preferences);
  const detected = detectedTimeZone();
  const dayName = (d: number) => new Intl.DateTimeFormat(i18n.language, { weekday: 'long', timeZone: 'UTC' }).format(new Date(Date.UTC(2023, 0, 1 + d)));
  return (
    <PageFrame title={t('settingsNav.account.datetime')}>
      <div className="settings-form">
        <Select
          label={t('datetime.weekStart')}
          options={DAYS.map((d) => ({ value: String(d), label: dayName(d) }))}
          value={String(calendar.startsAt)}
          onChange={(value) => setCalendarPreferences({ startsAt: Number(value) as WeekStart })}
        />
        <Select
          label={t('datetime.timeZone')}
          options={timeZones(calendar.timeZone).map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))}
          value={calendar.timeZone}
          onChange={(value) => setCalendarPreferences({ timeZone: value })}
          description={t('datetime.detected', { zone: detected })}
        />
        {detected !== calendar.timeZone && (
          <Button variant="secondary" size="small" onPress={() => setCalendarPreferences({ timeZone: detected })}>
            {t('datetime.useDetected')}
          </Button>
        )}
        <Select
          label={t('datetime.timeFormat')}
          options={(['12', '24'] as TimeFormat[]).map((f) => ({ value: f, label: t(`datetime.formats.${f}`) }))}
          value={calendar.timeFormat}
          onChange={(value) => setCalendarPreferences({ timeFormat: value === '24' ? '24' : '12' })}
        />
      </div>
    </PageFrame>
  );
}
