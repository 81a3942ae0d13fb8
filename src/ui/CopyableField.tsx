import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { Icon } from './Icon';
import './CopyableField.css';

export type CopyableVariant = 'default' | 'emphasis' | 'form';

export const COPIED_FEEDBACK_MS = 2000;

export interface CopyableFieldProps {
  label: string;
  value: string;
  variant?: CopyableVariant;
  /** Text shown instead of the value (e.g. a masked key); the value is still what is copied. */
  display?: string;
}

/** A label and a value with a copy button that confirms 'Copied !' (spec §9). */
export function CopyableField({ label, value, variant = 'default', display }: CopyableFieldProps) {
  const { t } = useTranslation('app');
  const [copied, setCopied] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = async () => {
    try {
      await navigator.clipboard.writeText(value);
    } catch (error) {
      console.warn('Copy to clipboard failed', error);
      return;
    }
    setCopied(true);
    clearTimeout(timer.current);
    timer.current = setTimeout(() => setCopied(false), COPIED_FEEDBACK_MS);
  };

  return (
    <div className={`ui-copyable ui-copyable--${variant}`}>
      <span className="ui-copyable__label">{label}</span>
      <div className="ui-copyable__row">
        <span className="ui-copyable__value">{display ?? value}</span>
        <AriaButton className="ui-copyable__button" onPress={() => void copy()} aria-label={`${t('ui.copy.copy')} ${label}`}>
          <Icon name={copied ? 'check' : 'copy'} size={18} />
        </AriaButton>
        <span className="ui-copyable__feedback" role="status">
          {copied ? t('ui.copy.copied') : ''}
        </span>
      </div>
    </div>
  );
}
