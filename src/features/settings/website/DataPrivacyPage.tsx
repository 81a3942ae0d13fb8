import { useTranslation } from 'react-i18next';
import { useSession } from '@/data/queries/session';
import { useRetentionRun } from '@/data/queries/website-settings';
import { formatDate, toAppLocale } from '@/lib/format-date';
import { NumberField } from '@/ui/NumberField';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { WebsiteSectionForm } from './WebsiteSectionForm';

/** /settings/website/dataPrivacy: the privacy notice, the consent wording and how long customer data is kept. */
export default function DataPrivacyPage() {
  const { t } = useTranslation();
  return (
    <WebsiteSectionForm section="dataPrivacy" titleKey="settingsNav.website.dataPrivacy">
      {({ form, set, message }) => (
        <>
          <TextArea label={t('website.privacyNotice')} value={form.privacyNotice} onChange={(privacyNotice) => set({ privacyNotice })} rows={6} maxLength={4000} isOptional errorMessage={message('privacyNotice')} />
          <TextField label={t('website.consentText')} value={form.consentText} onChange={(consentText) => set({ consentText })} maxLength={500} isOptional errorMessage={message('consentText')} />
          <NumberField
            label={t('website.retentionMonths')}
            value={form.retentionMonths}
            minValue={1}
            maxValue={120}
            step={1}
            onChange={(v) => set({ retentionMonths: Number.isFinite(v) ? v : 0 })}
            errorMessage={message('retentionMonths')}
            description={<RetentionExplained months={form.retentionMonths} />}
          />
        </>
      )}
    </WebsiteSectionForm>
  );
}

/** What the retention period does (server/privacy/retention-jobs.ts), and its last run for the business. */
function RetentionExplained({ months }: { months: number }) {
  const { t, i18n } = useTranslation();
  const run = useRetentionRun();
  const timeZone = useSession()?.business.timeZone || 'Asia/Kuala_Lumpur';
  return (
    <>
      {t('privacy.retentionExplained', { count: months })}{' '}
      <span>
        {run === undefined
          ? null
          : run === null
            ? t('privacy.retentionNotRun')
            : t('privacy.retentionLastRun', { count: run.erased, date: formatDate(run.at, 'dateTime', { timeZone, locale: toAppLocale(i18n.language) }) })}
      </span>
    </>
  );
}
