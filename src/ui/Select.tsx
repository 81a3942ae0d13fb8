import type { ReactNode } from 'react';
import { Button as AriaButton, ListBox, ListBoxItem, Popover, Select as AriaSelect, SelectValue } from 'react-aria-components';
import { omitUndefined } from '@/lib/omit-undefined';
import { FieldDescription, FieldErrorText, FieldLabel } from './FieldParts';
import { Icon } from './Icon';
import './Popover.css';
import './Select.css';

/** Option (spec §3): value and label. */
export interface SelectOption {
  value: string;
  label: string;
  isDisabled?: boolean;
}

export interface SelectProps {
  label: ReactNode;
  labelHidden?: boolean;
  options: readonly SelectOption[];
  value?: string | null;
  defaultValue?: string;
  onChange?: (value: string) => void;
  placeholder?: string;
  description?: ReactNode;
  errorMessage?: string | null | undefined;
  isOptional?: boolean;
  isRequired?: boolean;
  isDisabled?: boolean;
  name?: string;
  className?: string;
}

export function Select({
  label,
  labelHidden,
  options,
  value,
  defaultValue,
  onChange,
  placeholder,
  description,
  errorMessage,
  isOptional,
  isRequired,
  isDisabled,
  name,
  className,
}: SelectProps) {
  return (
    <AriaSelect
      className={['ui-field', 'ui-select', className].filter(Boolean).join(' ')}
      {...(value !== undefined ? { value } : {})}
      {...omitUndefined({ defaultValue, placeholder, isRequired, isDisabled, name })}
      onChange={(key) => {
        if (key !== null) onChange?.(String(key));
      }}
      disabledKeys={options.filter((o) => o.isDisabled).map((o) => o.value)}
      isInvalid={Boolean(errorMessage)}
      validationBehavior="aria"
    >
      <FieldLabel isOptional={isOptional} isHidden={labelHidden}>
        {label}
      </FieldLabel>
      <AriaButton className="ui-picker-trigger ui-select__trigger">
        <SelectValue className="ui-select__value" />
        <Icon name="chevronDown" size={18} />
      </AriaButton>
      <FieldDescription>{description}</FieldDescription>
      <FieldErrorText>{errorMessage}</FieldErrorText>
      <Popover className="ui-popover ui-select__popover">
        <ListBox className="ui-popover__list">
          {options.map((o) => (
            <ListBoxItem key={o.value} id={o.value} textValue={o.label} className="ui-popover__item ui-listbox__item">
              {({ isSelected }) => (
                <>
                  <span>{o.label}</span>
                  {isSelected && <Icon name="check" size={16} />}
                </>
              )}
            </ListBoxItem>
          ))}
        </ListBox>
      </Popover>
    </AriaSelect>
  );
}
