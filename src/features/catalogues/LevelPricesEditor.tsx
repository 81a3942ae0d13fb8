import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { NumberField } from '@/ui/NumberField';
import { TextField } from '@/ui/TextField';

interface Props {
  value: { level: string; price: number }[];
  onChange: (value: { level: string; price: number }[]) => void;
  errors: Record<string, string>;
  isDisabled: boolean;
  currency: Intl.NumberFormatOptions;
}

/** Prices by staff level (a senior stylist charges more), each a level name and a price. */
export function LevelPricesEditor({ value, onChange, errors, isDisabled, currency }: Props) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<{ level: string; price: number }>) => onChange(value.map((l, j) => (j === i ? { ...l, ...patch } : l)));
  const error = (key: string) => (errors[key] ? t(errors[key]) : null);
  return (
    <fieldset className="catalogue-levels" disabled={isDisabled}>
      <legend>{t('catalogues.services.levelPrices')}</legend>
      <p className="catalogue-hint">{t('catalogues.services.levelPricesHint')}</p>
      {value.map((l, i) => (
        <div className="catalogue-levels__row" key={i}>
          <TextField label={t('catalogues.services.level')} value={l.level} onChange={(level) => set(i, { level })} errorMessage={error(`levelPrices.${i}.level`)} isDisabled={isDisabled} />
          <NumberField
            label={t('catalogues.fields.price')}
            value={l.price}
            minValue={0}
            formatOptions={currency}
            showStepper={false}
            onChange={(price) => set(i, { price })}
            errorMessage={error(`levelPrices.${i}.price`)}
            isDisabled={isDisabled}
          />
          <Button variant="ghost" icon="trash" aria-label={t('catalogues.services.removeLevel', { level: l.level || String(i + 1) })} onPress={() => onChange(value.filter((_, j) => j !== i))} isDisabled={isDisabled} />
        </div>
      ))}
      {!isDisabled && value.length < 10 && (
        <Button variant="secondary" size="small" icon="plus" onPress={() => onChange([...value, { level: '', price: 0 }])}>
          {t('catalogues.services.addLevel')}
        </Button>
      )}
    </fieldset>
  );
}
