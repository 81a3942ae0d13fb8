import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton, Input, TextField as AriaTextField } from 'react-aria-components';
import { FieldErrorText, FieldLabel } from './FieldParts';
import { Icon } from './Icon';
import './ReadModeInput.css';

export interface ReadModeInputProps {
  label: string;
  value: string;
  /** Called with the new text when editing ends with Enter or by leaving the field. */
  onCommit: (value: string) => void;
  placeholder?: string;
  errorMessage?: string | null | undefined;
}

/** Shows a value as text; a click makes it editable (spec §4). Escape cancels. */
export function ReadModeInput({ label, value, onCommit, placeholder, errorMessage }: ReadModeInputProps) {
  const { t } = useTranslation('app');
  const [editing, setEditing] = useState(false);
  const [draft, setDraft] = useState(value);

  if (!editing) {
    return (
      <div className="ui-field ui-read-mode">
        <span className="ui-field__label">{label}</span>
        <AriaButton
          className="ui-read-mode__display"
          onPress={() => {
            setDraft(value);
            setEditing(true);
          }}
          aria-label={`${label}: ${value || placeholder || ''}. ${t('ui.readMode.edit')}`}
        >
          <span className={value ? undefined : 'ui-read-mode__placeholder'}>{value || placeholder}</span>
          <Icon name="pencil" size={16} />
        </AriaButton>
        <FieldErrorText>{errorMessage}</FieldErrorText>
      </div>
    );
  }

  const finish = (commit: boolean) => {
    setEditing(false);
    if (commit && draft !== value) onCommit(draft);
  };

  return (
    <AriaTextField className="ui-field ui-read-mode" value={draft} onChange={setDraft} autoFocus isInvalid={Boolean(errorMessage)} validationBehavior="aria">
      <FieldLabel>{label}</FieldLabel>
      <Input
        className="ui-input"
        {...(placeholder ? { placeholder } : {})}
        onBlur={() => finish(true)}
        onKeyDown={(e) => {
          if (e.key === 'Enter') finish(true);
          if (e.key === 'Escape') {
            e.stopPropagation();
            finish(false);
          }
        }}
      />
      <FieldErrorText>{errorMessage}</FieldErrorText>
    </AriaTextField>
  );
}
