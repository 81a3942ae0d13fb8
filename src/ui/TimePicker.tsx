import { useId, useRef, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { clampEnd, formatTimeOfDay, type TimeFormat } from '@/lib/time';
import { Button } from './Button';
import { Icon } from './Icon';
import { OptionalMarker } from './OptionalMarker';
import { PickerOverlay } from './PickerOverlay';
import { SKELETON_ROW_COUNT, Skeleton } from './Skeleton';
import { TimeWheels } from './TimeWheels';
import { useBreakpoint } from './useBreakpoint';
import './Field.css';
import './TimePicker.css';

export const TIME_PICKER_DRAWER_HEIGHT = 0.5;

/** Time slot option (spec §3). */
export interface TimeSlotOption {
  id: string;
  startTime: string;
  endTime: string;
}

export interface TimePickerProps {
  label: ReactNode;
  /** 'HH:mm' (24-hour). */
  start: string;
  /** 'HH:mm'; omit for a single time. End is never before start. */
  end?: string;
  onChange: (value: { start: string; end?: string }) => void;
  format?: TimeFormat;
  minuteStep?: number;
  /** Suggested slots; while `isLoadingSuggestions` six skeleton rows show. */
  suggestions?: readonly TimeSlotOption[];
  isLoadingSuggestions?: boolean;
  isOptional?: boolean;
  isDisabled?: boolean;
}

/** Time picker (spec §4): scroll wheels in a popover, or a half-height drawer with Done on mobile. */
export function TimePicker({
  label,
  start,
  end,
  onChange,
  format = '12',
  minuteStep = 5,
  suggestions,
  isLoadingSuggestions = false,
  isOptional,
  isDisabled = false,
}: TimePickerProps) {
  const { t } = useTranslation('app');
  const [open, setOpen] = useState(false);
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const isMobile = useBreakpoint() === 'mobile';
  const labelId = useId();
  const hasEnd = end !== undefined;
  const text = hasEnd ? `${formatTimeOfDay(start, format)} – ${formatTimeOfDay(end, format)}` : formatTimeOfDay(start, format);

  const setStart = (s: string) => onChange(hasEnd ? { start: s, end: clampEnd(s, end) } : { start: s });
  const setEnd = (e: string) => onChange({ start, end: clampEnd(start, e) });

  const showSuggestions = isLoadingSuggestions || (suggestions !== undefined && suggestions.length > 0);

  return (
    <div className="ui-field">
      <span className="ui-field__label" id={labelId}>
        {label}
        {isOptional && <OptionalMarker />}
      </span>
      <AriaButton ref={triggerRef} className="ui-picker-trigger" onPress={() => setOpen(true)} isDisabled={isDisabled} aria-labelledby={`${labelId} ${labelId}-value`}>
        <Icon name="clock" size={18} />
        <span id={`${labelId}-value`} className="ui-picker-trigger__value">
          {text}
        </span>
      </AriaButton>
      <PickerOverlay
        isOpen={open}
        onOpenChange={setOpen}
        triggerRef={triggerRef}
        title={t('ui.time.choose')}
        asPopover={!isMobile}
        drawerHeight={TIME_PICKER_DRAWER_HEIGHT}
        footer={
          isMobile ? (
            <Button variant="primary" onPress={() => setOpen(false)}>
              {t('ui.done')}
            </Button>
          ) : undefined
        }
      >
        <div className="ui-time-picker">
          <div className="ui-time-picker__wheels">
            <div className="ui-time-picker__column">
              {hasEnd && <span className="ui-time-picker__caption">{t('ui.time.start')}</span>}
              <TimeWheels label={t('ui.time.start')} value={start} onChange={setStart} format={format} minuteStep={minuteStep} />
            </div>
            {hasEnd && (
              <div className="ui-time-picker__column">
                <span className="ui-time-picker__caption">{t('ui.time.end')}</span>
                <TimeWheels label={t('ui.time.end')} value={end} onChange={setEnd} format={format} minValue={start} minuteStep={minuteStep} />
              </div>
            )}
          </div>
          {showSuggestions && (
            <div className="ui-time-picker__suggestions">
              <span className="ui-time-picker__caption">{t('ui.time.suggested')}</span>
              {isLoadingSuggestions ? (
                <div role="status" aria-label={t('ui.loading')} className="ui-time-picker__skeleton">
                  {Array.from({ length: SKELETON_ROW_COUNT }, (_, i) => (
                    <Skeleton key={i} height={36} shape="rect" />
                  ))}
                </div>
              ) : (
                <ul className="ui-time-picker__slots">
                  {suggestions?.map((slot) => (
                    <li key={slot.id}>
                      <AriaButton
                        className="ui-time-picker__slot"
                        data-selected={slot.startTime === start && (!hasEnd || slot.endTime === end) ? true : undefined}
                        onPress={() => onChange(hasEnd ? { start: slot.startTime, end: clampEnd(slot.startTime, slot.endTime) } : { start: slot.startTime })}
                      >
                        {formatTimeOfDay(slot.startTime, format)} – {formatTimeOfDay(slot.endTime, format)}
                      </AriaButton>
                    </li>
                  ))}
                </ul>
              )}
            </div>
          )}
        </div>
      </PickerOverlay>
    </div>
  );
}
