import { formatInTimeZone } from 'date-fns-tz';
import type { CartLine } from '@/lib/checkout/sale-schema';
import type { DiscountLine, DiscountMoment } from '@/lib/catalogues/discount-selection';

/** The branch-local day, weekday and time of an instant, as discounts read them. */
export function discountMomentAt(at: Date, timeZone: string): DiscountMoment {
  return {
    day: formatInTimeZone(at, timeZone, 'yyyy-MM-dd'),
    weekday: Number(formatInTimeZone(at, timeZone, 'i')) % 7,
    time: formatInTimeZone(at, timeZone, 'HH:mm'),
  };
}

/** The cart lines a discount can take money off (services, products, packages; not vouchers or credit), with their categories. */
export function discountLinesOf(lines: readonly CartLine[], categoryOf: ReadonlyMap<string, string>): DiscountLine[] {
  return lines
    .filter((l) => l.kind === 'service' || l.kind === 'product' || l.kind === 'package')
    .map((l) => ({ id: l.id, itemId: l.itemId, category: l.itemId === null ? null : (categoryOf.get(l.itemId) ?? null), amount: l.unitPrice * l.quantity }));
}
