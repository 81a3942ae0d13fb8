import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { validateResetRequest } from '@/lib/validation/auth';
import { authFlow, carryCredentials } from '../flow-state';
import { submitResetRequest } from '../password-reset';
import { useAuthForm } from '../useAuthForm';
import { useAuthView } from '../useAuthView';
import { AuthForm, BackToSignIn, SubmitButton } from './AuthForm';
import { EmailField } from './EmailField';

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
    } else form.refuse(outcome);
  });

  return (
    <AuthForm
      title={t('auth.forgotTitle')}
      lead={t('auth.forgotLead')}
      formError={form.formError}
      onSubmit={onSubmit}
      footer={<BackToSignIn />}
    >
      <EmailField value={form.values.email} onChange={form.set('email')} errorMessage={form.errorOf('email')} autoFocus />
      <SubmitButton isLoading={form.loading}>{t('auth.sendCode')}</SubmitButton>
    </AuthForm>
  );
}
