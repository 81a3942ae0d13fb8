import { useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { ValidationError } from '@/data/errors';
import { fromMinorUnits, toMinorUnits } from '@/lib/money';
import { Button } from '@/ui/Button';
import { NumberField } from '@/ui/NumberField';
import { Select } from '@/ui/Select';
import { TextField } from '@/ui/TextField';

/** What the amount counts: whole points, or money in a currency (typed with two decimals, saved in minor units). */
export type AdjustmentUnit = { kind: 'points' } | { kind: 'money'; currency: string };

/**
 * A manual adjustment of a ledger: add or deduct an amount, with a reason. `onSave` gets the
 * signed amount (points, or minor units) and does the rest (mutation, toast, leaving the form);
 * a ValidationError it throws shows its reasons at the fields, the amount's under `amountField`.
 */
export function AdjustmentForm({ label, amountLabel, amountField, unit, onSave, cancel }: {
  /** The form's name ("Adjust points"). */
  label: string;
  amountLabel: string;
  /** The field name of the amount in the mutation's reasons ("points", "delta"). */
  amountField: string;
  unit: AdjustmentUnit;
  onSave: (adjustment: { delta: number; reason: string }) => Promise<void>;
  /** The cancel control (a button closing the form, or a link back). */
  cancel: ReactNode;
}) {
  const { t } = useTranslation();
  // Points start empty; money at 0.00.
  const [amount, setAmount] = useState(unit.kind === 'points' ? Number.NaN : 0);
  const [direction, setDirection] = useState<'add' | 'deduct'>('add');
  const [reason, setReason] = useState('');
  const [errors, setErrors] = useState<Record<string, string>>({});
  const submit = async () => {
    const size = unit.kind === 'money' ? toMinorUnits(amount, unit.currency) : Number.isFinite(amount) ? amount : 0;
    try {
      await onSave({ delta: direction === 'add' ? size : -size, reason });
    } catch (error) {
      if (error instanceof ValidationError) setErrors(error.fieldErrors);
      else throw error;
    }
  };
  const amountError = errors[amountField];
  return (
    <form className="customer-form" aria-label={label} onSubmit={(e) => { e.preventDefault(); void submit(); }} noValidate>
      <Select
        label={t('customers.record.direction')}
        options={[{ value: 'add', label: t('customers.record.add') }, { value: 'deduct', label: t('customers.record.deduct') }]}
        value={direction}
        onChange={(v) => { setDirection(v === 'deduct' ? 'deduct' : 'add'); setErrors({}); }}
      />
      {unit.kind === 'points' ? (
        <NumberField
          label={amountLabel}
          integer
          minValue={0}
          value={amount}
          onChange={(v) => { setAmount(v); setErrors({}); }}
          errorMessage={amountError ? t(amountError) : null}
          isRequired
        />
      ) : (
        <NumberField
          label={amountLabel}
          value={fromMinorUnits(toMinorUnits(amount, unit.currency), unit.currency)}
          onChange={(v) => { setAmount(Number.isNaN(v) ? 0 : v); setErrors({}); }}
          minValue={0}
          formatOptions={{ minimumFractionDigits: 2, maximumFractionDigits: 2 }}
          errorMessage={amountError ? t(amountError) : null}
          isRequired
        />
      )}
      <div className="customer-form__wide">
        <TextField label={t('customers.record.reason')} value={reason} onChange={(v) => { setReason(v); setErrors({}); }} errorMessage={errors.reason ? t(errors.reason) : null} isRequired />
      </div>
      <div className="customer-form__actions">
        {cancel}
        <Button type="submit">{t('customers.record.saveAdjustment')}</Button>
      </div>
    </form>
  );
}
