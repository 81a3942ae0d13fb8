import type { CartLine, Discount } from '@/lib/checkout/sale-schema';
import type { LineAmounts } from '@/lib/checkout/totals';

/** The rollup key of discounts typed at the till (no catalogue discount named). */
export const MANUAL_DISCOUNT = 'manual';

const keyOf = (d: Discount | null): string => d?.discountId ?? MANUAL_DISCOUNT;

/**
 * What a sale's discounts took off, per catalogue discount id (or MANUAL_DISCOUNT): each line's
 * own discount, and the cart discount's shares over the lines. Keys that took nothing are left out.
 */
export function saleDiscountUsage(
  sale: { lines: readonly Pick<CartLine, 'discount'>[]; cartDiscount: Discount | null },
  amounts: readonly Pick<LineAmounts, 'itemDiscount' | 'cartDiscount'>[],
): Map<string, number> {
  const out = new Map<string, number>();
  const add = (key: string, amount: number) => {
    if (amount > 0) out.set(key, (out.get(key) ?? 0) + amount);
  };
  sale.lines.forEach((line, i) => add(keyOf(line.discount), amounts[i]?.itemDiscount ?? 0));
  add(keyOf(sale.cartDiscount), amounts.reduce((a, l) => a + l.cartDiscount, 0));
  return out;
}
