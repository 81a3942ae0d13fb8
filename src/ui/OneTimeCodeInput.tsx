import { useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { CODE_LENGTH, fillCode } from '@/lib/one-time-code';
import './OneTimeCodeInput.css';

export interface OneTimeCodeInputProps {
  label: string;
  length?: number;
  /** Digits only (default) or any characters. */
  numeric?: boolean;
  onChange?: (code: string) => void;
  /** Called once every box holds a character. */
  onComplete?: (code: string) => void;
  errorMessage?: string | null | undefined;
  isDisabled?: boolean;
  autoFocus?: boolean;
}

/** One character per box; focus moves on as you type; a paste fills all the boxes. */
export function OneTimeCodeInput({ label, length = CODE_LENGTH, numeric = true, onChange, onComplete, errorMessage, isDisabled = false, autoFocus = false }: OneTimeCodeInputProps) {
  const { t } = useTranslation('app');
  const [values, setValues] = useState<string[]>(() => Array.from({ length }, () => ''));
  const refs = useRef<(HTMLInputElement | null)[]>([]);
  const errorId = useId();

  const apply = (next: string[], focus: number) => {
    setValues(next);
    const code = next.join('');
    onChange?.(code);
    if (next.every((v) => v !== '')) onComplete?.(code);
    refs.current[focus]?.focus();
    refs.current[focus]?.select();
  };

  const input = (index: number, text: string) => {
    const { values: next, focusIndex } = fillCode(values, index, text, numeric);
    if (next.join('') === values.join('') && text !== '') return;
    apply(next, focusIndex);
  };

  return (
    <fieldset className="ui-otp" aria-describedby={errorMessage ? errorId : undefined}>
      <legend className="ui-field__label">{label}</legend>
      <div className="ui-otp__boxes">
        {values.map((v, i) => (
          <input
            key={i}
            ref={(el) => {
              refs.current[i] = el;
            }}
            className="ui-otp__box"
            value={v}
            inputMode={numeric ? 'numeric' : 'text'}
            autoComplete={i === 0 ? 'one-time-code' : 'off'}
            aria-label={t('ui.otp.box', { n: i + 1, count: length })}
            aria-invalid={errorMessage ? true : undefined}
            disabled={isDisabled}
            autoFocus={autoFocus && i === 0}
            onFocus={(e) => e.target.select()}
            onChange={(e) => {
              const raw = e.target.value;
              // Typing into a filled box: keep the newly typed character.
              const text = raw.length === 2 && v !== '' ? (raw.startsWith(v) ? raw.slice(1) : raw.slice(0, 1)) : raw;
              input(i, text);
            }}
            onPaste={(e) => {
              e.preventDefault();
              input(i, e.clipboardData.getData('text'));
            }}
            onKeyDown={(e) => {
              if (e.key === 'Backspace' && v === '' && i > 0) {
                e.preventDefault();
                const next = [...values];
                next[i - 1] = '';
                apply(next, i - 1);
              } else if (e.key === 'Backspace' && v !== '') {
                e.preventDefault();
                const next = [...values];
                next[i] = '';
                apply(next, i);
              } else if (e.key === 'ArrowLeft' && i > 0) {
                refs.current[i - 1]?.focus();
              } else if (e.key === 'ArrowRight' && i < length - 1) {
                refs.current[i + 1]?.focus();
              }
            }}
          />
        ))}
      </div>
      {errorMessage && (
        <span id={errorId} className="ui-field__error">
          {errorMessage}
        </span>
      )}
    </fieldset>
  );
}
