import type { Key, ReactNode } from 'react';
import {
  Button as AriaButton,
  Disclosure,
  DisclosureGroup,
  DisclosurePanel,
  Heading,
  Tab,
  TabList,
  TabPanel,
  Tabs as AriaTabs,
} from 'react-aria-components';
import { omitUndefined } from '@/lib/omit-undefined';
import { Icon } from './Icon';
import './Tabs.css';

export type TabsVariant = 'button' | 'pill' | 'underline' | 'collapse';

export interface TabItem {
  id: string;
  label: ReactNode;
  content: ReactNode;
  isDisabled?: boolean;
}

export interface TabsProps {
  /** Accessible name of the tab list. */
  label: string;
  items: readonly TabItem[];
  variant?: TabsVariant;
  selectedKey?: string;
  defaultSelectedKey?: string;
  onSelectionChange?: (id: string) => void;
}

/**
 * Tabs (spec §2.4): 'button' (segmented), 'pill', 'underline', or 'collapse' (one expandable
 * section per tab, one open at a time).
 */
export function Tabs({ label, items, variant = 'underline', selectedKey, defaultSelectedKey, onSelectionChange }: TabsProps) {
  if (variant === 'collapse') {
    const expanded = selectedKey ?? defaultSelectedKey;
    return (
      <DisclosureGroup
        className="ui-collapse"
        aria-label={label}
        {...(selectedKey !== undefined ? { expandedKeys: [selectedKey] } : {})}
        {...(selectedKey === undefined && expanded !== undefined ? { defaultExpandedKeys: [expanded] } : {})}
        onExpandedChange={(keys: Set<Key>) => {
          const first = [...keys][0];
          if (first !== undefined) onSelectionChange?.(String(first));
        }}
      >
        {items.map((item) => (
          <Disclosure key={item.id} id={item.id} className="ui-collapse__item" {...omitUndefined({ isDisabled: item.isDisabled })}>
            <Heading level={3} className="ui-collapse__heading">
              <AriaButton slot="trigger" className="ui-collapse__trigger">
                <span>{item.label}</span>
                <Icon name="chevronDown" className="ui-collapse__chevron" />
              </AriaButton>
            </Heading>
            <DisclosurePanel className="ui-collapse__panel">{item.content}</DisclosurePanel>
          </Disclosure>
        ))}
      </DisclosureGroup>
    );
  }
  return (
    <AriaTabs
      className={`ui-tabs ui-tabs--${variant}`}
      {...omitUndefined({ selectedKey, defaultSelectedKey })}
      onSelectionChange={(key) => onSelectionChange?.(String(key))}
    >
      <TabList aria-label={label} className="ui-tabs__list">
        {items.map((item) => (
          <Tab key={item.id} id={item.id} className="ui-tabs__tab" {...omitUndefined({ isDisabled: item.isDisabled })}>
            {item.label}
          </Tab>
        ))}
      </TabList>
      {items.map((item) => (
        <TabPanel key={item.id} id={item.id} className="ui-tabs__panel">
          {item.content}
        </TabPanel>
      ))}
    </AriaTabs>
  );
}
