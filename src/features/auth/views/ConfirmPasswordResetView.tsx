import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { validateResetConfirm, type ResetConfirmInput } from '@/lib/validation/auth';
import { Button } from '@/ui/Button';
import { OneTimeCodeInput } from '@/ui/OneTimeCodeInput';
import { PasswordField } from '@/ui/PasswordField';
import { TextField } from '@/ui/TextField';
import { toast } from '@/ui/toast';
import { authFlow, carryCredentials } from '../flow-state';
import { submitResetConfirm } from '../password-reset';
import { useAuthForm } from '../useAuthForm';
import { useAuthView } from '../useAuthView';
import { AuthForm, ViewLink } from './AuthForm';

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
        form.setFieldErrors(outcome.fieldErrors);
        return;
      case 'failed':
        form.setFormError(outcome.formError);
    }
  });

  return (
    <AuthForm
      title={t('auth.resetTitle')}
      lead={flow.email ? t('auth.resetLead', { email: flow.email }) : t('auth.resetLeadNoEmail')}
      formError={form.formError}
      onSubmit={onSubmit}
      footer={<ViewLink onPress={() => go('sign-in')}>{t('auth.backToLogin')}</ViewLink>}
    >
      {!flow.email && (
        <TextField
          label={t('auth.email')}
          type="email"
          name="email"
          autoComplete="username"
          value={form.values.email}
          onChange={form.set('email')}
          errorMessage={form.errorOf('email')}
        />
      )}
      <OneTimeCodeInput label={t('auth.resetCode')} autoFocus onChange={form.set('code')} errorMessage={form.errorOf('code')} />
      <PasswordField label={t('auth.newPassword')} name="password" autoComplete="new-password" value={form.values.password} onChange={form.set('password')} errorMessage={form.errorOf('password')} />
      <PasswordField
        label={t('auth.confirmPassword')}
        name="confirmPassword"
        autoComplete="new-password"
        value={form.values.confirmPassword}
        onChange={form.set('confirmPassword')}
        errorMessage={form.errorOf('confirmPassword')}
      />
      <Button type="submit" variant="primary" fullWidth isLoading={form.loading}>
        {t('auth.resetSubmit')}
      </Button>
    </AuthForm>
  );
}
