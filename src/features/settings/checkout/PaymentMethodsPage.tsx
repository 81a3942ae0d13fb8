import { useTranslation } from 'react-i18next';
import { updateCheckoutSettings } from '@/data/mutations/checkout-settings';
import { useCheckoutSettings } from '@/data/queries/checkout';
import type { PaymentMethodSetting } from '@/lib/checkout/settings';
import { PageFrame } from '@/ui/PageFrame';
import { Switch } from '@/ui/Switch';
import { TextField } from '@/ui/TextField';
import './settings-checkout.css';

export default function PaymentMethodsPage() {
  const { t } = useTranslation();
  const settings = useCheckoutSettings();
  if (!settings) return null;
  const methods = settings.paymentMethods;
  const save = (method: PaymentMethodSetting['method'], patch: Partial<PaymentMethodSetting>) =>
    void updateCheckoutSettings({ paymentMethods: methods.map((m) => (m.method === method ? { ...m, ...patch } : m)) });
  return (
    <PageFrame title={t('checkoutSettings.paymentMethods')}>
      <ul className="settings-checkout settings-list" aria-label={t('checkoutSettings.paymentMethods')}>
        {methods.map((m) => (
          <li key={m.method} className="settings-card">
            <h2>{t(`checkout.methods.${m.method}`)}</h2>
            <Switch isSelected={m.enabled} onChange={(enabled) => save(m.method, { enabled })}>{t('checkoutSettings.enabled')}</Switch>
            {m.method !== 'cash' && m.method !== 'credit' && (
              <Switch isSelected={m.requiresReference} onChange={(requiresReference) => save(m.method, { requiresReference })}>{t('checkoutSettings.requiresReference')}</Switch>
            )}
            <TextField label={t('checkoutSettings.label')} defaultValue={m.label} maxLength={40} isOptional
              onChange={(label) => save(m.method, { label })} />
          </li>
        ))}
      </ul>
    </PageFrame>
  );
}
