import type { ReactNode } from 'react';
import { TextArea as AriaTextArea, TextField as AriaTextField } from 'react-aria-components';
import { omitUndefined } from '@/lib/omit-undefined';
import { FieldDescription, FieldErrorText, FieldLabel } from './FieldParts';

export interface TextAreaProps {
  label: ReactNode;
  description?: ReactNode;
  errorMessage?: string | null | undefined;
  isOptional?: boolean;
  value?: string;
  onChange?: (value: string) => void;
  name?: string;
  rows?: number;
  maxLength?: number;
  isDisabled?: boolean;
}

/** A multi-line text field with the same label, description and error parts as TextField. */
export function TextArea({ label, description, errorMessage, isOptional, rows = 4, ...rest }: TextAreaProps) {
  return (
    <AriaTextField {...omitUndefined(rest)} isInvalid={Boolean(errorMessage)} validationBehavior="aria" className="ui-field">
      <FieldLabel isOptional={isOptional}>{label}</FieldLabel>
      <AriaTextArea className="ui-input ui-textarea" rows={rows} />
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
