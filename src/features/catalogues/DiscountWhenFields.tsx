import { useTranslation } from 'react-i18next';
import { format } from 'date-fns';
import type { DiscountForm } from '@/lib/catalogues/discount-form';
import { DatePicker } from '@/ui/DatePicker';
import { MultiSelect } from '@/ui/MultiSelect';
import { Switch } from '@/ui/Switch';
import { TimeInput } from '@/ui/TimeInput';

interface Props {
  form: DiscountForm;
  errors: Record<string, string>;
  onChange: (patch: Partial<DiscountForm>) => void;
  isDisabled: boolean;
}

const WEEKDAYS = ['sun', 'mon', 'tue', 'wed', 'thu', 'fri', 'sat'] as const;

/** When a discount applies: between two days, on some weekdays, between two times. */
export function DiscountWhenFields({ form, errors, onChange, isDisabled }: Props) {
  const { t } = useTranslation();
  const error = (key: keyof DiscountForm) => (errors[key] ? t(errors[key]) : null);
  const today = format(new Date(), 'yyyy-MM-dd');
  const dated = form.startsOn !== '' || form.endsOn !== '';
  const timed = form.fromTime !== '' || form.untilTime !== '';
  return (
    <div className="catalogue-grid">
      <Switch isSelected={dated} onChange={(on) => onChange(on ? { startsOn: today, endsOn: today } : { startsOn: '', endsOn: '' })} isDisabled={isDisabled}>
        {t('catalogues.discounts.dated')}
      </Switch>
      <Switch isSelected={timed} onChange={(on) => onChange(on ? { fromTime: '10:00', untilTime: '17:00' } : { fromTime: '', untilTime: '' })} isDisabled={isDisabled}>
        {t('catalogues.discounts.timed')}
      </Switch>
      {dated && (
        <>
          <DatePicker label={t('catalogues.discounts.startsOn')} value={form.startsOn || null} onChange={(startsOn) => onChange({ startsOn })} errorMessage={error('startsOn')} isDisabled={isDisabled} />
          <DatePicker label={t('catalogues.discounts.endsOn')} value={form.endsOn || null} onChange={(endsOn) => onChange({ endsOn })} errorMessage={error('endsOn')} isDisabled={isDisabled} />
        </>
      )}
      {timed && (
        <>
          <TimeInput label={t('catalogues.discounts.fromTime')} value={form.fromTime} onChange={(fromTime) => onChange({ fromTime })} format="24" isDisabled={isDisabled} />
          <div>
            <TimeInput label={t('catalogues.discounts.untilTime')} value={form.untilTime} onChange={(untilTime) => onChange({ untilTime })} format="24" isDisabled={isDisabled} />
            {errors.untilTime && <p className="catalogue-error" role="alert">{t(errors.untilTime)}</p>}
          </div>
        </>
      )}
      <MultiSelect
        label={t('catalogues.discounts.days')}
        options={WEEKDAYS.map((d, i) => ({ value: String(i), label: t(`catalogues.discounts.weekdays.${d}`) }))}
        value={form.days.map(String)}
        onChange={(days) => onChange({ days: days.map(Number) })}
        placeholder={t('catalogues.discounts.everyDay')}
        isOptional
        isDisabled={isDisabled}
      />
    </div>
  );
}
