import { useTranslation } from 'react-i18next';
import type { SignUpInput } from '@/lib/validation/auth';
import { NewPasswordFields } from '@/ui/NewPasswordFields';
import { PhoneInput } from '@/ui/PhoneInput';
import { TextField } from '@/ui/TextField';
import { ViewLink } from './AuthForm';
import { EmailField } from './EmailField';

export type SignUpValues = SignUpInput & Record<string, string>;

export interface SignUpFieldsProps {
  values: SignUpValues;
  set: (field: keyof SignUpInput) => (value: string) => void;
  errorOf: (field: keyof SignUpInput) => string | null;
  /** The e-mail is taken: its message and a link to sign in. */
  emailTaken: boolean;
  onSignInInstead: () => void;
  /** Join: the e-mail comes from the invitation and cannot change. */
  emailDisabled?: boolean;
}

/** The sign-up form's fields (spec §3): names, e-mail, phone, password and its confirmation. */
export function SignUpFields({ values, set, errorOf, emailTaken, onSignInInstead, emailDisabled = false }: SignUpFieldsProps) {
  const { t } = useTranslation();
  return (
    <>
      <div className="auth-form__pair">
        <TextField label={t('auth.firstName')} name="firstName" autoComplete="given-name" value={values.firstName} onChange={set('firstName')} errorMessage={errorOf('firstName')} />
        <TextField label={t('auth.lastName')} name="lastName" autoComplete="family-name" isOptional value={values.lastName} onChange={set('lastName')} errorMessage={errorOf('lastName')} />
      </div>
      <EmailField
        value={values.email}
        onChange={set('email')}
        isDisabled={emailDisabled}
        errorMessage={emailTaken ? t('auth.errors.accountExists') : errorOf('email')}
      />
      {emailTaken && (
        <p className="auth-form__inline-hint">
          <ViewLink onPress={onSignInInstead}>{t('auth.signInInstead')}</ViewLink>
        </p>
      )}
      <PhoneInput
        label={t('auth.phoneNumber')}
        name="phoneNumber"
        isOptional
        value={values.phoneNumber === '' ? null : values.phoneNumber}
        onChange={(value) => set('phoneNumber')(value ?? '')}
        errorMessage={errorOf('phoneNumber')}
      />
      <NewPasswordFields passwordLabel={t('auth.password')} confirmLabel={t('auth.confirmPassword')} values={values} set={set} errorOf={errorOf} />
    </>
  );
}
