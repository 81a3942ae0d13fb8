import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { validateResetConfirm, type ResetConfirmInput } from '@/lib/validation/auth';
import { NewPasswordFields } from '@/ui/NewPasswordFields';
import { OneTimeCodeInput } from '@/ui/OneTimeCodeInput';
import { toast } from '@/ui/toast';
import { authFlow, carryCredentials } from '../flow-state';
import { submitResetConfirm } from '../password-reset';
import { useAuthForm } from '../useAuthForm';
import { useAuthView } from '../useAuthView';
import { AuthForm, BackToSignIn, SubmitButton } from './AuthForm';
import { EmailField } from './EmailField';

/** The code from the e-mail and the new password; then signed in (spec §4). */
export function ConfirmPasswordResetView() {
  const { t } = useTranslation();
  const { go } = useAuthView();
  const flow = useStore(authFlow);
  const form = useAuthForm<ResetConfirmInput & Record<string, string>>(
    { email: flow.email, code: '', password: '', confirmPassword: '' },
    validateResetConfirm,
  );

  const onSubmit = form.onSubmit(async (values) => {
    const outcome = await submitResetConfirm(values);
    switch (outcome.kind) {
      case 'signedIn':
        // Signed in: the view returns to sign-in for next time, with the success toast.
        go('sign-in', { replace: true });
        toast.success(t('auth.toasts.resetPasswordSuccess'));
        return;
      case 'signInByHand':
        toast.success(t('auth.toasts.resetPasswordSuccess'));
        carryCredentials(values.email, '');
        go('sign-in');
        return;
      case 'invalid':
      case 'failed':
        form.refuse(outcome);
    }
  });

  return (
    <AuthForm
      title={t('auth.resetTitle')}
      lead={flow.email ? t('auth.resetLead', { email: flow.email }) : t('auth.resetLeadNoEmail')}
      formError={form.formError}
      onSubmit={onSubmit}
      footer={<BackToSignIn />}
    >
      {!flow.email && (
        <EmailField value={form.values.email} onChange={form.set('email')} errorMessage={form.errorOf('email')} />
      )}
      <OneTimeCodeInput label={t('auth.resetCode')} autoFocus onChange={form.set('code')} errorMessage={form.errorOf('code')} />
      <NewPasswordFields passwordLabel={t('auth.newPassword')} confirmLabel={t('auth.confirmPassword')} values={form.values} set={form.set} errorOf={form.errorOf} />
      <SubmitButton isLoading={form.loading}>{t('auth.resetSubmit')}</SubmitButton>
    </AuthForm>
  );
}
