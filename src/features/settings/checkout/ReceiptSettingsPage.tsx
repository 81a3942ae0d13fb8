import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { updateCheckoutSettings } from '@/data/mutations/checkout-settings';
import { useAccess } from '@/data/queries/access';
import { useCheckoutSettings } from '@/data/queries/checkout';
import { RECEIPT_FIELDS, type ReceiptSettings } from '@/lib/checkout/settings';
import { PageFrame } from '@/ui/PageFrame';
import { Switch } from '@/ui/Switch';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { webUrl } from '@/lib/schemas/web-url';
import './settings-checkout.css';

/** Header, footer, logo and which fields the receipt shows (on screen and in print); points only with the rewardPts flag. */
export default function ReceiptSettingsPage() {
  const { t } = useTranslation();
  const settings = useCheckoutSettings();
  const access = useAccess();
  // What this page last saved, shown and built on until the replica shows it: two quick changes
  // (header, then footer) must not each start from the same stored value, or the first is lost.
  const [draft, setDraft] = useState<ReceiptSettings | null>(null);
  const latest = useRef<ReceiptSettings | null>(null);
  const stored = settings?.receipt;
  useEffect(() => {
    if (stored !== undefined && latest.current !== null && JSON.stringify(stored) === JSON.stringify(latest.current)) {
      latest.current = null;
      setDraft(null);
    }
  }, [stored]);
  if (!settings) return null;
  const fields = RECEIPT_FIELDS.filter((f) => f !== 'points' || access?.features.rewardPts === true);
  const r = draft ?? settings.receipt;
  const save = (change: (current: ReceiptSettings) => ReceiptSettings) => {
    const next = change(latest.current ?? settings.receipt);
    latest.current = next;
    setDraft(next);
    void updateCheckoutSettings({ receipt: next });
  };
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
