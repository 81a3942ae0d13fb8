import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { CustomerRow } from '@/lib/api-types';
import { formatDate } from '@/lib/format-date';
import { levelOf } from '@/lib/access';
import { updateCustomer } from '@/data/mutations/customers';
import { useAccess } from '@/data/queries/access';
import { ValidationError } from '@/data/errors';
import { AddressForm, EMPTY_ADDRESS, type AddressField } from '@/ui/AddressForm';
import { Checkbox } from '@/ui/Checkbox';
import { DatePicker } from '@/ui/DatePicker';
import { PhoneInput } from '@/ui/PhoneInput';
import { Select } from '@/ui/Select';
import { Switch } from '@/ui/Switch';
import { TextArea } from '@/ui/TextArea';
import { TextField } from '@/ui/TextField';
import { UnsavedChangesBanner } from '@/ui/UnsavedChangesBanner';
import { toast } from '@/ui/toast';
import { changedFields, formOf, profileErrors, toPatch, type ProfileForm } from './profile-form';

const GENDERS = ['', 'female', 'male', 'other'] as const;

/**
 * Every field of the customer, editable in place; each is checked as it changes (the schema the
 * server uses), and the unsaved-changes banner saves only what changed. At the customers View
 * level (below Edit) the same fields show read-only.
 */
export function CustomerProfileForm({ customer, locale, timeZone }: { customer: CustomerRow; locale: 'en' | 'zh-CN' | 'ms-MY'; timeZone: string }) {
  const { t } = useTranslation();
  const view = useAccess();
  const readOnly = view !== undefined && levelOf(view.access, 'customers') < 2;
  const [form, setForm] = useState<ProfileForm>(() => formOf(customer));
  const [saving, setSaving] = useState(false);
  const [serverErrors, setServerErrors] = useState<Record<string, string>>({});
  const changes = changedFields(form, customer);
  const dirty = Object.keys(changes).length > 0;
  const errors = { ...profileErrors(changes), ...serverErrors };

  // A newer version arrives (this save, or another device's edit): the form follows it, keeping
  // the fields being edited here.
  const [base, setBase] = useState(customer);
  if (base.updatedAt !== customer.updatedAt || base.version !== customer.version) {
    setBase(customer);
    setForm({ ...formOf(customer), ...changedFields(form, base) });
  }

  const set = <K extends keyof ProfileForm>(key: K, value: ProfileForm[K]) => {
    setForm((f) => ({ ...f, [key]: value }));
    setServerErrors({});
  };
  const message = (key: string): string | null => (errors[key] ? t(errors[key]) : null);
  const addressErrors: Partial<Record<AddressField, string | null>> = {};
  for (const field of ['address1', 'address2', 'city', 'postalCode', 'province', 'country'] as const) addressErrors[field] = message(`address.${field}`);

  const save = async () => {
    if (readOnly || Object.keys(errors).length > 0) return;
    setSaving(true);
    try {
      await updateCustomer(customer.id, toPatch(changes));
      toast.success(t('customers.saved'));
    } catch (error) {
      if (error instanceof ValidationError) setServerErrors(error.fieldErrors);
      else throw error;
    } finally {
      setSaving(false);
    }
  };

  const consent = (key: 'whatsappConsentAt' | 'emailConsentAt', label: string) => (
    <div className="customer-consent">
      <Checkbox isSelected={form[key] !== null} isDisabled={readOnly} onChange={(on) => set(key, on ? new Date().toISOString() : null)}>
        {label}
      </Checkbox>
      {form[key] !== null && (
        <span className="customer-consent__date">{t('customers.record.consentGiven', { date: formatDate(form[key], 'date', { locale, timeZone }) })}</span>
      )}
    </div>
  );

  return (
    <form className="customer-form" onSubmit={(e) => { e.preventDefault(); void save(); }} noValidate aria-label={t('customers.record.profile')}>
      {readOnly && <p className="customer-form__wide customer-form__note">{t('customers.record.readOnly')}</p>}
      <TextField label={t('customers.firstName')} name="firstName" value={form.firstName} onChange={(v) => set('firstName', v)} errorMessage={message('firstName')} isRequired isReadOnly={readOnly} />
      <TextField label={t('customers.lastName')} name="lastName" value={form.lastName} onChange={(v) => set('lastName', v)} errorMessage={message('lastName')} isOptional isReadOnly={readOnly} />
      <TextField label={t('customers.email')} name="email" type="email" value={form.email} onChange={(v) => set('email', v)} errorMessage={message('email')} isOptional isReadOnly={readOnly} />
      <PhoneInput label={t('customers.phone')} name="phone" value={form.phone === '' ? null : form.phone} onChange={(v) => set('phone', v)} errorMessage={message('phone')} isOptional isDisabled={readOnly} />
      <DatePicker label={t('customers.record.birthday')} value={form.birthday} onChange={(v) => set('birthday', v)} errorMessage={message('birthday')} maxValue={new Date().toISOString().slice(0, 10)} isOptional isDisabled={readOnly} />
      <Select
        label={t('customers.record.gender')}
        options={GENDERS.map((g) => ({ value: g === '' ? 'unset' : g, label: t(`customers.record.genders.${g === '' ? 'unset' : g}`) }))}
        value={form.gender === '' ? 'unset' : form.gender}
        onChange={(v) => set('gender', v === 'female' || v === 'male' || v === 'other' ? v : '')}
        isOptional
        isDisabled={readOnly}
      />
      <div className="customer-form__wide">
        <Switch isSelected={form.address !== null} isDisabled={readOnly} onChange={(on) => set('address', on ? (customer.address ?? EMPTY_ADDRESS) : null)}>
          {t('customers.record.hasAddress')}
        </Switch>
        {form.address !== null && <AddressForm value={form.address} onChange={(v) => set('address', v)} errors={addressErrors} isDisabled={readOnly} />}
      </div>
      <div className="customer-form__wide">
        <TextArea label={t('customers.notes')} name="notes" value={form.notes} onChange={(v) => set('notes', v)} errorMessage={message('notes')} isOptional isDisabled={readOnly} />
      </div>
      <fieldset className="customer-form__wide customer-consents">
        <legend>{t('customers.record.marketing')}</legend>
        {consent('whatsappConsentAt', t('customers.record.consentWhatsapp'))}
        {consent('emailConsentAt', t('customers.record.consentEmail'))}
      </fieldset>
      {!readOnly && <UnsavedChangesBanner isDirty={dirty} isSaving={saving} onSave={() => void save()} onDiscard={() => { setForm(formOf(customer)); setServerErrors({}); }} />}
    </form>
  );
}
