import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ListBox, ListBoxItem } from 'react-aria-components';
import { from12Hour, minutesOfDay, parseTime, to12Hour, toTimeString, type Period, type TimeFormat } from '@/lib/time';
import './TimeWheels.css';

interface WheelOption {
  id: string;
  label: string;
  disabled: boolean;
}

function Wheel({ label, options, selected, onSelect }: { label: string; options: WheelOption[]; selected: string; onSelect: (id: string) => void }) {
  const ref = useRef<HTMLDivElement | null>(null);
  useEffect(() => {
    // Items render after the collection is built, and the popover positions itself first: wait a frame.
    const frame = requestAnimationFrame(() => {
      const list = ref.current;
      const el = list?.querySelector<HTMLElement>('[data-selected]');
      if (!list || !el) return;
      const delta = el.getBoundingClientRect().top - list.getBoundingClientRect().top;
      list.scrollTop += delta - (list.clientHeight - el.clientHeight) / 2;
    });
    return () => cancelAnimationFrame(frame);
  }, [selected]);
  return (
    <ListBox
      ref={ref}
      aria-label={label}
      className="ui-wheel"
      selectionMode="single"
      disallowEmptySelection
      selectedKeys={[selected]}
      disabledKeys={options.filter((o) => o.disabled).map((o) => o.id)}
      onSelectionChange={(keys) => {
        if (keys === 'all') return;
        const first = [...keys][0];
        if (first !== undefined) onSelect(String(first));
      }}
    >
      {options.map((o) => (
        <ListBoxItem key={o.id} id={o.id} className="ui-wheel__item" textValue={o.label}>
          {o.label}
        </ListBoxItem>
      ))}
    </ListBox>
  );
}

export interface TimeWheelsProps {
  /** Names the group, e.g. "Start". */
  label: string;
  value: string;
  onChange: (value: string) => void;
  format: TimeFormat;
  /** Times before this are disabled ('HH:mm'). */
  minValue?: string | undefined;
  minuteStep?: number;
}

/** Scroll wheels for hours, minutes and (12-hour) AM/PM. */
export function TimeWheels({ label, value, onChange, format, minValue, minuteStep = 1 }: TimeWheelsProps) {
  const { t } = useTranslation('app');
  const time = parseTime(value) ?? { hours: 0, minutes: 0 };
  const min = minValue ? (minutesOfDay(minValue) ?? 0) : 0;
  const { hour, period } = to12Hour(time.hours);
  const tooEarly = (h24: number, m: number) => h24 * 60 + m < min;
  // A whole hour is disabled when even its last minute is too early.
  const hourDisabled = (h24: number) => tooEarly(h24, 59);

  const hours: WheelOption[] =
    format === '24'
      ? Array.from({ length: 24 }, (_, h) => ({ id: String(h), label: String(h).padStart(2, '0'), disabled: hourDisabled(h) }))
      : Array.from({ length: 12 }, (_, i) => {
          const h12 = i + 1;
          return { id: String(h12), label: String(h12), disabled: hourDisabled(from12Hour(h12, period)) };
        });
  const minutes: WheelOption[] = Array.from({ length: Math.ceil(60 / minuteStep) }, (_, i) => {
    const m = i * minuteStep;
    return { id: String(m), label: String(m).padStart(2, '0'), disabled: tooEarly(time.hours, m) };
  });
  const periods: WheelOption[] = [
    { id: '0', label: t('ui.time.am'), disabled: hourDisabled(11) },
    { id: '12', label: t('ui.time.pm'), disabled: false },
  ];

  const emit = (h24: number, m: number) => {
    let total = Math.max(min, h24 * 60 + m);
    total = Math.min(total, 23 * 60 + 59);
    onChange(toTimeString(Math.floor(total / 60), total % 60));
  };

  return (
    <div className="ui-wheels" role="group" aria-label={label}>
      <Wheel
        label={t('ui.time.hour')}
        options={hours}
        selected={format === '24' ? String(time.hours) : String(hour)}
        onSelect={(id) => emit(format === '24' ? Number(id) : from12Hour(Number(id), period), time.minutes)}
      />
      <Wheel label={t('ui.time.minute')} options={minutes} selected={String(time.minutes - (time.minutes % minuteStep))} onSelect={(id) => emit(time.hours, Number(id))} />
      {format === '12' && (
        <Wheel label={t('ui.time.period')} options={periods} selected={String(period)} onSelect={(id) => emit(from12Hour(hour, Number(id) as Period), time.minutes)} />
      )}
    </div>
  );
}
