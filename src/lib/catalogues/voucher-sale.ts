import { packageLastDay } from '@/lib/catalogues/package-validity';
import type { VoucherTypeRow } from '@/lib/schemas/voucher-type';

/** What checkout puts on the cart line of a voucher sold from a type. */
export interface VoucherSale {
  name: string;
  /** What the customer pays (minor units). */
  price: number;
  /** What the voucher pays towards later sales (minor units). */
  value: number;
  /** Its last usable local day, or null when it never expires. */
  expiresOn: string | null;
}

/**
 * A voucher of the type sold on `soldOn` (local 'yyyy-MM-dd'). A value voucher holds its value; a
 * service voucher holds what its services cost today (what it pays for them when redeemed).
 */
export function voucherSaleOf(type: VoucherTypeRow, soldOn: string, servicePrices: ReadonlyMap<string, number>): VoucherSale {
  const value = type.kind === 'value' ? type.value : type.serviceIds.reduce((sum, id) => sum + (servicePrices.get(id) ?? 0), 0);
  return { name: type.name, price: type.price, value, expiresOn: packageLastDay(type.validity, soldOn) };
}

/** The voucher types checkout offers: the active ones, by name. */
export function sellableVoucherTypes(types: readonly VoucherTypeRow[]): VoucherTypeRow[] {
  return types.filter((t) => t.active).sort((a, b) => a.name.localeCompare(b.name));
}
