import { useTranslation } from 'react-i18next';
import {
  addSlot,
  DAY_KEYS,
  removeSlot,
  setDayActive,
  slotError,
  updateSlot,
  type DayKey,
  type WeeklyAvailability,
} from '@/lib/availability';
import type { TimeFormat } from '@/lib/time';
import { Button } from './Button';
import { Switch } from './Switch';
import { TimeInput } from './TimeInput';
import './AvailabilityEditor.css';

export interface AvailabilityEditorProps {
  value: WeeklyAvailability;
  onChange: (value: WeeklyAvailability) => void;
  format?: TimeFormat;
  /** First day shown: 0 Sunday (default) to 6. */
  weekStartsOn?: number;
  isDisabled?: boolean;
}

/** 2023-01-01 was a Sunday: day key n is 2023-01-(1+n). */
function dayName(key: DayKey, locale: string): string {
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(Date.UTC(2023, 0, 1 + Number(key)));
}

/** Weekly availability editor with the rules of spec §4 (see src/lib/availability.ts). */
export function AvailabilityEditor({ value, onChange, format = '12', weekStartsOn = 0, isDisabled = false }: AvailabilityEditorProps) {
  const { t, i18n } = useTranslation('app');
  const order = DAY_KEYS.map((_, i) => DAY_KEYS[(i + weekStartsOn) % 7] as DayKey);
  return (
    <div className="ui-availability">
      {order.map((key) => {
        const day = value[key];
        const name = dayName(key, i18n.language || 'en');
        return (
          <section key={key} className="ui-availability__day" aria-label={name} data-active={day.active || undefined}>
            <div className="ui-availability__head">
              <Switch isSelected={day.active} onChange={(on) => onChange(setDayActive(value, key, on))} isDisabled={isDisabled}>
                <span className="ui-availability__name">{name}</span>
              </Switch>
              {!day.active && <span className="ui-availability__off">{t('ui.availability.unavailable')}</span>}
            </div>
            <div className="ui-availability__slots">
              {day.active && day.slots.length === 0 && <p className="ui-availability__hint">{t('ui.availability.noSlotsMeansAvailableAllDay')}</p>}
              {day.slots.map((slot, index) => {
                const error = slotError(slot);
                return (
                  <div key={index} className="ui-availability__slot">
                    <TimeInput
                      label={t('ui.availability.start', { day: name, n: index + 1 })}
                      labelHidden
                      value={slot.start}
                      format={format}
                      isDisabled={isDisabled}
                      onChange={(start) => onChange(updateSlot(value, key, index, { start }))}
                    />
                    <span className="ui-availability__dash" aria-hidden="true">
                      –
                    </span>
                    <TimeInput
                      label={t('ui.availability.end', { day: name, n: index + 1 })}
                      labelHidden
                      value={slot.end}
                      minValue={slot.start}
                      format={format}
                      isDisabled={isDisabled}
                      onChange={(end) => onChange(updateSlot(value, key, index, { end }))}
                    />
                    <Button
                      variant="ghost"
                      icon="trash"
                      aria-label={t('ui.availability.removeSlot', { day: name, n: index + 1 })}
                      isDisabled={isDisabled}
                      onPress={() => onChange(removeSlot(value, key, index))}
                    />
                    {error === 'EndBeforeStart' && <span className="ui-visually-hidden">{t('ui.time.invalid')}</span>}
                  </div>
                );
              })}
              <div>
                <Button variant="ghost" size="small" icon="plus" isDisabled={isDisabled} onPress={() => onChange(addSlot(value, key))} aria-label={t('ui.availability.addSlotFor', { day: name })}>
                  {t('ui.availability.addSlot')}
                </Button>
              </div>
            </div>
          </section>
        );
      })}
    </div>
  );
}
