import { useTranslation } from 'react-i18next';
import { updateCheckoutSettings } from '@/data/mutations/checkout-settings';
import { useCheckoutSettings } from '@/data/queries/checkout';
import { NumberField } from '@/ui/NumberField';
import { PageFrame } from '@/ui/PageFrame';
import { Switch } from '@/ui/Switch';
import { useSectionDraft } from '@/ui/useSectionDraft';
import './settings-checkout.css';

const toBp = (percent: number) => (Number.isFinite(percent) ? Math.round(Math.min(100, Math.max(0, percent)) * 100) : 0);

/** Service charge, SST, cash rounding and tips; each change saves (offline too). */
export default function ChargesPage() {
  const { t } = useTranslation();
  const settings = useCheckoutSettings();
  const { value: c, save } = useSectionDraft(settings?.charges, (charges) => void updateCheckoutSettings({ charges }));
  if (!c) return null;
  return (
    <PageFrame title={t('checkoutSettings.charges')}>
      <div className="settings-checkout">
        <section className="settings-card" aria-labelledby="sc"><h2 id="sc">{t('checkoutSettings.serviceCharge')}</h2>
          <Switch isSelected={c.serviceCharge.enabled} onChange={(enabled) => save((cur) => ({ ...cur, serviceCharge: { ...cur.serviceCharge, enabled } }))}>{t('checkoutSettings.enabled')}</Switch>
          <NumberField label={t('checkoutSettings.ratePercent')} value={c.serviceCharge.rateBp / 100} minValue={0} maxValue={100} step={0.5}
            onChange={(v) => save((cur) => ({ ...cur, serviceCharge: { ...cur.serviceCharge, rateBp: toBp(v) } }))} />
        </section>
        <section className="settings-card" aria-labelledby="sst"><h2 id="sst">{t('checkoutSettings.sst')}</h2>
          <Switch isSelected={c.sst.enabled} onChange={(enabled) => save((cur) => ({ ...cur, sst: { ...cur.sst, enabled } }))}>{t('checkoutSettings.enabled')}</Switch>
          <NumberField label={t('checkoutSettings.ratePercent')} value={c.sst.rateBp / 100} minValue={0} maxValue={100} step={1} onChange={(v) => save((cur) => ({ ...cur, sst: { ...cur.sst, rateBp: toBp(v) } }))} />
          <Switch isSelected={c.sst.onServices} onChange={(onServices) => save((cur) => ({ ...cur, sst: { ...cur.sst, onServices } }))}>{t('checkoutSettings.onServices')}</Switch>
          <Switch isSelected={c.sst.onProducts} onChange={(onProducts) => save((cur) => ({ ...cur, sst: { ...cur.sst, onProducts } }))}>{t('checkoutSettings.onProducts')}</Switch>
        </section>
        <section className="settings-card" aria-labelledby="cr"><h2 id="cr">{t('checkoutSettings.cashRounding')}</h2>
          <Switch isSelected={c.cashRounding.enabled} onChange={(enabled) => save((cur) => ({ ...cur, cashRounding: { enabled } }))}>{t('checkoutSettings.cashRoundingHint')}</Switch>
        </section>
        <section className="settings-card" aria-labelledby="tips"><h2 id="tips">{t('checkoutSettings.tips')}</h2>
          <Switch isSelected={c.tips.enabled} onChange={(enabled) => save((cur) => ({ ...cur, tips: { ...cur.tips, enabled } }))}>{t('checkoutSettings.enabled')}</Switch>
        </section>
      </div>
    </PageFrame>
  );
}
