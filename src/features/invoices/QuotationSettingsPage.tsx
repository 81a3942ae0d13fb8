import { useTranslation } from 'react-i18next';
import { saveQuotationSettings } from '@/data/mutations/invoices';
import { useQuotationSettings } from '@/data/queries/einvoice';
import type { QuotationSettings } from '@/lib/invoices/quotation-settings';
import { NumberField } from '@/ui/NumberField';
import { PageFrame } from '@/ui/PageFrame';
import { useRouteParams } from '@/ui/routing';
import { TextArea } from '@/ui/TextArea';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { useSettingsForm } from '@/ui/useSettingsForm';
import './invoices.css';

/** /settings/quotations/:branchId: how long the branch's quotations are valid, and their standard terms. */
export default function QuotationSettingsPage() {
  const branchId = useRouteParams<{ branchId: string }>().branchId ?? '';
  const settings = useQuotationSettings(branchId);
  if (settings === undefined || settings.branchId !== branchId) return null;
  return <SettingsForm key={`${branchId}:${settings.validityDays}:${settings.terms}`} branchId={branchId} initial={{ validityDays: settings.validityDays, terms: settings.terms }} />;
}

function SettingsForm({ branchId, initial }: { branchId: string; initial: QuotationSettings }) {
  const { t } = useTranslation();
  const { form, set, message, banner } = useSettingsForm(initial, {
    save: (next) => saveQuotationSettings(branchId, next),
    savedKey: 'quotations.settingsSaved',
    savedOfflineKey: 'quotations.settingsSavedOffline',
  });
  return (
    <PageFrame title={t('quotations.settingsTitle')}>
      <form className="inv-form" onSubmit={(e) => e.preventDefault()} noValidate aria-label={t('quotations.settingsTitle')}>
        <section className="inv-card">
          <NumberField
            label={t('quotations.validityDays')}
            value={form.validityDays}
            minValue={1}
            maxValue={365}
            step={1}
            onChange={(v) => set({ validityDays: Number.isFinite(v) ? v : 0 })}
            errorMessage={message('validityDays')}
          />
          <TextArea label={t('quotations.standardTerms')} value={form.terms} onChange={(terms) => set({ terms })} rows={5} maxLength={2000} isOptional errorMessage={message('terms')} />
        </section>
        <UnsavedChangesBanner {...banner} />
      </form>
    </PageFrame>
  );
}
