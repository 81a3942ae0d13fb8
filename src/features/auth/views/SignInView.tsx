import { useTranslation } from 'react-i18next';
import { validateLogin, type LoginInput } from '@/lib/validation/auth';
import { Button } from '@/ui/Button';
import { PasswordField } from '@/ui/PasswordField';
import { toast } from '@/ui/toast';
import { useStore } from '@/lib/store';
import { authFlow, carryCredentials } from '../flow-state';
import { authFeatures, signInWithGoogle } from '../identity';
import { submitSignIn } from '../sign-in';
import { useAuthForm } from '../useAuthForm';
import { useAuthView } from '../useAuthView';
import { AuthForm, SubmitButton, ViewLink } from './AuthForm';
import { EmailField } from './EmailField';

const TERMS_URL = 'https://bookit.my/terms-of-service';
const PRIVACY_URL = 'https://bookit.my/privacy-policy';

export function SignInView() {
  const { t } = useTranslation();
  const { go } = useAuthView();
  const flow = useStore(authFlow);
  const form = useAuthForm<LoginInput & Record<string, string>>({ email: flow.email, password: '' }, validateLogin);
  const { googleAuth } = authFeatures();

  const onSubmit = form.onSubmit(async (values) => {
    const outcome = await submitSignIn(values);
    switch (outcome.kind) {
      case 'signedIn':
        authFlow.notice = null;
        return;
      case 'invalid':
      case 'failed':
        form.refuse(outcome);
        return;
      case 'nextStep':
        carryCredentials(values.email.trim().toLowerCase(), '');
        if (outcome.step === 'NEW_PASSWORD') go('sign-in-confirm-password-reset');
        else if (outcome.step === 'CODE') go('otp');
        else if (outcome.step === 'CONFIRM_SIGN_UP') {
          carryCredentials(values.email.trim().toLowerCase(), values.password);
          go('signup-confirm-email');
        } else form.setFormError('UnknownLoginError');
    }
  });

  const google = () => {
    signInWithGoogle().catch((error: unknown) => {
      console.error('Google sign-in failed', error);
      toast.error(t('auth.toasts.GoogleSignInFailed'));
    });
  };

  return (
    <AuthForm
      title={t('auth.signInTitle')}
      lead={t('auth.signInLead')}
      notice={flow.notice}
      formError={form.formError}
      onSubmit={onSubmit}
      footer={
        <p className="auth-form__legal">
          {t('auth.legalPrefix')}{' '}
          <a href={TERMS_URL} target="_blank" rel="noreferrer">
            {t('auth.terms')}
          </a>{' '}
          {t('auth.and')}{' '}
          <a href={PRIVACY_URL} target="_blank" rel="noreferrer">
            {t('auth.privacy')}
          </a>
        </p>
      }
    >
      <EmailField value={form.values.email} onChange={form.set('email')} errorMessage={form.errorOf('email')} autoFocus />
      <PasswordField
        label={t('auth.password')}
        name="password"
        autoComplete="current-password"
        value={form.values.password}
        onChange={form.set('password')}
        errorMessage={form.errorOf('password')}
      />
      <div className="auth-form__row-end">
        <ViewLink
          onPress={() => {
            carryCredentials(form.values.email.trim().toLowerCase(), '');
            go('forget-password');
          }}
        >
          {t('auth.forgotPassword')}
        </ViewLink>
      </div>
      <SubmitButton isLoading={form.loading}>{t('auth.login')}</SubmitButton>
      {googleAuth && (
        <Button variant="secondary" fullWidth onPress={google}>
          {t('auth.continueWithGoogle')}
        </Button>
      )}
    </AuthForm>
  );
}
