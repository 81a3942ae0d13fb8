import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import type { ChangePasswordInput, FieldErrors } from '@/lib/validation/auth';
import { validateChangePassword } from '@/lib/validation/auth';
import { Banner } from '@/ui/Banner';
import { Button } from '@/ui/Button';
import { NewPasswordFields } from '@/ui/NewPasswordFields';
import { PageFrame } from '@/ui/PageFrame';
import { PasswordField } from '@/ui/PasswordField';
import { toast } from '@/ui/toast';
import { useOnline } from '@/lib/useOnline';
import { submitChangePassword } from './change-password';
import './credentials.css';

const EMPTY: ChangePasswordInput = { currentPassword: '', password: '', confirmPassword: '' };

/** /settings/account/credentials: change the password with the current one (spec §5, §8). */
export default function CredentialsPage() {
  const { t } = useTranslation();
  const online = useOnline();
  const [values, setValues] = useState<ChangePasswordInput>(EMPTY);
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof ChangePasswordInput>>({});
  const [refusal, setRefusal] = useState<'attemptLimit' | null>(null);
  const [submittedOnce, setSubmittedOnce] = useState(false);
  const [saving, setSaving] = useState(false);

  const set = (field: keyof ChangePasswordInput) => (value: string) => {
    const next = { ...values, [field]: value };
    setValues(next);
    if (submittedOnce) setFieldErrors(validateChangePassword(next));
  };

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    setSubmittedOnce(true);
    setRefusal(null);
    setSaving(true);
    submitChangePassword(values)
      .then((outcome) => {
        if (outcome.kind === 'changed') {
          setValues(EMPTY);
          setSubmittedOnce(false);
          setFieldErrors({});
          toast.success(t('accountCredentials.success'));
        } else if (outcome.kind === 'invalid') setFieldErrors(outcome.fieldErrors);
        else if (outcome.message === 'attemptLimit') setRefusal('attemptLimit');
        else setFieldErrors({ currentPassword: 'currentIncorrect' });
      })
      .catch((error: unknown) => console.error('Password change failed unexpectedly', error))
      .finally(() => setSaving(false));
  };

  const errorOf = (field: keyof ChangePasswordInput): string | null => {
    const key = fieldErrors[field];
    if (!key) return null;
    return key === 'currentIncorrect' ? t('accountCredentials.currentIncorrect') : t(`validation.${key}`);
  };

  return (
    <PageFrame title={t('accountCredentials.title')}>
      <form className="credentials-form" onSubmit={onSubmit} noValidate>
        <p className="credentials-form__lead">{t('accountCredentials.lead')}</p>
        {!online && <Banner tone="warning" title={t('accountCredentials.offline')} />}
        {refusal && <Banner tone="danger" title={t(`accountCredentials.${refusal}`)} />}
        <PasswordField
          label={t('accountCredentials.currentPassword')}
          name="currentPassword"
          autoComplete="current-password"
          value={values.currentPassword}
          onChange={set('currentPassword')}
          errorMessage={errorOf('currentPassword')}
        />
        <NewPasswordFields
          passwordLabel={t('accountCredentials.newPassword')}
          confirmLabel={t('accountCredentials.confirmPassword')}
          values={values}
          set={set}
          errorOf={errorOf}
        />
        <div>
          <Button type="submit" variant="primary" isLoading={saving} isDisabled={!online}>
            {t('accountCredentials.submit')}
          </Button>
        </div>
      </form>
    </PageFrame>
  );
}
