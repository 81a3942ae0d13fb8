import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import { hasErrors, validatePin } from '@/lib/validation/auth';
import { OneTimeCodeInput } from '@/ui/OneTimeCodeInput';
import { authFlow } from '../flow-state';
import { completeLoginCode } from '../sign-in';
import { useAuthForm } from '../useAuthForm';
import { useAuthView } from '../useAuthView';
import { AuthForm, BackToSignIn, SubmitButton } from './AuthForm';

/** otp: the 6-digit login code the identity service asked for after the password. */
export function OtpView() {
  const { t } = useTranslation();
  const { go } = useAuthView();
  const flow = useStore(authFlow);
  const form = useAuthForm({ pin: '' }, validatePin);

  useEffect(() => {
    if (flow.email === '') go('sign-in', { replace: true });
  }, [flow.email, go]);

  const onSubmit = form.onSubmit(async (values) => {
    const invalid = validatePin(values);
    if (hasErrors(invalid)) {
      form.setFieldErrors(invalid);
      return;
    }
    const outcome = await completeLoginCode(flow.email, values.pin);
    if (outcome.kind === 'failed') {
      if (outcome.errorName === 'CodeMismatchException') form.setFieldErrors({ pin: 'invalidPin' });
      else form.setFormError('UnknownLoginError');
    }
  });

  return (
    <AuthForm
      title={t('auth.otpTitle')}
      lead={t('auth.otpLead')}
      formError={form.formError}
      onSubmit={onSubmit}
      footer={<BackToSignIn />}
    >
      <OneTimeCodeInput label={t('auth.loginCode')} autoFocus onChange={form.set('pin')} errorMessage={form.errorOf('pin')} />
      <SubmitButton isLoading={form.loading}>{t('auth.confirm')}</SubmitButton>
    </AuthForm>
  );
}
