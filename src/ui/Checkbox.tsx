import type { ReactNode } from 'react';
import { Checkbox as AriaCheckbox } from 'react-aria-components';
import { omitUndefined } from '@/lib/omit-undefined';
import { Icon } from './Icon';
import './Checkbox.css';

export interface CheckboxProps {
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  isIndeterminate?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  value?: string;
}

export function Checkbox({ children, ...rest }: CheckboxProps) {
  return (
    <AriaCheckbox {...omitUndefined(rest)} className="ui-checkbox">
      {({ isSelected, isIndeterminate }) => (
        <>
          <span className="ui-checkbox__box" aria-hidden="true">
            {isIndeterminate ? <Icon name="minus" size={14} /> : isSelected ? <Icon name="check" size={14} /> : null}
          </span>
          <span className="ui-checkbox__label">{children}</span>
        </>
      )}
    </AriaCheckbox>
  );
}
