import { useTranslation } from 'react-i18next';
import type { TotalsBreakdown } from '@/lib/checkout/totals';
import { useMoney } from './useMoney';

const pct = (bp: number) => `${bp / 100}%`;

/** Subtotal, discounts, charges, tax, tip, rounding and the amount due. */
export function TotalsTable({ totals, rounding = 0, taxBp, serviceChargeBp }: { totals: TotalsBreakdown; rounding?: number; taxBp: number; serviceChargeBp: number }) {
  const { t } = useTranslation();
  const money = useMoney();
  const rows: [string, number][] = [[t('receipt.subtotal'), totals.subtotal]];
  if (totals.discount > 0) rows.push([t('receipt.discount'), -totals.discount]);
  if (totals.serviceCharge > 0) rows.push([`${t('receipt.serviceCharge')} ${pct(serviceChargeBp)}`, totals.serviceCharge]);
  if (totals.tax > 0) rows.push([`${t('receipt.tax')} ${pct(taxBp)}`, totals.tax]);
  if (totals.tip > 0) rows.push([t('receipt.tip'), totals.tip]);
  if (rounding !== 0) rows.push([t('receipt.rounding'), rounding]);
  return (
    <dl className="totals-table">
      {rows.map(([label, amount]) => (
        <div key={label} className="totals-table__row">
          <dt>{label}</dt>
          <dd>{money(amount)}</dd>
        </div>
      ))}
      <div className="totals-table__row totals-table__row--total">
        <dt>{t('receipt.total')}</dt>
        <dd data-testid="total-due">{money(totals.due + rounding)}</dd>
      </div>
    </dl>
  );
}
