import { useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import {
  DATE_RANGE_PRESETS,
  makePresetRange,
  makeRelativeRange,
  relativeRange,
  type DateRangeValue,
  type PeriodScope,
  type RelativeUnit,
} from '@/lib/date-range';
import { formatDay, toAppLocale } from '@/lib/format-date';
import { Button } from './Button';
import { RangeCalendar } from './Calendar';
import { Icon } from './Icon';
import { NumberField } from './NumberField';
import { PickerOverlay } from './PickerOverlay';
import { Select } from './Select';
import { Tabs } from './Tabs';
import { useBreakpoint } from './useBreakpoint';
import './DateRangePicker.css';

export const DATE_RANGE_POPOVER_MIN_WIDTH = 500;
export const DATE_RANGE_PRESET_LIST_WIDTH = 334;

export interface DateRangePickerProps {
  label: string;
  value: DateRangeValue | null;
  onChange: (value: DateRangeValue) => void;
  /** Today in the business time zone, 'yyyy-MM-dd'. */
  today: string;
  /** One or two month calendars (two become one on small screens). */
  months?: 1 | 2;
}

const UNITS: RelativeUnit[] = ['day', 'week', 'month', 'year'];

/** Date range picker (spec §2.4): absolute (presets + calendar) or relative; weeks start Monday. */
export function DateRangePicker({ label, value, onChange, today, months = 2 }: DateRangePickerProps) {
  const { t, i18n } = useTranslation('app');
  const locale = toAppLocale(i18n.language);
  const isMobile = useBreakpoint() === 'mobile';
  const triggerRef = useRef<HTMLButtonElement | null>(null);
  const [open, setOpen] = useState(false);
  const [tab, setTab] = useState<'absolute' | 'relative'>(value?.type ?? 'absolute');
  const [scope, setScope] = useState<PeriodScope>(value?.type === 'relative' ? value.periodScope : 'past');
  const [amount, setAmount] = useState(value?.type === 'relative' ? value.amount : 7);
  const [unit, setUnit] = useState<RelativeUnit>(value?.type === 'relative' ? value.unit : 'day');

  const fmt = (day: string) => formatDay(day, 'date', { locale });
  const rangeText = (start: string, end: string) => (start === end ? fmt(start) : `${fmt(start)} – ${fmt(end)}`);
  const summary = !value
    ? t('ui.dateRange.placeholder')
    : value.type === 'absolute' && value.presetKey
      ? `${t(`ui.dateRange.presets.${value.presetKey}`)} · ${rangeText(value.start, value.end)}`
      : rangeText(value.start, value.end);

  const commit = (next: DateRangeValue) => {
    onChange(next);
    setOpen(false);
  };

  const preview = relativeRange(amount, unit, scope, today);

  const absolute = (
    <div className="ui-date-range__absolute">
      <ul className="ui-date-range__presets" aria-label={t('ui.dateRange.presetsLabel')} style={isMobile ? undefined : { width: DATE_RANGE_PRESET_LIST_WIDTH }}>
        {DATE_RANGE_PRESETS.map((preset) => (
          <li key={preset}>
            <AriaButton
              className="ui-date-range__preset"
              data-selected={value?.type === 'absolute' && value.presetKey === preset ? true : undefined}
              onPress={() => commit(makePresetRange(preset, today))}
            >
              {t(`ui.dateRange.presets.${preset}`)}
            </AriaButton>
          </li>
        ))}
      </ul>
      <RangeCalendar
        start={value?.start ?? null}
        end={value?.end ?? null}
        months={isMobile ? 1 : months}
        weekStartsOn="mon"
        label={label}
        onChange={(r) => commit({ type: 'absolute', start: r.start, end: r.end })}
      />
    </div>
  );

  const relative = (
    <div className="ui-date-range__relative">
      <div className="ui-date-range__relative-fields">
        <Select
          label={t('ui.dateRange.scope')}
          value={scope}
          onChange={(v) => setScope(v as PeriodScope)}
          options={[
            { value: 'current', label: t('ui.dateRange.scopeCurrent') },
            { value: 'past', label: t('ui.dateRange.scopePast') },
          ]}
        />
        <NumberField label={t('ui.dateRange.amount')} value={amount} onChange={(n) => setAmount(Number.isFinite(n) ? Math.max(1, n) : 1)} minValue={1} integer />
        <Select label={t('ui.dateRange.unit')} value={unit} onChange={(v) => setUnit(v as RelativeUnit)} options={UNITS.map((u) => ({ value: u, label: t(`ui.dateRange.units.${u}`) }))} />
      </div>
      <p className="ui-date-range__preview" aria-live="polite">
        {rangeText(preview.start, preview.end)}
      </p>
      <div className="ui-date-range__apply">
        <Button onPress={() => commit(makeRelativeRange(amount, unit, scope, today))}>{t('ui.apply')}</Button>
      </div>
    </div>
  );

  return (
    <div className="ui-field">
      <AriaButton ref={triggerRef} className="ui-picker-trigger ui-date-range__trigger" onPress={() => setOpen(true)} aria-label={`${label}: ${summary}`}>
        <Icon name="calendar" size={18} />
        <span className="ui-picker-trigger__value">{summary}</span>
        <Icon name="chevronDown" size={18} />
      </AriaButton>
      <PickerOverlay isOpen={open} onOpenChange={setOpen} triggerRef={triggerRef} title={label} asPopover={!isMobile} minWidth={DATE_RANGE_POPOVER_MIN_WIDTH} drawerHeight={0.85}>
        <Tabs
          label={t('ui.dateRange.mode')}
          variant="button"
          selectedKey={tab}
          onSelectionChange={(k) => setTab(k as 'absolute' | 'relative')}
          items={[
            { id: 'absolute', label: t('ui.dateRange.absolute'), content: absolute },
            { id: 'relative', label: t('ui.dateRange.relative'), content: relative },
          ]}
        />
      </PickerOverlay>
    </div>
  );
}
