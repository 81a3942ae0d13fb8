import type { ReactNode } from 'react';
import { Button as AriaButton, Link as AriaLink } from 'react-aria-components';
import { Icon, type IconName } from './Icon';
import './ListRow.css';

export type ListRowVariant = 'default' | 'simple' | 'card' | 'notion';

export interface ListRowProps {
  title: ReactNode;
  description?: ReactNode;
  variant?: ListRowVariant;
  /** Leading icon, or any element (an Avatar) via `leading`. */
  icon?: IconName;
  leading?: ReactNode;
  /** Trailing content (a badge, an amount); a chevron shows for pressable default rows. */
  trailing?: ReactNode;
  onPress?: () => void;
  href?: string;
  isSelected?: boolean;
  isDisabled?: boolean;
}

/** Menu and list rows (spec §2.4): default, simple, card, notion. */
export function ListRow({ title, description, variant = 'default', icon, leading, trailing, onPress, href, isSelected, isDisabled }: ListRowProps) {
  const interactive = Boolean(onPress || href);
  const className = ['ui-row', `ui-row--${variant}`, interactive ? 'ui-row--interactive' : ''].filter(Boolean).join(' ');
  const content = (
    <>
      {(leading || icon) && <span className="ui-row__leading">{leading ?? (icon && <Icon name={icon} />)}</span>}
      <span className="ui-row__text">
        <span className="ui-row__title">{title}</span>
        {description && variant !== 'simple' && <span className="ui-row__description">{description}</span>}
      </span>
      {trailing && <span className="ui-row__trailing">{trailing}</span>}
      {interactive && variant === 'default' && !trailing && (
        <span className="ui-row__chevron">
          <Icon name="forward" size={18} />
        </span>
      )}
    </>
  );
  const state = { 'data-selected': isSelected || undefined };
  if (href) {
    return (
      <AriaLink href={href} className={className} isDisabled={isDisabled ?? false} {...state}>
        {content}
      </AriaLink>
    );
  }
  if (onPress) {
    return (
      <AriaButton onPress={onPress} className={className} isDisabled={isDisabled ?? false} {...state}>
        {content}
      </AriaButton>
    );
  }
  return (
    <div className={className} {...state}>
      {content}
    </div>
  );
}

/** A list of rows (gap between cards, dividers between default rows). */
export function RowList({ label, variant = 'default', children }: { label: string; variant?: ListRowVariant; children: ReactNode }) {
  return (
    <div role="list" aria-label={label} className={`ui-row-list ui-row-list--${variant}`}>
      {children}
    </div>
  );
}

export function RowListItem({ children }: { children: ReactNode }) {
  return (
    <div role="listitem" className="ui-row-list__item">
      {children}
    </div>
  );
}
