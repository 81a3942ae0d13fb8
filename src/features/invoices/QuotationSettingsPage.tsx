import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError, type FieldErrors } from '@/data/errors';
import { saveQuotationSettings } from '@/data/mutations/invoices';
import { useQuotationSettings } from '@/data/queries/einvoice';
import type { QuotationSettings } from '@/lib/invoices/quotation-settings';
import { useOnline } from '@/lib/useOnline';
import { NumberField } from '@/ui/NumberField';
import { PageFrame } from '@/ui/PageFrame';
import { useRouteParams } from '@/ui/routing';
import { TextArea } from '@/ui/TextArea';
import { toast } from '@/ui/toast';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
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
  const online = useOnline();
  const [saved, setSaved] = useState(initial);
  const [form, setForm] = useState(initial);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [saving, setSaving] = useState(false);
  const dirty = form.validityDays !== saved.validityDays || form.terms !== saved.terms;
  const save = async () => {
    setSaving(true);
    try {
      await saveQuotationSettings(branchId, form);
      setSaved(form);
      setErrors({});
      toast.success(online ? t('quotations.settingsSaved') : t('quotations.settingsSavedOffline'));
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };
  const message = (f: string) => (errors[f] ? t(errors[f]) : null);
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
            onChange={(v) => setForm((f) => ({ ...f, validityDays: Number.isFinite(v) ? v : 0 }))}
            errorMessage={message('validityDays')}
          />
          <TextArea label={t('quotations.standardTerms')} value={form.terms} onChange={(terms) => setForm((f) => ({ ...f, terms }))} rows={5} maxLength={2000} isOptional errorMessage={message('terms')} />
        </section>
        <UnsavedChangesBanner
          isDirty={dirty}
          isSaving={saving}
          onSave={() => void save()}
          onDiscard={() => {
            setForm(saved);
            setErrors({});
          }}
        />
      </form>
    </PageFrame>
  );
}
