import { useEffect, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import {
  Button as AriaButton,
  Dialog,
  DialogTrigger,
  Header,
  ListBox,
  ListBoxItem,
  ListBoxSection,
  Popover,
  Tag,
  TagGroup,
  TagList,
} from 'react-aria-components';
import { MULTI_SELECT_DEBOUNCE_MS } from '@/lib/debounce';
import { EmptyState } from './EmptyState';
import { Icon } from './Icon';
import { OptionalMarker } from './OptionalMarker';
import type { SelectOption } from './Select';
import { useDebouncedCallback } from './useDebouncedCallback';
import './Field.css';
import './Popover.css';
import './MultiSelect.css';

/** A group of options (spec §3 option sections). */
export interface OptionSection {
  sectionLabel: string;
  items: readonly SelectOption[];
}

export interface MultiSelectProps {
  label: ReactNode;
  /** Flat options, or sections. */
  options: readonly SelectOption[] | readonly OptionSection[];
  value: readonly string[];
  /** Called 50 ms after the last change (spec §9). */
  onChange: (value: string[]) => void;
  placeholder?: string;
  isOptional?: boolean;
  isDisabled?: boolean;
  errorMessage?: string | null | undefined;
}

function isSections(options: MultiSelectProps['options']): options is readonly OptionSection[] {
  return options.length > 0 && 'sectionLabel' in (options[0] as object);
}

/** Multi-select: a checklist in a popover, the chosen items as removable tags. */
export function MultiSelect({ label, options, value, onChange, placeholder, isOptional, isDisabled = false, errorMessage }: MultiSelectProps) {
  const { t } = useTranslation('app');
  const [selected, setSelected] = useState<string[]>([...value]);
  const emit = useDebouncedCallback(onChange, MULTI_SELECT_DEBOUNCE_MS);
  const external = value.join('\u0000');
  const lastEmitted = useRef(external);
  useEffect(() => {
    if (external !== lastEmitted.current) setSelected(external === '' ? [] : external.split('\u0000'));
  }, [external]);

  const update = (next: string[]) => {
    setSelected(next);
    lastEmitted.current = next.join('\u0000');
    emit(next);
  };

  const all: SelectOption[] = isSections(options) ? options.flatMap((s) => [...s.items]) : [...(options as readonly SelectOption[])];
  const labelOf = (v: string) => all.find((o) => o.value === v)?.label ?? v;
  const item = (o: SelectOption) => (
    <ListBoxItem key={o.value} id={o.value} textValue={o.label} className="ui-popover__item ui-listbox__item ui-multi__option">
      {({ isSelected }) => (
        <>
          <span className="ui-multi__check" aria-hidden="true" data-checked={isSelected || undefined}>
            {isSelected && <Icon name="check" size={14} />}
          </span>
          <span className="ui-multi__option-label">{o.label}</span>
        </>
      )}
    </ListBoxItem>
  );

  return (
    <div className="ui-field ui-multi" data-invalid={errorMessage ? true : undefined}>
      <span className="ui-field__label">
        {label}
        {isOptional && <OptionalMarker />}
      </span>
      <DialogTrigger>
        <AriaButton className="ui-picker-trigger" isDisabled={isDisabled}>
          <span className={selected.length ? 'ui-picker-trigger__value' : 'ui-picker-trigger__value ui-picker-trigger__value--placeholder'}>
            {selected.length ? t('ui.multiSelect.selected', { count: selected.length }) : (placeholder ?? t('ui.multiSelect.placeholder'))}
          </span>
          <Icon name="chevronDown" size={18} />
        </AriaButton>
        <Popover className="ui-popover ui-multi__popover">
          <Dialog className="ui-multi__dialog" aria-label={typeof label === 'string' ? label : t('ui.multiSelect.placeholder')}>
          <ListBox
            aria-label={typeof label === 'string' ? label : t('ui.multiSelect.placeholder')}
            className="ui-popover__list"
            selectionMode="multiple"
            // Escape closes the checklist and keeps what was ticked (react-aria's default clears the
            // whole selection and leaves the popover open).
            escapeKeyBehavior="none"
            selectedKeys={selected}
            disabledKeys={all.filter((o) => o.isDisabled).map((o) => o.value)}
            onSelectionChange={(keys) => update(keys === 'all' ? all.map((o) => o.value) : [...keys].map(String))}
            renderEmptyState={() => <EmptyState variant="listbox" />}
          >
            {isSections(options)
              ? options.map((s) => (
                  <ListBoxSection key={s.sectionLabel} id={s.sectionLabel}>
                    <Header className="ui-multi__section">{s.sectionLabel}</Header>
                    {s.items.map(item)}
                  </ListBoxSection>
                ))
              : (options as readonly SelectOption[]).map(item)}
          </ListBox>
          </Dialog>
        </Popover>
      </DialogTrigger>
      {selected.length === 0 ? (
        <EmptyState variant="selected-items" />
      ) : (
        <TagGroup aria-label={t('ui.multiSelect.chosen')} onRemove={(keys) => update(selected.filter((v) => !keys.has(v)))} className="ui-multi__tags">
          <TagList className="ui-tag-list">
            {selected.map((v) => (
              <Tag key={v} id={v} textValue={labelOf(v)} className="ui-tag">
                <span>{labelOf(v)}</span>
                <AriaButton slot="remove" className="ui-tag__remove" aria-label={t('ui.multiSelect.removeShort')}>
                  <Icon name="close" size={14} />
                </AriaButton>
              </Tag>
            ))}
          </TagList>
        </TagGroup>
      )}
      {errorMessage && <span className="ui-field__error">{errorMessage}</span>}
    </div>
  );
}
