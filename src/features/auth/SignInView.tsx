import { useState, type FormEvent } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { PasswordField } from '@/ui/PasswordField';
import { Banner } from '@/ui/Banner';
import { validateLogin, type FieldErrors, type LoginInput } from '@/lib/validation/auth';
import { markSignedIn } from './auth-state';
import { submitSignIn } from './sign-in';

export function SignInView() {
  const { t } = useTranslation();
  const [form, setForm] = useState<LoginInput>({ email: '', password: '' });
  const [fieldErrors, setFieldErrors] = useState<FieldErrors<keyof LoginInput>>({});
  const [formError, setFormError] = useState<string | null>(null);
  const [submittedOnce, setSubmittedOnce] = useState(false);
  const [loading, setLoading] = useState(false);

  const update = (field: keyof LoginInput) => (value: string) => {
    const next = { ...form, [field]: value };
    setForm(next);
    // Validation runs after the first submit and again on each edit (spec §4).
    if (submittedOnce) setFieldErrors(validateLogin(next));
  };

  const onSubmit = async (event: FormEvent) => {
    event.preventDefault();
    setSubmittedOnce(true);
    setFormError(null);
    setLoading(true);
    const outcome = await submitSignIn(form);
    setLoading(false);
    switch (outcome.kind) {
      case 'signedIn':
        markSignedIn(outcome.account);
        break;
      case 'invalid':
        setFieldErrors(outcome.fieldErrors);
        break;
      case 'failed':
        setFormError(outcome.formError);
        break;
      case 'nextStep':
        setFormError('UnknownLoginError');
        break;
    }
  };

  const fieldError = (key: keyof LoginInput) => {
    const code = fieldErrors[key];
    return code ? t(`validation.${code}`) : null;
  };

  return (
    <form className="auth-form" onSubmit={(e) => void onSubmit(e)} noValidate>
      <h1 className="auth-form__title">{t('auth.signInTitle')}</h1>
      <p className="auth-form__lead">{t('auth.signInLead')}</p>
      {formError && <Banner tone="danger" title={t(`auth.errors.${formError}`)} />}
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={form.email}
        onChange={update('email')}
        errorMessage={fieldError('email')}
        autoFocus
      />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={form.password}
        onChange={update('password')}
        errorMessage={fieldError('password')}
      />
      <Button type="submit" variant="primary" fullWidth isLoading={loading}>
        {t('auth.login')}
      </Button>
    </form>
  );
}
