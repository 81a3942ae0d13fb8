import { basisPointsOf } from '@/lib/money';
import type { CartLine, Discount, LineKind, SaleTotals } from '@/lib/checkout/sale-schema';

/** The charge rates a sale is computed with (a snapshot of the settings, stored on the sale). */
export interface SaleRates {
  serviceChargeBp: number;
  taxBp: number;
  taxOnServices: boolean;
  taxOnProducts: boolean;
}

export interface LineAmounts {
  lineId: string;
  /** unitPrice × quantity. */
  gross: number;
  itemDiscount: number;
  /** This line's share of the cart discount. */
  cartDiscount: number;
  net: number;
}

export interface TotalsBreakdown extends Omit<SaleTotals, 'rounding' | 'total'> {
  lines: LineAmounts[];
  /** Net of the lines the tax applies to, plus their share of the service charge. */
  taxBase: number;
  /** What is due before cash rounding. */
  due: number;
}

/** Vouchers sold and credit top-ups are money held for later: no service charge, no tax. */
const CHARGEABLE: ReadonlySet<LineKind> = new Set(['service', 'product', 'package']);

function discountOf(amount: number, discount: Discount | null): number {
  if (discount === null || amount <= 0) return 0;
  const off = discount.type === 'percent' ? basisPointsOf(amount, Math.min(discount.value, 10_000)) : discount.value;
  return Math.min(off, amount);
}

function isTaxable(kind: LineKind, rates: SaleRates): boolean {
  if (kind === 'service' || kind === 'package') return rates.taxOnServices;
  if (kind === 'product') return rates.taxOnProducts;
  return false;
}

/**
 * Splits `amount` over `weights` in proportion, in whole minor units, by largest remainder (ties
 * to the earlier line), so the parts always add up to `amount` exactly.
 */
export function allocate(amount: number, weights: readonly number[]): number[] {
  const sum = weights.reduce((a, b) => a + b, 0);
  if (sum <= 0 || amount === 0) return weights.map(() => 0);
  const parts = weights.map((w) => Math.floor((amount * w) / sum));
  let left = amount - parts.reduce((a, b) => a + b, 0);
  const order = weights
    .map((w, i) => ({ i, rem: (amount * w) % sum }))
    .sort((a, b) => b.rem - a.rem || a.i - b.i);
  for (const { i } of order) {
    if (left <= 0) break;
    parts[i] = (parts[i] ?? 0) + 1;
    left -= 1;
  }
  return parts;
}

/**
 * The one computation of a sale's amounts, used by the cart, the receipt and the server:
 * 1. each line: gross − item discount (a line paid by a package session: 0);
 * 2. the cart discount, split over the lines in proportion to what is left;
 * 3. service charge on the chargeable lines' net;
 * 4. tax on the taxable lines' net plus their share of the service charge, rounded once;
 * 5. tip on top (neither charged nor taxed).
 */
export function computeTotals(input: { lines: readonly CartLine[]; cartDiscount: Discount | null; tip: number; rates: SaleRates }): TotalsBreakdown {
  const { lines, rates } = input;
  // A line paid by a package session was paid for when the package was sold: it costs nothing now.
  const gross = lines.map((l) => (l.packageHoldingId === undefined ? l.unitPrice * l.quantity : 0));
  const afterItem = lines.map((l, i) => (gross[i] ?? 0) - discountOf(gross[i] ?? 0, l.discount));
  const itemsNet = afterItem.reduce((a, b) => a + b, 0);
  const cartDiscountTotal = discountOf(itemsNet, input.cartDiscount);
  const cartShares = allocate(cartDiscountTotal, afterItem);

  const amounts: LineAmounts[] = lines.map((l, i) => {
    const g = gross[i] ?? 0;
    const a = afterItem[i] ?? 0;
    const share = cartShares[i] ?? 0;
    return { lineId: l.id, gross: g, itemDiscount: g - a, cartDiscount: share, net: a - share };
  });

  const chargeable = lines.map((l, i) => (CHARGEABLE.has(l.kind) ? (amounts[i]?.net ?? 0) : 0));
  const chargeableNet = chargeable.reduce((a, b) => a + b, 0);
  const serviceCharge = basisPointsOf(chargeableNet, rates.serviceChargeBp);
  const chargeShares = allocate(serviceCharge, chargeable);

  let taxBase = 0;
  lines.forEach((l, i) => {
    if (isTaxable(l.kind, rates)) taxBase += (amounts[i]?.net ?? 0) + (chargeShares[i] ?? 0);
  });
  const tax = basisPointsOf(taxBase, rates.taxBp);

  const subtotal = gross.reduce((a, b) => a + b, 0);
  const discount = amounts.reduce((a, l) => a + l.itemDiscount + l.cartDiscount, 0);
  const tip = Math.max(0, input.tip);
  return {
    lines: amounts,
    subtotal,
    discount,
    serviceCharge,
    tax,
    tip,
    taxBase,
    due: subtotal - discount + serviceCharge + tax + tip,
  };
}

/** The rates to compute with, from the business's charge settings. */
export function ratesFrom(charges: {
  serviceCharge: { enabled: boolean; rateBp: number };
  sst: { enabled: boolean; rateBp: number; onServices: boolean; onProducts: boolean };
}): SaleRates {
  return {
    serviceChargeBp: charges.serviceCharge.enabled ? charges.serviceCharge.rateBp : 0,
    taxBp: charges.sst.enabled ? charges.sst.rateBp : 0,
    taxOnServices: charges.sst.onServices,
    taxOnProducts: charges.sst.onProducts,
  };
}

/** The stored totals of a sale once paid: the breakdown plus the cash rounding applied. */
export function finalTotals(breakdown: TotalsBreakdown, rounding: number): SaleTotals {
  return {
    subtotal: breakdown.subtotal,
    discount: breakdown.discount,
    serviceCharge: breakdown.serviceCharge,
    tax: breakdown.tax,
    tip: breakdown.tip,
    rounding,
    total: breakdown.due + rounding,
  };
}
