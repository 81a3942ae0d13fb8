import { useTranslation } from 'react-i18next';
import { Button as AriaButton, ToggleButton } from 'react-aria-components';
import { Icon } from './Icon';
import './TagOption.css';

/** Tag option (spec §3): value, label, colour. */
export interface TagOptionValue {
  value: string;
  label: string;
  color: string;
}

export interface TagOptionProps {
  option: TagOptionValue;
  /** Makes the tag a toggle. */
  isSelected?: boolean;
  onSelectedChange?: (isSelected: boolean) => void;
  /** Shows a remove button. */
  onRemove?: () => void;
}

/** A coloured tag: plain, toggleable, or removable. */
export function TagOption({ option, isSelected, onSelectedChange, onRemove }: TagOptionProps) {
  const { t } = useTranslation('app');
  const dot = <span className="ui-tag-option__dot" style={{ background: option.color }} aria-hidden="true" />;
  if (onSelectedChange) {
    return (
      <ToggleButton className="ui-tag-option ui-tag-option--toggle" isSelected={isSelected ?? false} onChange={onSelectedChange}>
        {dot}
        <span>{option.label}</span>
        {isSelected && <Icon name="check" size={14} />}
      </ToggleButton>
    );
  }
  return (
    <span className="ui-tag-option">
      {dot}
      <span>{option.label}</span>
      {onRemove && (
        <AriaButton className="ui-tag__remove" aria-label={t('ui.multiSelect.remove', { label: option.label })} onPress={onRemove}>
          <Icon name="close" size={14} />
        </AriaButton>
      )}
    </span>
  );
}
