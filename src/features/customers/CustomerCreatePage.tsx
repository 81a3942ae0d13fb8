import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { links } from '@/lib/links';
import { toE164 } from '@/lib/phone';
import { createCustomer } from '@/data/mutations/customers';
import { ValidationError, StorageFullError, type FieldErrors } from '@/data/errors';
import { PageFrame } from '@/ui/PageFrame';
import { TextField } from '@/ui/TextField';
import { TextArea } from '@/ui/TextArea';
import { Button } from '@/ui/Button';
import { LinkButton } from '@/ui/LinkButton';
import { Banner } from '@/ui/Banner';
import { toast } from '@/ui/toast';
import { useNavigate } from '@/ui/routing';
import { useOnline } from '@/lib/useOnline';
import './customers.css';

interface Form {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  notes: string;
}

const EMPTY: Form = { firstName: '', lastName: '', email: '', phone: '', notes: '' };

export default function CustomerCreatePage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const online = useOnline();
  const [form, setForm] = useState<Form>(EMPTY);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof Form) => (value: string) => {
    setForm((f) => ({ ...f, [field]: value }));
    setErrors(({ [field]: _cleared, ...rest }) => rest);
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    // A phone typed nationally is read as Malaysian (the default country) and sent as E.164.
    const phone = form.phone.trim() === '' ? '' : (toE164(form.phone) ?? form.phone.trim());
    setSaving(true);
    setFormError(null);
    try {
      const id = await createCustomer({ ...form, phone });
      toast.success(online ? t('customers.saved') : t('customers.savedOffline'));
      navigate(links.customerDetails(id));
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else if (error instanceof StorageFullError) setFormError('storage.fullTitle');
      else throw error;
    } finally {
      setSaving(false);
    }
  };

  const message = (field: keyof Form) => (errors[field] ? t(errors[field]) : null);

  return (
    <PageFrame title={t('customers.createTitle')}>
      <form className="customer-form" onSubmit={(e) => void onSubmit(e)} noValidate>
        {formError && (
          <div className="customer-form__wide">
            <Banner tone="danger" title={t(formError)} />
          </div>
        )}
        <TextField label={t('customers.firstName')} name="firstName" value={form.firstName} onChange={set('firstName')} errorMessage={message('firstName')} autoFocus isRequired />
        <TextField label={t('customers.lastName')} name="lastName" value={form.lastName} onChange={set('lastName')} errorMessage={message('lastName')} isOptional />
        <TextField label={t('customers.email')} name="email" type="email" inputMode="email" value={form.email} onChange={set('email')} errorMessage={message('email')} isOptional />
        <TextField
          label={t('customers.phone')}
          name="phone"
          type="tel"
          inputMode="tel"
          description={t('customers.phoneHint')}
          value={form.phone}
          onChange={set('phone')}
          errorMessage={message('phone')}
          isOptional
        />
        <div className="customer-form__wide">
          <TextArea label={t('customers.notes')} name="notes" value={form.notes} onChange={set('notes')} errorMessage={message('notes')} isOptional />
        </div>
        <div className="customer-form__actions">
          <LinkButton href={links.customers()} variant="secondary">
            {t('customers.cancel')}
          </LinkButton>
          <Button type="submit" isLoading={saving}>
            {t('customers.save')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
