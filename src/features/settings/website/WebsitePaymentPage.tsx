import { useTranslation } from 'react-i18next';
import { DEPOSIT_METHODS } from '@/lib/schemas/website-settings';
import { Checkbox } from '@/ui/Checkbox';
import { WebsiteSectionForm } from './WebsiteSectionForm';

/** /settings/website/payment: how customers may pay a deposit online. */
export default function WebsitePaymentPage() {
  const { t } = useTranslation();
  return (
    <WebsiteSectionForm section="payment" titleKey="settingsNav.website.payment">
      {({ form, set, message }) => (
        <fieldset className="settings-list">
          <legend>{t('website.depositMethods')}</legend>
          {DEPOSIT_METHODS.map((m) => (
            <Checkbox
              key={m}
              isSelected={form.depositMethods.includes(m)}
              onChange={(on) => set({ depositMethods: on ? DEPOSIT_METHODS.filter((x) => x === m || form.depositMethods.includes(x)) : form.depositMethods.filter((x) => x !== m) })}
            >
              {t(`website.depositMethodNames.${m}`)}
            </Checkbox>
          ))}
          {message('depositMethods') ? <p role="alert">{message('depositMethods')}</p> : null}
        </fieldset>
      )}
    </WebsiteSectionForm>
  );
}
