import { useTranslation } from 'react-i18next';
import { TextField } from '@/ui/TextField';

export interface EmailFieldProps {
  value: string;
  onChange: (value: string) => void;
  errorMessage: string | null;
  autoFocus?: boolean;
  isDisabled?: boolean;
}

/** The account's e-mail, as every view of the area asks for it (it is the sign-in name). */
export function EmailField({ value, onChange, errorMessage, autoFocus = false, isDisabled = false }: EmailFieldProps) {
  const { t } = useTranslation();
  return (
    <TextField
      label={t('auth.email')}
      type="email"
      name="email"
      autoComplete="username"
      inputMode="email"
      value={value}
      onChange={onChange}
      errorMessage={errorMessage}
      autoFocus={autoFocus}
      isDisabled={isDisabled}
    />
  );
}
