import type { ReactNode, Ref } from 'react';
import { Button as AriaButton, type ButtonProps as AriaButtonProps } from 'react-aria-components';
import { Icon, type IconName } from './Icon';
import { Spinner } from './Spinner';
import './Button.css';

export type ButtonVariant = 'primary' | 'secondary' | 'ghost' | 'danger';
export type ButtonSize = 'medium' | 'small';

export interface ButtonProps extends Omit<AriaButtonProps, 'children' | 'className' | 'style' | 'isPending'> {
  variant?: ButtonVariant;
  size?: ButtonSize;
  /** Shows a spinner, keeps the width, and ignores presses. */
  isLoading?: boolean;
  icon?: IconName;
  iconPosition?: 'start' | 'end';
  /** Stretches to the container width. */
  fullWidth?: boolean;
  children?: ReactNode;
  className?: string;
  ref?: Ref<HTMLButtonElement>;
}

export function Button({
  variant = 'primary',
  size = 'medium',
  isLoading = false,
  icon,
  iconPosition = 'start',
  fullWidth = false,
  children,
  className,
  ref,
  ...rest
}: ButtonProps) {
  const classes = ['ui-button', `ui-button--${variant}`, `ui-button--${size}`];
  if (fullWidth) classes.push('ui-button--full');
  if (!children && icon) classes.push('ui-button--icon-only');
  if (className) classes.push(className);
  const iconEl = icon ? <Icon name={icon} size={size === 'small' ? 16 : 20} /> : null;
  return (
    <AriaButton {...rest} ref={ref} isPending={isLoading} className={classes.join(' ')}>
      <span className="ui-button__content" data-hidden={isLoading || undefined}>
        {iconPosition === 'start' && iconEl}
        {children}
        {iconPosition === 'end' && iconEl}
      </span>
      {isLoading && (
        <span className="ui-button__spinner">
          <Spinner size="small" decorative />
        </span>
      )}
    </AriaButton>
  );
}
