import { useTranslation } from 'react-i18next';
import { updateCheckoutSettings } from '@/data/mutations/checkout-settings';
import { useAccess } from '@/data/queries/access';
import { useCheckoutSettings } from '@/data/queries/checkout';
import { RECEIPT_FIELDS } from '@/lib/checkout/settings';
import { PageFrame } from '@/ui/PageFrame';
import { Switch } from '@/ui/Switch';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { useSectionDraft } from '@/ui/useSectionDraft';
import { webUrl } from '@/lib/schemas/web-url';
import './settings-checkout.css';

/** Header, footer, logo and which fields the receipt shows (on screen and in print); points only with the rewardPts flag. */
export default function ReceiptSettingsPage() {
  const { t } = useTranslation();
  const settings = useCheckoutSettings();
  const access = useAccess();
  const { value: r, save } = useSectionDraft(settings?.receipt, (receipt) => void updateCheckoutSettings({ receipt }));
  if (!r) return null;
  const fields = RECEIPT_FIELDS.filter((f) => f !== 'points' || access?.features.rewardPts === true);
  return (
    <PageFrame title={t('checkoutSettings.receipt')}>
      <div className="settings-checkout">
        <section className="settings-card">
          <TextArea label={t('checkoutSettings.header')} value={r.header} rows={2} maxLength={300} onChange={(header) => save((c) => ({ ...c, header }))} />
          <TextArea label={t('checkoutSettings.footer')} value={r.footer} rows={2} maxLength={300} onChange={(footer) => save((c) => ({ ...c, footer }))} />
          <TextField label={t('checkoutSettings.logoUrl')} type="url" defaultValue={r.logoUrl} isOptional onChange={(logoUrl) => (logoUrl === '' || webUrl().safeParse(logoUrl).success) && save((c) => ({ ...c, logoUrl }))} />
        </section>
        <section className="settings-card" aria-labelledby="fields"><h2 id="fields">{t('checkoutSettings.fields')}</h2>
          {fields.map((f) => (
            <Switch key={f} isSelected={r.show[f] !== false} onChange={(on) => save((c) => ({ ...c, show: { ...c.show, [f]: on } }))}>{t(`checkoutSettings.field.${f}`)}</Switch>
          ))}
        </section>
      </div>
    </PageFrame>
  );
}
