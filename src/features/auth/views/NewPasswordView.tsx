import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { hasErrors, validateNewPassword, type NewPasswordInput } from '@/lib/validation/auth';
import { Button } from '@/ui/Button';
import { PasswordField } from '@/ui/PasswordField';
import { authFlow } from '../flow-state';
import { completeNewPassword } from '../sign-in';
import { useAuthForm } from '../useAuthForm';
import { useAuthView } from '../useAuthView';
import { AuthForm, ViewLink } from './AuthForm';

/** sign-in-confirm-password-reset: a first sign-in with a temporary password sets a real one. */
export function NewPasswordView() {
  const { t } = useTranslation();
  const { go } = useAuthView();
  const flow = useStore(authFlow);
  const form = useAuthForm<NewPasswordInput & Record<string, string>>({ password: '', confirmPassword: '' }, validateNewPassword);

  // The challenge lives in memory: after a reload there is none to answer, so sign in again.
  useEffect(() => {
    if (flow.email === '') go('sign-in', { replace: true });
  }, [flow.email, go]);

  const onSubmit = form.onSubmit(async (values) => {
    const invalid = validateNewPassword(values);
    if (hasErrors(invalid)) {
      form.setFieldErrors(invalid);
      return;
    }
    const outcome = await completeNewPassword(flow.email, values.password);
    if (outcome.kind === 'failed') form.setFormError('UnknownSignInPasswordResetError');
  });

  return (
    <AuthForm
      title={t('auth.newPasswordTitle')}
      lead={t('auth.newPasswordLead')}
      formError={form.formError}
      onSubmit={onSubmit}
      footer={<ViewLink onPress={() => go('sign-in')}>{t('auth.backToLogin')}</ViewLink>}
    >
      <PasswordField label={t('auth.newPassword')} name="password" autoComplete="new-password" value={form.values.password} onChange={form.set('password')} errorMessage={form.errorOf('password')} autoFocus />
      <PasswordField
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onChange={form.set('confirmPassword')}
        errorMessage={form.errorOf('confirmPassword')}
      />
      <Button type="submit" variant="primary" fullWidth isLoading={form.loading}>
        {t('auth.setPassword')}
      </Button>
    </AuthForm>
  );
}
