import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { formatDay, toAppLocale } from '@/lib/format-date';
import { BREAKPOINTS } from './breakpoints';
import { Calendar, type WeekStart } from './Calendar';
import { OptionalMarker } from './OptionalMarker';
import { Icon } from './Icon';
import { PickerOverlay } from './PickerOverlay';
import { useMediaQuery } from './useMediaQuery';
import './Field.css';

export const DATE_PICKER_DRAWER_HEIGHT = 0.6;

export interface DatePickerProps {
  label: ReactNode;
  /** 'yyyy-MM-dd' local day, or null. */
  value: string | null;
  onChange: (value: string) => void;
  placeholder?: string;
  minValue?: string;
  maxValue?: string;
  weekStartsOn?: WeekStart;
  errorMessage?: string | null | undefined;
  isOptional?: boolean;
  isDisabled?: boolean;
}

/** Date picker (spec §4): a popover at 400 px wide or more, otherwise a drawer of 60% height. */
export function DatePicker({ label, value, onChange, placeholder, minValue, maxValue, weekStartsOn = 'sun', errorMessage, isOptional, isDisabled = false }: DatePickerProps) {
  const { t, i18n } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const wide = useMediaQuery(`(min-width: ${BREAKPOINTS.datePickerPopover}px)`);
  const labelId = useId();
  const errorId = useId();
  const text = value ? formatDay(value, 'weekdayDate', { locale: toAppLocale(i18n.language) }) : null;
  return (
    <div className="ui-field" data-invalid={errorMessage ? true : undefined}>
      <span className="ui-field__label" id={labelId}>
        {label}
        {isOptional && <OptionalMarker />}
      </span>
      <AriaButton
        ref={triggerRef}
        className="ui-picker-trigger"
        onPress={() => setOpen(true)}
        isDisabled={isDisabled}
        aria-labelledby={`${labelId} ${labelId}-value`}
        {...(errorMessage ? { 'aria-describedby': errorId } : {})}
      >
        <Icon name="calendar" size={18} />
        <span id={`${labelId}-value`} className={text ? 'ui-picker-trigger__value' : 'ui-picker-trigger__value ui-picker-trigger__value--placeholder'}>
          {text ?? placeholder ?? t('ui.date.placeholder')}
        </span>
      </AriaButton>
      {errorMessage && (
        <span id={errorId} className="ui-field__error">
          {errorMessage}
        </span>
      )}
      <PickerOverlay isOpen={open} onOpenChange={setOpen} triggerRef={triggerRef} title={t('ui.date.choose')} asPopover={wide} drawerHeight={DATE_PICKER_DRAWER_HEIGHT}>
        <Calendar
          value={value}
          onChange={(d) => {
            onChange(d);
            setOpen(false);
          }}
          weekStartsOn={weekStartsOn}
          {...(minValue ? { minValue } : {})}
          {...(maxValue ? { maxValue } : {})}
        />
      </PickerOverlay>
    </div>
  );
}
