import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { decodeJoinData } from '@/lib/auth/join-link';
import { validateSignUp } from '@/lib/validation/auth';
import { authFlow, carryCredentials } from '../flow-state';
import { submitJoin } from '../sign-up';
import { useAuthForm } from '../useAuthForm';
import { useAuthView } from '../useAuthView';
import { AuthForm, SubmitButton } from './AuthForm';
import { SignUpFields, type SignUpValues } from './SignUpFields';

/** Invited staff (spec §2.1): the invitation in `?data=` prefills the form; the e-mail is fixed. */
export function JoinView() {
  const { t } = useTranslation();
  const { go, search } = useAuthView();
  const [invite] = useState(() => decodeJoinData(search.get('data')));
  const form = useAuthForm<SignUpValues>(
    {
      firstName: invite?.firstName ?? '',
      lastName: invite?.lastName ?? '',
      email: invite?.email ?? '',
      phoneNumber: invite?.phone ?? '',
      password: '',
      confirmPassword: '',
    },
    (v) => validateSignUp(v),
  );
  const name = `${form.values.firstName} ${form.values.lastName}`.trim();

  const onSubmit = form.onSubmit(async (values) => {
    const outcome = await submitJoin(values);
    switch (outcome.kind) {
      case 'confirm':
        go('join-confirm-email');
        return;
      case 'exists':
        // The invitation already made the account, with a temporary password sent by e-mail.
        carryCredentials(outcome.email, '');
        authFlow.notice = 'InvitationAccountExists';
        go('sign-in');
        return;
      case 'invalid':
      case 'failed':
        form.refuse(outcome);
    }
  });

  return (
    <AuthForm
      title={name ? t('auth.join.greeting', { user: name }) : t('auth.join.title')}
      lead={invite?.businessName ? t('auth.join.invitedTo', { business: invite.businessName }) : t('auth.join.lead')}
      formError={form.formError}
      onSubmit={onSubmit}
    >
      <SignUpFields
        values={form.values}
        set={form.set}
        errorOf={form.errorOf}
        emailTaken={false}
        onSignInInstead={() => go('sign-in')}
        emailDisabled={invite !== null}
      />
      <SubmitButton isLoading={form.loading}>{t('auth.join.submit')}</SubmitButton>
    </AuthForm>
  );
}
