import type { Payment } from '@/lib/checkout/sale-schema';
import type { BalanceRow, SaleRow } from '@/lib/checkout/rows';
import { computeTotals } from '@/lib/checkout/totals';

/** Voucher codes match whatever their case or surrounding spaces (the server compares upper case). */
export function voucherKey(code: string): string {
  return code.trim().toUpperCase();
}

/**
 * What is left on a voucher as this device knows it: the server's balance as last pulled, plus
 * vouchers sold and minus redemptions in sales still waiting to be sent, minus what the cart being
 * paid already takes from it. Null when the device knows no voucher with that code. The server
 * stays the judge: a late sale from another device that over-redeems is flagged there.
 */
export function voucherAvailable(
  code: string,
  known: { balances: readonly BalanceRow[]; unsentSales: readonly SaleRow[]; cartPayments: readonly Payment[] },
): number | null {
  const key = voucherKey(code);
  if (key === '') return null;
  const row = known.balances.find((b) => b.kind === 'voucher' && b.code !== null && voucherKey(b.code) === key);
  let found = row !== undefined;
  let balance = row?.balance ?? 0;
  for (const sale of known.unsentSales) {
    const nets = computeTotals({ lines: sale.lines, cartDiscount: sale.cartDiscount, tip: 0, rates: sale.rates }).lines;
    sale.lines.forEach((line, i) => {
      // A voucher sold on this device and not sent yet: the server makes its balance row on arrival.
      if (row === undefined && line.kind === 'voucher' && line.voucherCode !== null && voucherKey(line.voucherCode) === key) {
        found = true;
        balance += nets[i]?.net ?? 0;
      }
    });
    balance -= redeemed(key, sale.payments);
  }
  if (!found) return null;
  return balance - redeemed(key, known.cartPayments);
}

function redeemed(key: string, payments: readonly Payment[]): number {
  return payments.reduce((sum, p) => sum + (p.method === 'voucher' && voucherKey(p.reference) === key ? p.amount : 0), 0);
}
