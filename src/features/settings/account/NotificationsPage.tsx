import { useTranslation } from 'react-i18next';
import { OPTIONAL_NOTIFICATION_TYPES, withType, type NotificationPrefs } from '@/lib/schemas/notification-prefs';
import { updateMember } from '@/data/mutations/members';
import { useMyMember } from '@/data/queries/members';
import { PageFrame } from '@/ui/PageFrame';
import { Switch } from '@/ui/Switch';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { useSettingsForm } from '@/ui/useSettingsForm';
import './settings-account.css';

/**
 * Account › Notifications: which notifications the signed-in user gets in the app, a switch per
 * type, and the daily summary. Stored on their member row; the server does not create a type
 * they switched off (server/routes/notification-store.ts).
 */
export default function NotificationsPage() {
  const { t } = useTranslation();
  const me = useMyMember();
  if (me === undefined) return null;
  if (me === null) {
    return (
      <PageFrame title={t('settingsNav.account.notifications')}>
        <p className="settings-form__hint">{t('accountGeneral.noAccount')}</p>
      </PageFrame>
    );
  }
  return <PrefsForm key={me.id} memberId={me.id} initial={me.notificationPrefs} />;
}

function PrefsForm({ memberId, initial }: { memberId: string; initial: NotificationPrefs }) {
  const { t } = useTranslation();
  const { form, set, banner } = useSettingsForm(initial, {
    save: (notificationPrefs: NotificationPrefs) => updateMember(memberId, { notificationPrefs }),
    savedKey: 'accountNotifications.saved',
    savedOfflineKey: 'accountNotifications.savedOffline',
  });
  return (
    <PageFrame title={t('settingsNav.account.notifications')}>
      <form className="settings-form" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t('settingsNav.account.notifications')}>
        <p className="settings-form__hint">{t('accountNotifications.intro')}</p>
        <fieldset className="settings-form__group">
          <legend>{t('accountNotifications.inApp')}</legend>
          {OPTIONAL_NOTIFICATION_TYPES.map((type) => (
            <div key={type} className="settings-form__switch">
              <Switch isSelected={!form.muted.includes(type)} onChange={(on) => set(withType(form, type, on))}>
                {t(`notifications.types.${type}`)}
              </Switch>
              <p className="settings-form__hint">{t(`accountNotifications.descriptions.${type}`)}</p>
            </div>
          ))}
        </fieldset>
        <fieldset className="settings-form__group">
          <legend>{t('accountNotifications.summary')}</legend>
          <div className="settings-form__switch">
            <Switch isSelected={form.dailySummary} onChange={(dailySummary) => set({ dailySummary })}>
              {t('accountNotifications.dailySummary')}
            </Switch>
            <p className="settings-form__hint">{t('accountNotifications.dailySummaryHint')}</p>
          </div>
        </fieldset>
        <UnsavedChangesBanner {...banner} />
      </form>
    </PageFrame>
  );
}
