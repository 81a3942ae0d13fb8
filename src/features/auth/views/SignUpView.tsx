import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { normaliseEmail, validateSignUp } from '@/lib/validation/auth';
import { toast } from '@/ui/toast';
import { authFlow, carryCredentials } from '../flow-state';
import { submitSignUp } from '../sign-up';
import { useAuthForm } from '../useAuthForm';
import { useAuthView } from '../useAuthView';
import { AuthForm, SubmitButton } from './AuthForm';
import { SignUpFields, type SignUpValues } from './SignUpFields';

const EMPTY: SignUpValues = { firstName: '', lastName: '', email: '', phoneNumber: '', password: '', confirmPassword: '' };

export function SignUpView() {
  const { t } = useTranslation();
  const { go } = useAuthView();
  const form = useAuthForm<SignUpValues>(EMPTY, (v) => validateSignUp(v));
  const [takenEmail, setTakenEmail] = useState<string | null>(null);

  const onSubmit = form.onSubmit(async (values) => {
    setTakenEmail(null);
    const outcome = await submitSignUp(values);
    switch (outcome.kind) {
      case 'confirm':
        toast.success(t('auth.toasts.AccountCreated'));
        go('signup-confirm-email');
        return;
      case 'invalid':
        form.setFieldErrors(outcome.fieldErrors);
        return;
      case 'exists':
        setTakenEmail(outcome.email);
        return;
      case 'failed':
        form.setFormError(outcome.formError);
        toast.error(t('auth.toasts.SignupFailed'));
    }
  });

  return (
    <AuthForm title={t('auth.signUpTitle')} lead={t('auth.signUpLead')} formError={form.formError} onSubmit={onSubmit}>
      <SignUpFields
        values={form.values}
        set={form.set}
        errorOf={form.errorOf}
        emailTaken={takenEmail !== null && takenEmail === normaliseEmail(form.values.email)}
        onSignInInstead={() => {
          carryCredentials(takenEmail ?? '', '');
          authFlow.notice = null;
          go('sign-in');
        }}
      />
      <SubmitButton isLoading={form.loading}>{t('auth.createAccount')}</SubmitButton>
    </AuthForm>
  );
}
