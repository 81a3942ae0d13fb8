import type { CartLine } from '@/lib/checkout/sale-schema';
import { computeTotals, finalTotals } from '@/lib/checkout/totals';
import type { SeedSale } from '@server/seed/customer-history';
import type { Prng } from '@server/seed/prng';

const RATES = { serviceChargeBp: 0, taxBp: 800, taxOnServices: true, taxOnProducts: false };
const DAY_MS = 86_400_000;
const DEVICE = '0195f0a0-0000-7000-8000-00000000de01';

/**
 * When each demo package was sold (days before the seed ran): a few a month over the past year,
 * so the packages report has figures (the e2e spec counts "Men's Haircut x5": 5 sold).
 */
export const PACKAGE_SALE_DAYS: Readonly<Record<string, readonly number[]>> = {
  "Men's Haircut x5": [3, 40, 95, 160, 300],
  'Blow Dry Club x10': [12, 70, 210],
  'Glow Facial Course': [6, 55, 130, 250],
  'Pamper Day': [20, 180],
};

/** Package sales to regular customers, paid by card at the customer's branch, as the till records them. */
export function pastPackageSales(
  r: Prng,
  now: Date,
  customers: readonly { id: string; branchId: string }[],
  packages: readonly { id: string; seed: { name: string; price: number }; items: readonly { name: string; sessions: number }[] }[],
  staffIds: readonly string[],
  branchCode: (branchId: string) => string,
): SeedSale[] {
  const out: SeedSale[] = [];
  let n = 0;
  for (const p of packages) {
    for (const daysAgo of PACKAGE_SALE_DAYS[p.seed.name] ?? []) {
      const c = r.pick(customers);
      const line: CartLine = {
        id: r.uuid(), kind: 'package', itemId: p.id, name: p.seed.name, unitPrice: p.seed.price, quantity: 1, staffId: null, discount: null, note: '', voucherCode: null,
        contents: p.items.map((i) => ({ name: i.name, sessions: i.sessions })),
      };
      const totals = finalTotals(computeTotals({ lines: [line], cartDiscount: null, tip: 0, rates: RATES }), 0);
      n += 1;
      out.push({
        id: r.uuid(), branchId: c.branchId, branchCode: branchCode(c.branchId), customerId: c.id, soldBy: r.pick(staffIds), lines: [line], totals,
        payments: [{ id: r.uuid(), method: 'card', amount: totals.total, tendered: null, reference: `PKG${String(n).padStart(5, '0')}` }],
        soldAt: new Date(now.getTime() - daysAgo * DAY_MS - r.int(1, 6) * 3_600_000), receiptNumber: `${branchCode(c.branchId)}-HIST1-${String(n).padStart(6, '0')}`, deviceId: DEVICE, rates: RATES,
      });
    }
  }
  return out;
}
