import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Group, Input, TextField as AriaTextField } from 'react-aria-components';
import { omitUndefined } from '@/lib/omit-undefined';
import { FieldDescription, FieldErrorText, FieldLabel } from './FieldParts';
import { Icon } from './Icon';

export interface PasswordFieldProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | null | undefined;
  isOptional?: boolean;
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  name?: string;
  /** 'current-password' (default) or 'new-password'. */
  autoComplete?: 'current-password' | 'new-password';
  isRequired?: boolean;
  isDisabled?: boolean;
  autoFocus?: boolean;
  /** Starts with the password visible. */
  defaultVisible?: boolean;
}

/** Password input with a show/hide toggle (spec §4: toggles hidden/visible). */
export function PasswordField({
  label,
  description,
  errorMessage,
  isOptional,
  placeholder,
  autoComplete = 'current-password',
  defaultVisible = false,
  onBlur,
  ...rest
}: PasswordFieldProps) {
  const { t } = useTranslation('app');
  const [visible, setVisible] = useState(defaultVisible);
  return (
    <AriaTextField
      {...omitUndefined(rest)}
      {...omitUndefined({ onBlur })}
      type={visible ? 'text' : 'password'}
      autoComplete={autoComplete}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="ui-field"
    >
      <FieldLabel isOptional={isOptional}>{label}</FieldLabel>
      <Group className="ui-input-group">
        <Input className="ui-input" {...omitUndefined({ placeholder })} spellCheck={false} autoCapitalize="none" />
        <AriaButton
          className="ui-input-group__button"
          aria-label={visible ? t('ui.password.hide') : t('ui.password.show')}
          aria-pressed={visible}
          onPress={() => setVisible((v) => !v)}
        >
          <Icon name={visible ? 'eyeOff' : 'eye'} />
        </AriaButton>
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
