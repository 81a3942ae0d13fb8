import { useTranslation } from 'react-i18next';
import { saveWhatsappSettings } from '@/data/mutations/messaging';
import { useWhatsappSettings } from '@/data/queries/messaging';
import { links } from '@/lib/links';
import { LOCALES } from '@/lib/locale';
import { isConnected, type WhatsappSettings } from '@/lib/messaging/whatsapp-settings';
import { LinkButton } from '@/ui/LinkButton';
import { NumberField } from '@/ui/NumberField';
import { PageFrame } from '@/ui/PageFrame';
import { useRouteParams } from '@/ui/routing';
import { Select } from '@/ui/Select';
import { StatusPill } from '@/ui/StatusPill';
import { Switch } from '@/ui/Switch';
import { TextField } from '@/ui/TextField';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { useSettingsForm } from '@/ui/useSettingsForm';
import { SentLog } from './SentLog';
import './messaging.css';

/** /settings/communications/whatsapp/:branchId: the branch's sender number, its automatic messages, what it sent. */
export default function WhatsappSettingsPage() {
  const { t } = useTranslation();
  const branchId = useRouteParams<{ branchId: string }>().branchId ?? '';
  const read = useWhatsappSettings(branchId);
  if (read === undefined || read.branchId !== branchId) return null;
  const initial = read.settings;
  return (
    <PageFrame title={t('settingsNav.whatsapp')} actions={<LinkButton href={links.settingsMessageTemplates(branchId)} variant="secondary">{t('settingsNav.messageTemplate')}</LinkButton>}>
      <SettingsForm key={`${branchId}:${JSON.stringify(initial)}`} branchId={branchId} initial={initial} />
      <SentLog branchId={branchId} />
    </PageFrame>
  );
}

type Toggle = 'confirmation' | 'rescheduled' | 'cancelled' | 'reminder' | 'noShowFollowUp';
const TOGGLES: readonly Toggle[] = ['confirmation', 'rescheduled', 'cancelled', 'reminder', 'noShowFollowUp'];

function SettingsForm({ branchId, initial }: { branchId: string; initial: WhatsappSettings }) {
  const { t } = useTranslation();
  const { form, saved, set, message, banner } = useSettingsForm(initial, {
    save: (next) => saveWhatsappSettings(branchId, next),
    savedKey: 'messaging.settingsSaved',
    savedOfflineKey: 'messaging.settingsSavedOffline',
  });
  const connected = isConnected(saved);
  return (
    <form className="msg-form" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t('settingsNav.whatsapp')}>
      <section className="msg-card">
        <h2>
          {t('messaging.connection')} <StatusPill tone={connected ? 'success' : 'warning'}>{connected ? t('messaging.connected') : t('messaging.notConnected')}</StatusPill>
        </h2>
        <div className="msg-grid">
          <TextField
            label={t('messaging.senderNumber')}
            type="tel"
            value={form.senderNumber}
            onChange={(senderNumber) => set({ senderNumber: senderNumber.trim() })}
            placeholder="+60312345678"
            isOptional
            errorMessage={message('senderNumber')}
          />
          <TextField
            label={t('messaging.phoneNumberId')}
            inputMode="numeric"
            value={form.phoneNumberId}
            onChange={(phoneNumberId) => set({ phoneNumberId: phoneNumberId.trim() })}
            description={t('messaging.phoneNumberIdHint')}
            isOptional
            errorMessage={message('phoneNumberId')}
          />
          <Select
            label={t('messaging.language')}
            options={LOCALES.map((l) => ({ value: l, label: t(`messaging.body.${l}`) }))}
            value={form.language}
            onChange={(language) => set({ language: LOCALES.find((l) => l === language) ?? form.language })}
            errorMessage={message('language')}
          />
        </div>
      </section>
      <section className="msg-card">
        <h2>{t('messaging.automatic')}</h2>
        {TOGGLES.map((k) => (
          <Switch key={k} isSelected={form[k]} onChange={(on) => set({ [k]: on })}>
            {t(`messaging.purpose.${k}`)}
          </Switch>
        ))}
        <div className="msg-grid">
          <NumberField
            label={t('messaging.reminderHoursBefore')}
            value={form.reminderHoursBefore}
            minValue={1}
            maxValue={168}
            step={1}
            onChange={(v) => set({ reminderHoursBefore: Number.isFinite(v) ? v : 0 })}
            errorMessage={message('reminderHoursBefore')}
          />
          <NumberField
            label={t('messaging.noShowHoursAfter')}
            value={form.noShowHoursAfter}
            minValue={1}
            maxValue={72}
            step={1}
            onChange={(v) => set({ noShowHoursAfter: Number.isFinite(v) ? v : 0 })}
            errorMessage={message('noShowHoursAfter')}
          />
        </div>
      </section>
      <UnsavedChangesBanner {...banner} />
    </form>
  );
}
