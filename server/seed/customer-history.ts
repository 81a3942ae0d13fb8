import type { CartLine } from '@/lib/checkout/sale-schema';
import { computeTotals, finalTotals } from '@/lib/checkout/totals';
import type { Prng } from '@server/seed/prng';

/** Malaysian checkout defaults, as the demo's checkout settings. */
const RATES = { serviceChargeBp: 0, taxBp: 800, taxOnServices: true, taxOnProducts: false };
const DAY_MS = 86_400_000;
const DEVICE = '0195f0a0-0000-7000-8000-00000000de01';

export interface SeedSale {
  id: string;
  branchId: string;
  branchCode: string;
  customerId: string;
  soldBy: string;
  lines: CartLine[];
  totals: ReturnType<typeof finalTotals>;
  payments: { id: string; method: 'card'; amount: number; tendered: null; reference: string }[];
  soldAt: Date;
  receiptNumber: string;
  deviceId: string;
  rates: typeof RATES;
}

export interface HistoryCustomer {
  id: string;
  branchId: string;
}

/**
 * A lived-in history: most customers have paid visits over the past 14 months (a few regulars
 * often, some lapsed, some none yet), so their visit figures and tags vary as in a real salon.
 */
export function pastSales(
  r: Prng,
  now: Date,
  customers: readonly HistoryCustomer[],
  services: readonly { id: string; name: string; price: number }[],
  staffIds: readonly string[],
  branchCode: (branchId: string) => string,
): SeedSale[] {
  const out: SeedSale[] = [];
  let n = 0;
  for (const c of customers) {
    const kind = r.int(0, 9);
    // 0–2: none yet; 3–5: one or two; 6–7: regulars; 8–9: lapsed (last visit 7+ months ago).
    const visits = kind <= 2 ? 0 : kind <= 5 ? r.int(1, 2) : r.int(3, 9);
    const newestDaysAgo = kind >= 8 ? 210 : 2;
    for (let v = 0; v < visits; v++) {
      const service = r.pick(services);
      const line: CartLine = { id: r.uuid(), kind: 'service', itemId: service.id, name: service.name, unitPrice: service.price, quantity: 1, staffId: r.pick(staffIds), discount: null, note: '', voucherCode: null };
      const totals = finalTotals(computeTotals({ lines: [line], cartDiscount: null, tip: 0, rates: RATES }), 0);
      const soldAt = new Date(now.getTime() - r.int(newestDaysAgo, 420) * DAY_MS - r.int(1, 8) * 3_600_000);
      n += 1;
      out.push({
        id: r.uuid(), branchId: c.branchId, branchCode: branchCode(c.branchId), customerId: c.id, soldBy: r.pick(staffIds), lines: [line], totals,
        payments: [{ id: r.uuid(), method: 'card', amount: totals.total, tendered: null, reference: `APPR${String(n).padStart(5, '0')}` }],
        soldAt, receiptNumber: `${branchCode(c.branchId)}-HIST0-${String(n).padStart(6, '0')}`, deviceId: DEVICE, rates: RATES,
      });
    }
  }
  return out;
}
