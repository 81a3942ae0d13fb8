import { useMemo } from 'react';
import type { CartRecord } from '@/data/checkout-local';
import { usePackages, useProducts, useServices } from '@/data/queries/catalogue';
import type { Till } from '@/data/queries/till';
import { useVoucherTerms } from '@/data/queries/voucher-terms';
import { voucherRefusal, type VoucherRefusal } from '@/lib/checkout/voucher-rules';
import { localDayOf } from '@/lib/reports/local-day';

/**
 * Whether the voucher with this code may pay an amount of the cart (its type's scope, its last
 * day), as the device knows it: a function of the amount answering the refusal, or null.
 */
export function useVoucherPaymentRefusal(code: string, cart: CartRecord, till: Till): (amount: number) => VoucherRefusal | null {
  const terms = useVoucherTerms(code);
  const services = useServices();
  const products = useProducts();
  const packages = usePackages();
  const categories = useMemo(() => new Map([...(services ?? []), ...(products ?? []), ...(packages ?? [])].map((i) => [i.id, i.category])), [services, products, packages]);
  return (amount) => {
    if (terms === undefined || terms === null) return null;
    const day = localDayOf(new Date().toISOString(), till.branch.timeZone);
    return voucherRefusal(terms, { code, amount, day, payments: cart.payments }, { lines: cart.lines, cartDiscount: cart.cartDiscount, rates: till.rates }, (id) => categories.get(id));
  };
}
