import { byKey, type ReportFilter, type RollupFigures } from '@/lib/reports/aggregate';
import { MANUAL_DISCOUNT } from '@/lib/reports/discount-usage';

export interface DiscountUsageRow {
  /** A catalogue discount id, or MANUAL_DISCOUNT. */
  key: string;
  /** Sales that used it. */
  sales: number;
  /** What it took off, in minor units. */
  amount: number;
}

/** Discount usage over the report's period and branch: the largest amount first, typed discounts last. */
export function discountUsage(rows: readonly RollupFigures[], filter: ReportFilter): DiscountUsageRow[] {
  return byKey(rows, 'discount', filter)
    .map(({ key, m }) => ({ key, sales: m.count, amount: m.discount }))
    .filter((r) => r.sales > 0 || r.amount > 0)
    .sort((a, b) => Number(a.key === MANUAL_DISCOUNT) - Number(b.key === MANUAL_DISCOUNT) || b.amount - a.amount || b.sales - a.sales || a.key.localeCompare(b.key));
}
