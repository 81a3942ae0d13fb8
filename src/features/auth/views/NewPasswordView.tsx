import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { hasErrors, validateNewPassword, type NewPasswordInput } from '@/lib/validation/auth';
import { NewPasswordFields } from '@/ui/NewPasswordFields';
import { authFlow } from '../flow-state';
import { completeNewPassword } from '../sign-in';
import { useAuthForm } from '../useAuthForm';
import { useAuthView } from '../useAuthView';
import { AuthForm, BackToSignIn, SubmitButton } from './AuthForm';

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
      footer={<BackToSignIn />}
    >
      <NewPasswordFields passwordLabel={t('auth.newPassword')} confirmLabel={t('auth.confirmPassword')} values={form.values} set={form.set} errorOf={form.errorOf} autoFocus />
      <SubmitButton isLoading={form.loading}>{t('auth.setPassword')}</SubmitButton>
    </AuthForm>
  );
}
