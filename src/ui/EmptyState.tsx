import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Icon, type IconName } from './Icon';
import './EmptyState.css';

export type EmptyStateVariant = 'generic' | 'listbox' | 'table' | 'selected-items';

export interface EmptyStateProps {
  variant?: EmptyStateVariant;
  /** Defaults to the variant's own title. */
  title?: ReactNode;
  description?: ReactNode;
  icon?: IconName;
  /** A call to action, e.g. a Button. */
  action?: ReactNode;
}

const ICONS: Record<EmptyStateVariant, IconName> = {
  generic: 'inbox',
  listbox: 'list',
  table: 'table',
  'selected-items': 'check',
};

const TITLE_KEYS = {
  generic: 'ui.empty.generic',
  listbox: 'ui.empty.listbox',
  table: 'ui.empty.table',
  'selected-items': 'ui.empty.selectedItems',
} as const;

/** Empty-state blocks of spec §2.4. */
export function EmptyState({ variant = 'generic', title, description, icon, action }: EmptyStateProps) {
  const { t } = useTranslation('app');
  return (
    <div className={`ui-empty ui-empty--${variant}`} role="status">
      <span className="ui-empty__icon">
        <Icon name={icon ?? ICONS[variant]} size={variant === 'generic' || variant === 'table' ? 32 : 22} />
      </span>
      <p className="ui-empty__title">{title ?? t(TITLE_KEYS[variant])}</p>
      {description && <p className="ui-empty__description">{description}</p>}
      {action && <div className="ui-empty__action">{action}</div>}
    </div>
  );
}
