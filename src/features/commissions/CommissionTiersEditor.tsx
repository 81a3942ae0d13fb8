import { useTranslation } from 'react-i18next';
import { Button } from '@/ui/Button';
import { NumberField } from '@/ui/NumberField';

type Tier = { fromSales: number; value: number };

interface Props {
  value: Tier[];
  onChange: (value: Tier[]) => void;
  errors: Record<string, string>;
  isDisabled: boolean;
  currency: Intl.NumberFormatOptions;
  /** How the tier's value is shown: percent or currency. */
  valueFormat: Intl.NumberFormatOptions;
}

/** Tiers by the member's sales in the month: from a threshold on, a higher rate applies. */
export function CommissionTiersEditor({ value, onChange, errors, isDisabled, currency, valueFormat }: Props) {
  const { t } = useTranslation();
  const set = (i: number, patch: Partial<Tier>) => onChange(value.map((tier, j) => (j === i ? { ...tier, ...patch } : tier)));
  const error = (key: string) => (errors[key] ? t(errors[key]) : null);
  return (
    <fieldset className="catalogue-levels" disabled={isDisabled}>
      <legend>{t('commissions.tiers.title')}</legend>
      <p className="catalogue-hint">{t('commissions.tiers.hint')}</p>
      {errors.tiers && <p className="catalogue-error" role="alert">{t(errors.tiers)}</p>}
      {value.map((tier, i) => (
        <div className="catalogue-levels__row" key={i}>
          <NumberField label={t('commissions.tiers.fromSales')} value={tier.fromSales} minValue={0} formatOptions={currency} showStepper={false} onChange={(fromSales) => set(i, { fromSales })} errorMessage={error(`tiers.${i}.fromSales`)} isDisabled={isDisabled} />
          <NumberField label={t('commissions.tiers.value')} value={tier.value} minValue={0} formatOptions={valueFormat} showStepper={false} onChange={(v) => set(i, { value: v })} errorMessage={error(`tiers.${i}.value`)} isDisabled={isDisabled} />
          <Button variant="ghost" icon="trash" aria-label={t('commissions.tiers.remove', { n: i + 1 })} onPress={() => onChange(value.filter((_, j) => j !== i))} isDisabled={isDisabled} />
        </div>
      ))}
      {!isDisabled && value.length < 10 && (
        <Button variant="secondary" size="small" icon="plus" onPress={() => onChange([...value, { fromSales: (value.at(-1)?.fromSales ?? 0) + 5000, value: value.at(-1)?.value ?? 0 }])}>
          {t('commissions.tiers.add')}
        </Button>
      )}
    </fieldset>
  );
}
