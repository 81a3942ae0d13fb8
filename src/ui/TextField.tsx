import type { ReactNode, Ref } from 'react';
import { Input, TextField as AriaTextField } from 'react-aria-components';
import { omitUndefined } from '@/lib/omit-undefined';
import { FieldDescription, FieldErrorText, FieldLabel } from './FieldParts';

export interface TextFieldProps {
  label: ReactNode;
  /** Hides the label visually (it still names the input). */
  labelHidden?: boolean;
  description?: ReactNode;
  /** Error shown at the field; makes it invalid when non-empty. */
  errorMessage?: string | null | undefined;
  /** Shows '(Optional)' after the label. */
  isOptional?: boolean;
  type?: 'text' | 'email' | 'tel' | 'url' | 'password' | 'search';
  value?: string;
  defaultValue?: string;
  onChange?: (value: string) => void;
  onBlur?: () => void;
  placeholder?: string;
  name?: string;
  autoComplete?: string;
  inputMode?: 'text' | 'email' | 'tel' | 'url' | 'numeric' | 'decimal' | 'search' | 'none';
  maxLength?: number;
  isRequired?: boolean;
  isDisabled?: boolean;
  isReadOnly?: boolean;
  autoFocus?: boolean;
  className?: string;
  inputRef?: Ref<HTMLInputElement>;
}

export function TextField({
  label,
  labelHidden,
  description,
  errorMessage,
  isOptional,
  type = 'text',
  className,
  placeholder,
  inputRef,
  onBlur,
  ...rest
}: TextFieldProps) {
  const invalid = Boolean(errorMessage);
  return (
    <AriaTextField
      {...omitUndefined(rest)}
      {...omitUndefined({ onBlur })}
      type={type}
      isInvalid={invalid}
      validationBehavior="aria"
      className={['ui-field', className].filter(Boolean).join(' ')}
    >
      <FieldLabel isOptional={isOptional} isHidden={labelHidden}>
        {label}
      </FieldLabel>
      <Input className="ui-input" {...omitUndefined({ placeholder })} ref={inputRef ?? null} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
