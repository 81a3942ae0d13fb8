import type { CartLine, Discount, Payment } from '@/lib/checkout/sale-schema';
import { computeTotals, type SaleRates } from '@/lib/checkout/totals';
import { voucherKey } from '@/lib/checkout/voucher-balance';
import type { VoucherTypeRow } from '@/lib/schemas/voucher-type';

/**
 * What a voucher sold from a voucher type may pay (issue 16): the type's scope and the voucher's
 * last day. Free-amount vouchers (no type) pay for anything and never expire. The same rule on the
 * device (a field reason at payment) and the server (409).
 */
export interface VoucherTerms {
  /** The type's scope; null for a free-amount voucher, or when its type is not known. */
  type: Pick<VoucherTypeRow, 'kind' | 'serviceIds' | 'scope' | 'itemIds' | 'categories'> | null;
  /** Its last usable local day, null when it never expires. */
  expiresOn: string | null;
}

export type VoucherRefusal = 'voucherExpired' | 'voucherOutOfScope';

/** The terms of a voucher from the sale line that sold it and the catalogue's voucher types. */
export function voucherTermsOf(line: Pick<CartLine, 'voucherTypeId' | 'voucherExpiresOn'>, types: ReadonlyMap<string, NonNullable<VoucherTerms['type']>>): VoucherTerms {
  return { type: line.voucherTypeId === undefined ? null : (types.get(line.voucherTypeId) ?? null), expiresOn: line.voucherExpiresOn ?? null };
}

/** Whether the voucher pays for the line (its catalogue item's category given by `categoryOf`). */
export function voucherPaysFor(type: NonNullable<VoucherTerms['type']>, line: Pick<CartLine, 'kind' | 'itemId'>, category: string | undefined): boolean {
  if (line.kind === 'voucher' || line.kind === 'credit') return false;
  if (type.kind === 'service') return line.kind === 'service' && line.itemId !== null && type.serviceIds.includes(line.itemId);
  if (type.scope === 'all') return true;
  if (type.scope === 'items') return line.itemId !== null && type.itemIds.includes(line.itemId);
  return category !== undefined && type.categories.includes(category);
}

/**
 * The most the voucher may pay of the sale: the net of the lines it pays for (after discounts;
 * no limit for a voucher that pays for anything), less what other payments with the same code in
 * `payments` already take.
 */
export function voucherLimit(
  terms: VoucherTerms,
  sale: { lines: readonly CartLine[]; cartDiscount: Discount | null; rates: SaleRates },
  categoryOf: (itemId: string) => string | undefined,
): number | null {
  const type = terms.type;
  if (type === null || (type.kind === 'value' && type.scope === 'all')) return null;
  const nets = computeTotals({ lines: sale.lines, cartDiscount: sale.cartDiscount, tip: 0, rates: sale.rates }).lines;
  return sale.lines.reduce((sum, line, i) => (voucherPaysFor(type, line, line.itemId === null ? undefined : categoryOf(line.itemId)) ? sum + (nets[i]?.net ?? 0) : sum), 0);
}

/**
 * Why the voucher cannot pay `amount` (with what `payments` already take on the same code) on
 * the local day `day`, or null when it can.
 */
export function voucherRefusal(
  terms: VoucherTerms,
  request: { code: string; amount: number; day: string; payments: readonly Payment[] },
  sale: { lines: readonly CartLine[]; cartDiscount: Discount | null; rates: SaleRates },
  categoryOf: (itemId: string) => string | undefined,
): VoucherRefusal | null {
  if (terms.expiresOn !== null && request.day > terms.expiresOn) return 'voucherExpired';
  const limit = voucherLimit(terms, sale, categoryOf);
  if (limit === null) return null;
  const key = voucherKey(request.code);
  const taken = request.payments.reduce((sum, p) => sum + (p.method === 'voucher' && voucherKey(p.reference) === key ? p.amount : 0), 0);
  return taken + request.amount > limit ? 'voucherOutOfScope' : null;
}
