import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Group, Input, NumberField as AriaNumberField } from 'react-aria-components';
import { omitUndefined } from '@/lib/omit-undefined';
import { FieldDescription, FieldErrorText, FieldLabel } from './FieldParts';
import { Icon } from './Icon';
import './NumberField.css';

export interface NumberFieldProps {
  label: ReactNode;
  labelHidden?: boolean;
  value?: number;
  defaultValue?: number;
  onChange?: (value: number) => void;
  minValue?: number;
  maxValue?: number;
  step?: number;
  /** Whole numbers only, without grouping (e.g. a custom duration). */
  integer?: boolean;
  /** Intl number format options (currency, percent, decimals). */
  formatOptions?: Intl.NumberFormatOptions;
  description?: ReactNode;
  errorMessage?: string | null | undefined;
  isOptional?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  /** Shows − and + buttons. Default true. */
  showStepper?: boolean;
  name?: string;
}

export function NumberField({
  label,
  labelHidden,
  integer = false,
  formatOptions,
  description,
  errorMessage,
  isOptional,
  showStepper = true,
  ...rest
}: NumberFieldProps) {
  const { t } = useTranslation('app');
  const options = integer ? { maximumFractionDigits: 0, useGrouping: false, ...formatOptions } : formatOptions;
  return (
    <AriaNumberField
      {...omitUndefined(rest)}
      {...(options ? { formatOptions: options } : {})}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
      className="ui-field ui-number"
    >
      <FieldLabel isOptional={isOptional} isHidden={labelHidden}>
        {label}
      </FieldLabel>
      <Group className="ui-input-group">
        {showStepper && (
          <AriaButton slot="decrement" className="ui-input-group__button" aria-label={t('ui.number.decrement')}>
            <Icon name="minus" size={18} />
          </AriaButton>
        )}
        <Input className="ui-input ui-number__input" />
        {showStepper && (
          <AriaButton slot="increment" className="ui-input-group__button" aria-label={t('ui.number.increment')}>
            <Icon name="plus" size={18} />
          </AriaButton>
        )}
      </Group>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaNumberField>
  );
}
