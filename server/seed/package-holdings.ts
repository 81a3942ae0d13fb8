import { localDayOf } from '@/lib/reports/local-day';
import { packageLastDay } from '@/lib/catalogues/package-validity';
import type { PackageItem } from '@/lib/checkout/rows';
import type { CartLine } from '@/lib/checkout/sale-schema';
import { computeTotals, finalTotals } from '@/lib/checkout/totals';
import { holdingsOfSale, redemptionsOfSale } from '@/lib/packages/from-sales';
import type { PackageValidity } from '@/lib/schemas/package';
import type { Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { insertMany } from '@server/db/insert-many';
import type { SeedSale } from '@server/seed/customer-history';
import type { Prng } from '@server/seed/prng';

const DAY_MS = 86_400_000;
const ZONE = 'Asia/Kuala_Lumpur';
const DEVICE = '0195f0a0-0000-7000-8000-00000000de02';

interface SeedPackage {
  id: string;
  items: readonly PackageItem[];
  seed: { validity: PackageValidity };
}

const soldOn = (at: Date) => localDayOf(at.toISOString(), ZONE);

/**
 * Visits paid by package sessions (issues 15, 16): the customers who bought a package in the last
 * months came back and used part of it, a session every few weeks, before it expired; so the
 * customer record, checkout and the packages report show packages part used. Each visit is a sale
 * whose line is paid by the session (nothing to pay).
 */
export function packageVisits(
  r: Prng,
  now: Date,
  packageSales: readonly SeedSale[],
  packages: readonly SeedPackage[],
  services: readonly { id: string; price: number }[],
  staffIds: readonly string[],
): SeedSale[] {
  const out: SeedSale[] = [];
  let n = 0;
  for (const sale of packageSales) {
    const line = sale.lines.find((l) => l.kind === 'package');
    const pkg = packages.find((p) => p.id === line?.itemId);
    if (line === undefined || pkg === undefined) continue;
    const last = packageLastDay(pkg.seed.validity, soldOn(sale.soldAt));
    const until = Math.min(now.getTime() - DAY_MS, last === null ? Number.POSITIVE_INFINITY : new Date(`${last}T10:00:00+08:00`).getTime());
    for (const item of pkg.items) {
      if (item.serviceId === null) continue;
      // Part used: never the whole package, so every holder has sessions left (or let them expire).
      const uses = Math.min(item.sessions - 1, r.int(0, 3));
      const span = until - sale.soldAt.getTime();
      if (uses <= 0 || span < 7 * DAY_MS) continue;
      for (let i = 1; i <= uses; i++) {
        const at = new Date(sale.soldAt.getTime() + Math.floor((span * i) / (uses + 1)));
        const visit: CartLine = {
          id: r.uuid(), kind: 'service', itemId: item.serviceId, name: item.name, unitPrice: services.find((s) => s.id === item.serviceId)?.price ?? 0,
          quantity: 1, staffId: r.pick(staffIds), discount: null, note: '', voucherCode: null, packageHoldingId: line.id,
        };
        const totals = finalTotals(computeTotals({ lines: [visit], cartDiscount: null, tip: 0, rates: sale.rates }), 0);
        n += 1;
        out.push({
          id: r.uuid(), branchId: sale.branchId, branchCode: sale.branchCode, customerId: sale.customerId, soldBy: r.pick(staffIds), lines: [visit], totals, payments: [],
          soldAt: at, receiptNumber: `${sale.branchCode}-HIST2-${String(n).padStart(6, '0')}`, deviceId: DEVICE, rates: sale.rates,
        });
      }
    }
  }
  return out;
}

/** The holdings the demo's package sales gave and the sessions its visits used, as the sale route writes them. */
export async function seedPackageHoldings(q: Queryable, bid: string, history: readonly SeedSale[], packages: readonly SeedPackage[]): Promise<void> {
  const catalogue = new Map(packages.map((p) => [p.id, p]));
  const holdings = history.flatMap((s) =>
    holdingsOfSale({ ...s, businessId: bid, soldAt: s.soldAt.toISOString() }, (id) => catalogue.get(id)?.items).map((h) => {
      const pkg = h.packageId === null ? undefined : catalogue.get(h.packageId);
      return { ...h, expiresOn: pkg === undefined ? null : packageLastDay(pkg.seed.validity, soldOn(s.soldAt)) };
    }),
  );
  const redemptions = history.flatMap((s) => redemptionsOfSale({ ...s, businessId: bid, soldAt: s.soldAt.toISOString() }));
  if (holdings.length + redemptions.length === 0) return;
  let seq = await nextSeq(q, bid, holdings.length + redemptions.length);
  await insertMany(
    q,
    'package_holdings',
    ['business_id', 'id', 'seq', 'customer_id', 'sale_id', 'package_id', 'name', 'items:jsonb', 'sold_at', 'expires_on', 'updated_at'],
    holdings.map((h) => [bid, h.id, seq++, h.customerId, h.saleId, h.packageId, h.name, JSON.stringify(h.items), h.soldAt, h.expiresOn, h.soldAt]),
  );
  await insertMany(
    q,
    'package_redemptions',
    ['business_id', 'id', 'seq', 'holding_id', 'customer_id', 'kind', 'item_id', 'sessions', 'sale_id', 'line_id', 'created_by', 'created_at', 'updated_at'],
    redemptions.map((m) => [bid, m.id, seq++, m.holdingId, m.customerId, m.kind, m.itemId, m.sessions, m.saleId, m.lineId, m.createdBy, m.createdAt, m.createdAt]),
  );
}
