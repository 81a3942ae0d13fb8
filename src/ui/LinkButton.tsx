import type { ReactNode } from 'react';
import { Link as AriaLink } from 'react-aria-components';
import { Icon, type IconName } from './Icon';
import type { ButtonVariant } from './Button';
import './Button.css';

export interface LinkButtonProps {
  href: string;
  children: ReactNode;
  variant?: ButtonVariant;
  icon?: IconName;
  /** A fuller name than the visible text (e.g. which of several "Pay" links). */
  'aria-label'?: string;
}

/** A navigation link that looks like a button (it navigates; it does not act). */
export function LinkButton({ href, children, variant = 'primary', icon, 'aria-label': ariaLabel }: LinkButtonProps) {
  return (
    <AriaLink href={href} {...(ariaLabel === undefined ? {} : { 'aria-label': ariaLabel })} className={`ui-button ui-button--${variant} ui-button--medium`}>
      <span className="ui-button__content">
        {icon && <Icon name={icon} size={20} />}
        {children}
      </span>
    </AriaLink>
  );
}
