import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { DateInput, DateSegment, TimeField } from 'react-aria-components';
import { Time } from '@internationalized/date';
import { parseTime, toTimeString, type TimeFormat } from '@/lib/time';
import { FieldErrorText, FieldLabel } from './FieldParts';
import './TimeInput.css';

export interface TimeInputProps {
  label: ReactNode;
  labelHidden?: boolean;
  /** 'HH:mm' (24-hour). */
  value: string;
  onChange: (value: string) => void;
  format?: TimeFormat;
  /** Earliest allowed time, 'HH:mm' (a slot end has the start as minimum). */
  minValue?: string;
  isDisabled?: boolean;
}

function toTime(value: string | undefined): Time | null {
  const t = value ? parseTime(value) : null;
  return t ? new Time(t.hours, t.minutes) : null;
}

/** A segmented time field; an invalid or too-early time shows 'InvalidTime'. */
export function TimeInput({ label, labelHidden, value, onChange, format = '12', minValue, isDisabled = false }: TimeInputProps) {
  const { t } = useTranslation('app');
  const time = toTime(value);
  const min = toTime(minValue);
  const invalid = time === null || (min !== null && time.compare(min) < 0);
  return (
    <TimeField
      className="ui-field ui-time-input"
      value={time}
      onChange={(v) => {
        if (v) onChange(toTimeString(v.hour, v.minute));
      }}
      hourCycle={format === '24' ? 24 : 12}
      isInvalid={invalid}
      isDisabled={isDisabled}
      validationBehavior="aria"
    >
      <FieldLabel isHidden={labelHidden}>{label}</FieldLabel>
      <DateInput className="ui-time-input__input">{(segment) => <DateSegment segment={segment} className="ui-time-input__segment" />}</DateInput>
      <FieldErrorText>{invalid ? t('ui.time.invalid') : null}</FieldErrorText>
    </TimeField>
  );
}
