import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ColorSwatch, ColorSwatchPicker, ColorSwatchPickerItem, Input, parseColor, TextField as AriaTextField } from 'react-aria-components';
import { FieldDescription, FieldLabel } from './FieldParts';
import './ColorPicker.css';

export const DEFAULT_SWATCHES = ['#3B5BDB', '#227052', '#A84D14', '#9C3A82', '#6741D9', '#1B6B8A', '#B02A43', '#4F6A16', '#85561C', '#44617D'];

/** Any colour the browser can parse → a normalised value ('#RRGGBB' when it can be), or null. Failures are logged only. */
export function parseAnyColor(value: string): string | null {
  const text = value.trim();
  if (text === '') return null;
  try {
    return parseColor(text).toString('hex');
  } catch (error) {
    if (typeof CSS !== 'undefined' && typeof CSS.supports === 'function' && CSS.supports('color', text)) return text;
    console.warn('Unparseable colour:', text, error);
    return null;
  }
}

function safeHex(value: string): string | null {
  try {
    return parseColor(value).toString('hex');
  } catch (error) {
    console.warn('Not a hex colour:', value, error);
    return null;
  }
}

export interface ColorPickerProps {
  label: ReactNode;
  /** Any CSS colour; hex when chosen from the swatches. */
  value: string;
  onChange: (value: string) => void;
  swatches?: readonly string[];
  description?: ReactNode;
  isOptional?: boolean;
}

/** Colour field: preset swatches, a typed colour (any parseable colour), and the system picker. */
export function ColorPicker({ label, value, onChange, swatches = DEFAULT_SWATCHES, description, isOptional }: ColorPickerProps) {
  const { t } = useTranslation('app');
  const [text, setText] = useState(value);
  const hex = safeHex(value);
  return (
    <div className="ui-field ui-color">
      <AriaTextField
        className="ui-field"
        value={text}
        onChange={(v) => {
          setText(v);
          const parsed = parseAnyColor(v);
          if (parsed) onChange(parsed);
        }}
        onBlur={() => setText(value)}
      >
        <FieldLabel isOptional={isOptional}>{label}</FieldLabel>
        <div className="ui-color__row">
          <label className="ui-color__native">
            <span className="ui-visually-hidden">{t('ui.color.custom')}</span>
            <input type="color" value={hex?.toLowerCase() ?? '#000000'} onChange={(e) => {
              onChange(e.target.value.toUpperCase());
              setText(e.target.value.toUpperCase());
            }} />
          </label>
          <Input className="ui-input ui-color__input" spellCheck={false} />
        </div>
        <FieldDescription>{description}</FieldDescription>
      </AriaTextField>
      <ColorSwatchPicker
        aria-label={t('ui.color.presets')}
        className="ui-color__swatches"
        {...(hex ? { value: hex } : {})}
        onChange={(c) => {
          const v = c.toString('hex');
          onChange(v);
          setText(v);
        }}
      >
        {swatches.map((s) => (
          <ColorSwatchPickerItem key={s} color={s} className="ui-color__swatch">
            <ColorSwatch className="ui-color__swatch-fill" />
          </ColorSwatchPickerItem>
        ))}
      </ColorSwatchPicker>
    </div>
  );
}
