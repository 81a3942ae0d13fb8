
import { Menu, MenuItem, MenuTrigger, Popover } from 'react-aria-components';
import { Button, type ButtonVariant } from './Button';
import { Icon, type IconName } from './Icon';
import './Popover.css';
import './MenuButton.css';

export interface MenuAction {
  id: string;
  label: string;
  icon?: IconName;
  isDanger?: boolean;
  isDisabled?: boolean;
}

export interface MenuButtonProps {
  /** Visible trigger text; with `iconOnly` it becomes the accessible name. */
  label: string;
  items: readonly MenuAction[];
  onAction: (id: string) => void;
  icon?: IconName;
  iconOnly?: boolean;
  variant?: ButtonVariant;
}

/** A button that opens a menu of actions. */
export function MenuButton({ label, items, onAction, icon = 'dots', iconOnly = false, variant = 'secondary' }: MenuButtonProps) {
  return (
    <MenuTrigger>
      <Button variant={variant} icon={icon} {...(iconOnly ? { 'aria-label': label } : {})}>
        {iconOnly ? null : label}
      </Button>
      <Popover className="ui-popover ui-menu-popover" placement="bottom end">
        <Menu
          className="ui-popover__list"
          aria-label={label}
          disabledKeys={items.filter((i) => i.isDisabled).map((i) => i.id)}
          onAction={(key) => onAction(String(key))}
        >
          {items.map((item) => (
            <MenuItem key={item.id} id={item.id} textValue={item.label} className={item.isDanger ? 'ui-popover__item ui-menu__item--danger' : 'ui-popover__item'}>
              {item.icon && <Icon name={item.icon} size={18} />}
              <span>{item.label}</span>
            </MenuItem>
          ))}
        </Menu>
      </Popover>
    </MenuTrigger>
  );
}
