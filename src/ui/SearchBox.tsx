import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Group, Input, SearchField } from 'react-aria-components';
import { SEARCH_DEBOUNCE_MS } from '@/lib/debounce';
import { omitUndefined } from '@/lib/omit-undefined';
import { FieldLabel } from './FieldParts';
import { Icon } from './Icon';
import { useDebouncedCallback } from './useDebouncedCallback';
import './SearchBox.css';

export interface SearchBoxProps {
  /** Called with the lowercased text, 300 ms after the last keystroke (at once on clear or Enter). */
  onSearch: (text: string) => void;
  /** Accessible label; visible only when `showLabel`. Defaults to "Search". */
  label?: string;
  showLabel?: boolean;
  placeholder?: string;
  defaultValue?: string;
  autoFocus?: boolean;
  isDisabled?: boolean;
  debounceMs?: number;
  className?: string;
}

/** Search box of spec §2.4: lowercases text, debounces 300 ms, clear button when non-empty. */
export function SearchBox({
  onSearch,
  label,
  showLabel = false,
  placeholder,
  defaultValue = '',
  autoFocus,
  isDisabled,
  debounceMs = SEARCH_DEBOUNCE_MS,
  className,
}: SearchBoxProps) {
  const { t } = useTranslation('app');
  const [text, setText] = useState(defaultValue.toLowerCase());
  const debounced = useDebouncedCallback(onSearch, debounceMs);

  const change = (value: string) => {
    const lower = value.toLowerCase();
    setText(lower);
    debounced(lower);
  };
  const clear = () => {
    setText('');
    debounced.cancel();
    onSearch('');
  };

  return (
    <SearchField
      value={text}
      onChange={change}
      onClear={clear}
      onSubmit={() => debounced.flush()}
      {...omitUndefined({ autoFocus, isDisabled })}
      className={['ui-field', 'ui-search', className].filter(Boolean).join(' ')}
    >
      <FieldLabel isHidden={!showLabel}>{label ?? t('ui.search.label')}</FieldLabel>
      <Group className="ui-input-group">
        <span className="ui-input-group__adornment">
          <Icon name="search" size={18} />
        </span>
        <Input className="ui-input" placeholder={placeholder ?? t('ui.search.placeholder')} />
        {text !== '' && (
          <AriaButton className="ui-input-group__button" aria-label={t('ui.search.clear')}>
            <Icon name="close" size={18} />
          </AriaButton>
        )}
      </Group>
    </SearchField>
  );
}
