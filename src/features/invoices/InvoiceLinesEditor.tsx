import { useTranslation } from 'react-i18next';
import type { FieldErrors } from '@/data/errors';
import type { InvoiceLine } from '@/lib/invoices/schema';
import { fromMinorUnits, toMinorUnits } from '@/lib/money';
import { Button } from '@/ui/Button';
import { NumberField } from '@/ui/NumberField';
import { Switch } from '@/ui/Switch';
import { TextField } from '@/ui/TextField';

const MONEY_FORMAT = { minimumFractionDigits: 2, maximumFractionDigits: 2 };

/** The document's lines: description, quantity, unit price, discount, SST; each editable or removed. */
export function InvoiceLinesEditor({
  lines,
  currency,
  errors,
  onChange,
}: {
  lines: InvoiceLine[];
  currency: string;
  errors: FieldErrors;
  onChange: (lines: InvoiceLine[]) => void;
}) {
  const { t } = useTranslation();
  const update = (index: number, patch: Partial<InvoiceLine>) => onChange(lines.map((l, i) => (i === index ? { ...l, ...patch } : l)));
  const message = (index: number, field: string) => {
    const key = errors[`lines.${index}.${field}`];
    return key ? t(key) : null;
  };
  return (
    <div className="inv-form" role="group" aria-label={t('invoices.lines')}>
      {lines.map((line, index) => (
        <div className="inv-line" key={line.id}>
          <TextField
            label={t('invoices.lineDescription', { n: index + 1 })}
            value={line.description}
            onChange={(description) => update(index, { description })}
            errorMessage={message(index, 'description')}
          />
          <NumberField label={t('invoices.quantity')} value={line.quantity} onChange={(quantity) => update(index, { quantity: Number.isNaN(quantity) ? 1 : quantity })} minValue={1} maxValue={9_999} integer showStepper={false} />
          <NumberField
            label={t('invoices.unitPrice')}
            value={fromMinorUnits(line.unitPrice, currency)}
            onChange={(v) => update(index, { unitPrice: Number.isNaN(v) ? 0 : toMinorUnits(v, currency) })}
            minValue={0}
            step={0.01}
            formatOptions={MONEY_FORMAT}
            showStepper={false}
            errorMessage={message(index, 'unitPrice')}
          />
          <NumberField
            label={t('invoices.lineDiscount')}
            value={line.discountBp / 100}
            onChange={(v) => update(index, { discountBp: Number.isNaN(v) ? 0 : Math.round(v * 100) })}
            minValue={0}
            maxValue={100}
            step={0.5}
            showStepper={false}
          />
          <Switch isSelected={line.taxable} onChange={(taxable) => update(index, { taxable })}>
            {t('invoices.sst')}
          </Switch>
          <Button variant="ghost" icon="trash" onPress={() => onChange(lines.filter((_, i) => i !== index))} aria-label={t('invoices.removeLine', { n: index + 1 })} />
        </div>
      ))}
    </div>
  );
}
