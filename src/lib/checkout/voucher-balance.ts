import type { CartLine, Payment } from '@/lib/checkout/sale-schema';
import type { BalanceRow, SaleRow } from '@/lib/checkout/rows';
import { computeTotals } from '@/lib/checkout/totals';

/** Voucher codes match whatever their case or surrounding spaces (the server compares upper case). */
export function voucherKey(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * What a voucher line puts on its voucher: the type's value per unit when it was sold from a
 * voucher type (an RM 50 voucher sold at RM 45 holds RM 50), else what was paid for it (its net).
 */
export function voucherLineCredit(line: Pick<CartLine, 'quantity' | 'voucherValue'>, net: number): number {
  return line.voucherValue === undefined ? net : line.voucherValue * line.quantity;
}

/**
 * What is left on a voucher as this device knows it, minus what the cart being paid already takes
 * from it. Null when the device knows no voucher with that code.
 *
 * - When the server's balance row has been pulled, it is the start: minus redemptions in sales
 *   still waiting to be sent.
 * - When it has not (a voucher sold a moment ago, here or elsewhere), the device's own sales tell
 *   the whole story: what sales it holds sold on that code, minus what they redeemed. `recentSales`
 *   covers sales already sent whose balance row has not arrived yet (the network dropped between
 *   the send and the next pull).
 *
 * The server stays the judge: a late sale from another device that over-redeems is flagged there.
 */
export function voucherAvailable(
  code: string,
  known: { balances: readonly BalanceRow[]; unsentSales: readonly SaleRow[]; recentSales?: readonly SaleRow[]; cartPayments: readonly Payment[] },
): number | null {
  const key = voucherKey(code);
  if (key === '') return null;
  const row = known.balances.find((b) => b.kind === 'voucher' && b.code !== null && voucherKey(b.code) === key);
  const left = row !== undefined ? row.balance - redeemedIn(key, known.unsentSales) : fromSales(key, [...known.unsentSales, ...(known.recentSales ?? [])]);
  if (left === null) return null;
  return left - redeemed(key, known.cartPayments);
}

/** A voucher's balance from the sales that sold and redeemed it; null when none sold it. */
function fromSales(key: string, sales: readonly SaleRow[]): number | null {
  const unique = [...new Map(sales.map((s) => [s.id, s])).values()];
  let found = false;
  let balance = 0;
  for (const sale of unique) {
    const nets = computeTotals({ lines: sale.lines, cartDiscount: sale.cartDiscount, tip: 0, rates: sale.rates }).lines;
    sale.lines.forEach((line, i) => {
      if (line.kind === 'voucher' && line.voucherCode !== null && voucherKey(line.voucherCode) === key) {
        found = true;
        balance += voucherLineCredit(line, nets[i]?.net ?? 0);
      }
    });
  }
  return found ? balance - redeemedIn(key, unique) : null;
}

function redeemedIn(key: string, sales: readonly SaleRow[]): number {
  return sales.reduce((sum, sale) => sum + redeemed(key, sale.payments), 0);
}

function redeemed(key: string, payments: readonly Payment[]): number {
  return payments.reduce((sum, p) => sum + (p.method === 'voucher' && voucherKey(p.reference) === key ? p.amount : 0), 0);
}
