import type { CashMovement, Payment, SaleTotals } from '@/lib/checkout/sale-schema';
import { PAYMENT_METHODS, type PaymentMethod } from '@/lib/checkout/settings';

/** What a Z report needs of a sale and of a refund. */
export interface ShiftSale {
  totals: SaleTotals;
  payments: readonly Payment[];
}
export interface ShiftRefund {
  amount: number;
  method: PaymentMethod;
}

export interface ZReport {
  salesCount: number;
  grossSales: number;
  discounts: number;
  serviceCharge: number;
  tax: number;
  tips: number;
  rounding: number;
  /** Money taken per method (cash net of change). */
  byMethod: Record<PaymentMethod, number>;
  refundsCount: number;
  refunds: number;
  cashIn: number;
  cashOut: number;
  openingFloat: number;
  expectedCash: number;
  countedCash: number | null;
  /** counted − expected: negative is a shortfall. */
  difference: number | null;
}

/**
 * The shift's money, computed the same way on the device (offline) and on the server:
 * expected cash = float + cash taken (net of change) + cash in − cash out − cash refunded.
 */
export function zReport(input: {
  openingFloat: number;
  movements: readonly CashMovement[];
  sales: readonly ShiftSale[];
  refunds: readonly ShiftRefund[];
  countedCash: number | null;
}): ZReport {
  const byMethod = Object.fromEntries(PAYMENT_METHODS.map((m) => [m, 0])) as Record<PaymentMethod, number>;
  let grossSales = 0;
  let discounts = 0;
  let serviceCharge = 0;
  let tax = 0;
  let tips = 0;
  let rounding = 0;
  for (const sale of input.sales) {
    grossSales += sale.totals.subtotal;
    discounts += sale.totals.discount;
    serviceCharge += sale.totals.serviceCharge;
    tax += sale.totals.tax;
    tips += sale.totals.tip;
    rounding += sale.totals.rounding;
    for (const p of sale.payments) byMethod[p.method] += p.amount;
  }
  let refunds = 0;
  let cashRefunds = 0;
  for (const r of input.refunds) {
    refunds += r.amount;
    if (r.method === 'cash') cashRefunds += r.amount;
  }
  const cashIn = input.movements.filter((m) => m.kind === 'in').reduce((a, m) => a + m.amount, 0);
  const cashOut = input.movements.filter((m) => m.kind === 'out').reduce((a, m) => a + m.amount, 0);
  const expectedCash = input.openingFloat + byMethod.cash + cashIn - cashOut - cashRefunds;
  return {
    salesCount: input.sales.length,
    grossSales,
    discounts,
    serviceCharge,
    tax,
    tips,
    rounding,
    byMethod,
    refundsCount: input.refunds.length,
    refunds,
    cashIn,
    cashOut,
    openingFloat: input.openingFloat,
    expectedCash,
    countedCash: input.countedCash,
    difference: input.countedCash === null ? null : input.countedCash - expectedCash,
  };
}
