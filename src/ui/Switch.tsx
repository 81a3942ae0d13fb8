import type { ReactNode } from 'react';
import { Switch as AriaSwitch } from 'react-aria-components';
import { omitUndefined } from '@/lib/omit-undefined';
import './Switch.css';

export interface SwitchProps {
  children: ReactNode;
  isSelected?: boolean;
  defaultSelected?: boolean;
  onChange?: (isSelected: boolean) => void;
  isDisabled?: boolean;
  /** Hides the label text visually (it still names the switch). */
  labelHidden?: boolean;
  'aria-label'?: string;
}

export function Switch({ children, labelHidden = false, ...rest }: SwitchProps) {
  return (
    <AriaSwitch {...omitUndefined(rest)} className="ui-switch">
      <span className="ui-switch__track" aria-hidden="true">
        <span className="ui-switch__thumb" />
      </span>
      <span className={labelHidden ? 'ui-visually-hidden' : 'ui-switch__label'}>{children}</span>
    </AriaSwitch>
  );
}
