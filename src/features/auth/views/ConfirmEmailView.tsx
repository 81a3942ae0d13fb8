import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeJoinData } from '@/lib/auth/join-link';
import { useStore } from '@/lib/store';
import { validateJoinConfirm, validateSignUpConfirm } from '@/lib/validation/auth';
import { Button } from '@/ui/Button';
import { OneTimeCodeInput } from '@/ui/OneTimeCodeInput';
import { toast } from '@/ui/toast';
import { authFlow, carryCredentials } from '../flow-state';
import { confirmJoinCode, confirmSignUpCode, resendCode, type ConfirmOutcome } from '../sign-up';
import { signupProgress, signupSessionAlive } from '../signup-session';
import { useAuthView } from '../useAuthView';
import { AuthForm, BackToSignIn, SubmitButton } from './AuthForm';

/**
 * Confirm e-mail (spec §2.1): the 6-digit PIN, confirm and resend. `signup` belongs to a sign-up
 * session on this device (restart without one); `join` to an invitation.
 */
export function ConfirmEmailView({ kind }: { kind: 'signup' | 'join' }) {
  const { t } = useTranslation();
  const { go, search } = useAuthView();
  const flow = useStore(authFlow);
  // After a reload: the sign-up's progress record, or the invitation still in the URL.
  const [email] = useState(
    () => flow.email || (kind === 'signup' ? (signupProgress()?.email ?? '') : (decodeJoinData(search.get('data'))?.email ?? '')),
  );
  const [code, setCode] = useState('');
  const [codeError, setCodeError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const [submittedOnce, setSubmittedOnce] = useState(false);
  const [loading, setLoading] = useState(false);
  const [resending, setResending] = useState(false);

  useEffect(() => {
    if (kind !== 'signup') return;
    const restart = () => {
      toast.warning(t('auth.toasts.SessionExpiredStartAgain'));
      go('sign-up', { replace: true });
    };
    const progress = signupProgress();
    if (!progress) {
      restart();
      return;
    }
    let current = true;
    void signupSessionAlive(progress).then((alive) => {
      if (current && !alive) restart();
    });
    return () => {
      current = false;
    };
    // Checked once when the view opens (go and t are new on every render).
  }, [kind]);

  const validate = (value: string): string | null => {
    if (kind === 'join') return validateJoinConfirm({ pin: value }).pin ?? null;
    const errors = validateSignUpConfirm({ email, code: value });
    return errors.code ?? errors.email ?? null;
  };

  const handle = (outcome: ConfirmOutcome) => {
    switch (outcome.kind) {
      case 'signedIn':
        toast.success(t('auth.toasts.signupEmailConfirmed'));
        return;
      case 'signInByHand':
        toast.success(t('auth.toasts.signupEmailConfirmed'));
        carryCredentials(email, '');
        authFlow.notice = 'EmailConfirmedSignIn';
        go('sign-in');
        return;
      case 'restart':
        toast.warning(t('auth.toasts.SessionExpiredStartAgain'));
        go('sign-up');
        return;
      case 'codeError':
        setCodeError(outcome.code);
        return;
      case 'failed':
        setFormError(outcome.formError);
        toast.error(t('auth.toasts.EmailConfirmationFailed'));
    }
  };

  const submit = async (): Promise<void> => {
    setSubmittedOnce(true);
    setFormError(null);
    const invalid = validate(code);
    setCodeError(invalid);
    if (invalid) return;
    setLoading(true);
    try {
      const password = authFlow.password;
      handle(kind === 'signup' ? await confirmSignUpCode(email, code, password) : await confirmJoinCode(email, code, password));
    } finally {
      setLoading(false);
    }
  };

  const resend = async (): Promise<void> => {
    setResending(true);
    try {
      if (await resendCode(email)) toast.success(t('auth.toasts.resendCodeSuccess'));
      else toast.error(t('auth.toasts.FailedToResendCode'));
    } finally {
      setResending(false);
    }
  };

  return (
    <AuthForm
      title={t('auth.confirmEmailTitle')}
      lead={email ? t('auth.confirmEmailLead', { email }) : t('auth.confirmEmailLeadNoEmail')}
      formError={formError}
      onSubmit={(event) => {
        event.preventDefault();
        void submit();
      }}
      footer={<BackToSignIn />}
    >
      <OneTimeCodeInput
        label={t('auth.confirmationCode')}
        autoFocus
        onChange={(value) => {
          setCode(value);
          if (submittedOnce) setCodeError(validate(value));
        }}
        errorMessage={codeError ? t(`validation.${codeError}`) : null}
      />
      <SubmitButton isLoading={loading}>{t('auth.confirm')}</SubmitButton>
      <Button variant="ghost" fullWidth isLoading={resending} onPress={() => void resend()}>
        {t('auth.resendCode')}
      </Button>
    </AuthForm>
  );
}
