import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { validateResetRequest } from '@/lib/validation/auth';
import { Button } from '@/ui/Button';
import { TextField } from '@/ui/TextField';
import { authFlow, carryCredentials } from '../flow-state';
import { submitResetRequest } from '../password-reset';
import { useAuthForm } from '../useAuthForm';
import { useAuthView } from '../useAuthView';
import { AuthForm, ViewLink } from './AuthForm';

export function ForgetPasswordView() {
  const { t } = useTranslation();
  const { go } = useAuthView();
  const flow = useStore(authFlow);
  const form = useAuthForm({ email: flow.email }, validateResetRequest);

  const onSubmit = form.onSubmit(async (values) => {
    const outcome = await submitResetRequest(values);
    if (outcome.kind === 'sent') {
      carryCredentials(outcome.email, '');
      go('confirm-password-reset');
    } else if (outcome.kind === 'invalid') form.setFieldErrors(outcome.fieldErrors);
    else form.setFormError(outcome.formError);
  });

  return (
    <AuthForm
      title={t('auth.forgotTitle')}
      lead={t('auth.forgotLead')}
      formError={form.formError}
      onSubmit={onSubmit}
      footer={<ViewLink onPress={() => go('sign-in')}>{t('auth.backToLogin')}</ViewLink>}
    >
      <TextField
        label={t('auth.email')}
        type="email"
        name="email"
        autoComplete="username"
        inputMode="email"
        value={form.values.email}
        onChange={form.set('email')}
        errorMessage={form.errorOf('email')}
        autoFocus
      />
      <Button type="submit" variant="primary" fullWidth isLoading={form.loading}>
        {t('auth.sendCode')}
      </Button>
    </AuthForm>
  );
}
