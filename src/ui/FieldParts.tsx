import type { ReactNode } from 'react';
import { FieldError, Label, Text } from 'react-aria-components';
import { OptionalMarker } from './OptionalMarker';
import './Field.css';

export interface FieldLabelProps {
  children: ReactNode;
  isOptional?: boolean | undefined;
  isHidden?: boolean | undefined;
}

/** Label of a react-aria field, with the optional marker. */
export function FieldLabel({ children, isOptional, isHidden }: FieldLabelProps) {
  return (
    <Label className={isHidden ? 'ui-visually-hidden' : 'ui-field__label'}>
      {children}
      {isOptional && <OptionalMarker />}
    </Label>
  );
}

export function FieldDescription({ children }: { children?: ReactNode }) {
  if (!children) return null;
  return (
    <Text slot="description" className="ui-field__description">
      {children}
    </Text>
  );
}

export function FieldErrorText({ children }: { children?: ReactNode }) {
  return <FieldError className="ui-field__error">{children}</FieldError>;
}
