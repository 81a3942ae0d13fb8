import type { ReactNode } from 'react';
import { PasswordChecklist } from './PasswordChecklist';
import { PasswordField } from './PasswordField';

export type NewPasswordField = 'password' | 'confirmPassword';

export interface NewPasswordFieldsProps {
  /** Label of the new password; the confirmation has its own. */
  passwordLabel: ReactNode;
  confirmLabel: ReactNode;
  values: Readonly<Record<NewPasswordField, string>>;
  /** A field's change handler, as a form hook hands it out: `set('password')`. */
  set: (field: NewPasswordField) => (value: string) => void;
  /** A field's translated message, or null. */
  errorOf: (field: NewPasswordField) => string | null;
  autoFocus?: boolean;
}

/**
 * A new password and its confirmation: two password fields named `password` and `confirmPassword`,
 * the password's rules as a live checklist under it.
 */
export function NewPasswordFields({ passwordLabel, confirmLabel, values, set, errorOf, autoFocus = false }: NewPasswordFieldsProps) {
  const fields: { name: NewPasswordField; label: ReactNode; focus: boolean }[] = [
    { name: 'password', label: passwordLabel, focus: autoFocus },
    { name: 'confirmPassword', label: confirmLabel, focus: false },
  ];
  return (
    <>
      {fields.map(({ name, label, focus }) => (
        <PasswordField
          key={name}
          label={label}
          name={name}
          autoComplete="new-password"
          value={values[name]}
          onChange={set(name)}
          errorMessage={errorOf(name)}
          autoFocus={focus}
          {...(name === 'password' ? { description: <PasswordChecklist password={values.password} /> } : {})}
        />
      ))}
    </>
  );
}
