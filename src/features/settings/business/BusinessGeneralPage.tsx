import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { BusinessRow } from '@/lib/api-types';
import { isValidTimeZone } from '@/lib/calendar-preferences';
import { CURRENCY_CODES, currencySymbol } from '@/lib/money';
import { phoneCountries } from '@/lib/phone';
import { useOnline } from '@/lib/useOnline';
import { ValidationError } from '@/data/errors';
import { updateBusiness } from '@/data/mutations/business';
import { useAccess } from '@/data/queries/access';
import { useBusiness } from '@/data/queries/business';
import { AddressForm, EMPTY_ADDRESS, type AddressField } from '@/ui/AddressForm';
import { EmptyState } from '@/ui/EmptyState';
import { PageFrame } from '@/ui/PageFrame';
import { PhoneInput } from '@/ui/PhoneInput';
import { Select } from '@/ui/Select';
import { FullScreenLoader } from '@/ui/Spinner';
import { Switch } from '@/ui/Switch';
import { TextField } from '@/ui/TextField';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { toast } from '@/ui/toast';
import { businessErrors, changedFields, formOf, toPatchInput, type BusinessForm } from './business-form';
import { LogoField } from './LogoField';
import './business.css';

const WEEK_DAYS = [0, 1, 2, 3, 4, 5, 6] as const;

function timeZones(current: string): string[] {
  const supported = typeof Intl.supportedValuesOf === 'function' ? Intl.supportedValuesOf('timeZone') : [];
  return supported.includes(current) || !isValidTimeZone(current) ? supported : [current, ...supported];
}

/** /settings/business/general and /settings/org/business: the organisation's own details. */
export default function BusinessGeneralPage() {
  const { t } = useTranslation();
  const business = useBusiness();
  if (business === undefined) return <FullScreenLoader />;
  if (business === null) {
    return (
      <PageFrame title={t('settingsNav.business.general')}>
        <EmptyState icon="file" title={t('business.notSynced')} description={t('business.notSyncedHint')} />
      </PageFrame>
    );
  }
  return <BusinessDetailsForm business={business} />;
}

function BusinessDetailsForm({ business }: { business: BusinessRow }) {
  const { t, i18n } = useTranslation();
  const online = useOnline();
  const view = useAccess();
  const canEdit = view?.access.isOrgAdmin === true;
  const [form, setForm] = useState<BusinessForm>(() => formOf(business));
  const [saving, setSaving] = useState(false);
  const [refused, setRefused] = useState<Record<string, string>>({});
  const changes = changedFields(form, business);
  const dirty = Object.keys(changes).length > 0;
  const errors = { ...businessErrors(changes), ...refused };

  // A newer version arrives (this save, or another device's edit): the form follows it, keeping
  // the fields being edited here.
  const [base, setBase] = useState(business);
  if (base.updatedAt !== business.updatedAt || base.version !== business.version) {
    setBase(business);
    setForm({ ...formOf(business), ...changedFields(form, base) });
  }

  const set = <K extends keyof BusinessForm>(key: K, value: BusinessForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setRefused({});
  };
  const message = (key: string): string | null => (errors[key] ? t(errors[key]) : null);
  const addressErrors: Partial<Record<AddressField, string | null>> = {};
  for (const field of ['address1', 'address2', 'city', 'postalCode', 'province', 'country'] as const) addressErrors[field] = message(`address.${field}`);

  const save = async () => {
    if (Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      await updateBusiness(business.id, toPatchInput(changes));
      toast.success(online ? t('business.saved') : t('business.savedOffline'));
    } catch (error) {
      if (error instanceof ValidationError) setRefused(error.fieldErrors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };

  const countries = phoneCountries(i18n.language).map((c) => ({ value: c.code, label: c.name }));
  const days = WEEK_DAYS.map((d) => ({ value: String(d), label: t(`business.weekDays.${d}`) }));

  return (
    <PageFrame title={t('settingsNav.business.general')}>
      <form className="business-form" onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate aria-label={t('business.formLabel')}>
        <fieldset className="business-form__section" disabled={!canEdit}>
          <legend>{t('business.identity')}</legend>
          <LogoField business={business} canEdit={canEdit} />
          <TextField label={t('business.name')} name="name" value={form.name} onChange={(v) => set('name', v)} errorMessage={message('name')} isRequired isDisabled={!canEdit} />
          <TextField label={t('business.shortCode')} name="shortCode" description={t('business.shortCodeHint', { code: form.shortCode })} value={form.shortCode}
            onChange={(v) => set('shortCode', v)} errorMessage={message('shortCode')} isRequired maxLength={40} isDisabled={!canEdit} />
          <TextField label={t('business.registrationNumber')} name="registrationNumber" value={form.registrationNumber} onChange={(v) => set('registrationNumber', v)}
            errorMessage={message('registrationNumber')} isOptional maxLength={50} isDisabled={!canEdit} />
          <TextField label={t('business.taxNumber')} name="taxNumber" value={form.taxNumber} onChange={(v) => set('taxNumber', v)}
            errorMessage={message('taxNumber')} isOptional maxLength={50} isDisabled={!canEdit} />
        </fieldset>
        <fieldset className="business-form__section" disabled={!canEdit}>
          <legend>{t('business.contact')}</legend>
          <TextField label={t('business.email')} name="email" type="email" value={form.email} onChange={(v) => set('email', v)} errorMessage={message('email')} isOptional isDisabled={!canEdit} />
          <PhoneInput label={t('business.phone')} name="phone" value={form.phone === '' ? null : form.phone} onChange={(v) => set('phone', v ?? '')} errorMessage={message('phone')} isOptional isDisabled={!canEdit} />
          <TextField label={t('business.website')} name="website" type="url" value={form.website} onChange={(v) => set('website', v)} errorMessage={message('website')} isOptional isDisabled={!canEdit} />
        </fieldset>
        <fieldset className="business-form__section business-form__section--wide" disabled={!canEdit}>
          <legend>{t('business.address')}</legend>
          <Switch isSelected={form.address !== null} onChange={(on) => set('address', on ? (business.address ?? EMPTY_ADDRESS) : null)} isDisabled={!canEdit}>
            {t('business.hasAddress')}
          </Switch>
          {form.address !== null && <AddressForm value={form.address} onChange={(v) => set('address', v)} errors={addressErrors} isDisabled={!canEdit} />}
        </fieldset>
        <fieldset className="business-form__section" disabled={!canEdit}>
          <legend>{t('business.region')}</legend>
          <Select label={t('business.country')} name="country" value={form.country} onChange={(v) => set('country', v)} options={countries} errorMessage={message('country')} isDisabled={!canEdit} />
          <Select label={t('business.currency')} name="currency" value={form.currency} onChange={(v) => set('currency', v)}
            options={CURRENCY_CODES.map((c) => ({ value: c, label: `${c.toUpperCase()} (${currencySymbol(c)})` }))} errorMessage={message('currency')} isDisabled={!canEdit} />
          <Select label={t('business.timeZone')} name="timeZone" value={form.timeZone} onChange={(v) => set('timeZone', v)}
            options={timeZones(form.timeZone).map((z) => ({ value: z, label: z.replace(/_/g, ' ') }))} errorMessage={message('timeZone')} isDisabled={!canEdit} />
          <Select label={t('business.weekStart')} name="weekStart" value={String(form.weekStart)} onChange={(v) => set('weekStart', Number(v))} options={days}
            errorMessage={message('weekStart')} isDisabled={!canEdit} />
        </fieldset>
        <UnsavedChangesBanner isDirty={dirty && canEdit} isSaving={saving} onSave={() => void save()} onDiscard={() => { setForm(formOf(business)); setRefused({}); }} />
      </form>
    </PageFrame>
  );
}
