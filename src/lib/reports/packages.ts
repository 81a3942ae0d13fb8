import type { PackageRow, SaleRow } from '@/lib/checkout/rows';
import { computeTotals } from '@/lib/checkout/totals';
import { byKey, type ReportFilter, type RollupFigures } from '@/lib/reports/aggregate';
import { localDayOf } from '@/lib/reports/local-day';

/**
 * The packages report: what each catalogue package sold in a period, from the item rollups (a
 * package line's item is the package), and one package's sales from the sales on the device.
 */
export type PackageFacts = Pick<PackageRow, 'id' | 'name' | 'items' | 'active'>;

export interface PackageFigures {
  packageId: string;
  name: string;
  /** Packages sold (line quantities). */
  sold: number;
  /** Their net: price less discounts, before tax. */
  revenue: number;
  /** Sessions those packages hold, by the catalogue package's contents. */
  sessions: number;
}

/** Sessions one package buys: the sum over its items. */
export const sessionsPer = (p: Pick<PackageRow, 'items'>): number => p.items.reduce((a, i) => a + i.sessions, 0);

/** Every active package (and any package sold in the filter), best-selling by revenue first. */
export function packageFigures(items: readonly RollupFigures[], packages: readonly PackageFacts[], f: ReportFilter): PackageFigures[] {
  const sold = new Map(byKey(items, 'item', f).map(({ key, m }) => [key, m]));
  return packages
    .filter((p) => p.active || sold.has(p.id))
    .map((p) => {
      const m = sold.get(p.id);
      const qty = m?.qty ?? 0;
      return { packageId: p.id, name: p.name, sold: qty, revenue: m === undefined ? 0 : m.gross - m.discount, sessions: qty * sessionsPer(p) };
    })
    .sort((a, b) => b.revenue - a.revenue || b.sold - a.sold || a.name.localeCompare(b.name));
}

export function packageTotals(rows: readonly PackageFigures[]): { sold: number; revenue: number; sessions: number } {
  return rows.reduce((t, r) => ({ sold: t.sold + r.sold, revenue: t.revenue + r.revenue, sessions: t.sessions + r.sessions }), { sold: 0, revenue: 0, sessions: 0 });
}

export interface PackageSale {
  saleId: string;
  lineId: string;
  day: string;
  soldAt: string;
  branchId: string;
  customerId: string | null;
  receiptNumber: string;
  quantity: number;
  /** The line's net: price less its discounts, before tax. */
  price: number;
}

/** One package's sale lines in the filter (branch-local days), newest first. */
export function packageSales(
  packageId: string,
  sales: readonly Pick<SaleRow, 'id' | 'branchId' | 'customerId' | 'lines' | 'cartDiscount' | 'rates' | 'receiptNumber' | 'soldAt'>[],
  f: ReportFilter,
  zoneOf: (branchId: string) => string,
): PackageSale[] {
  const out: PackageSale[] = [];
  for (const s of sales) {
    if (!s.lines.some((l) => l.kind === 'package' && l.itemId === packageId)) continue;
    const day = localDayOf(s.soldAt, zoneOf(s.branchId));
    if (day < f.start || day > f.end || (f.branchId !== null && s.branchId !== f.branchId)) continue;
    const amounts = computeTotals({ lines: s.lines, cartDiscount: s.cartDiscount, tip: 0, rates: s.rates }).lines;
    s.lines.forEach((l, i) => {
      if (l.kind !== 'package' || l.itemId !== packageId) return;
      const a = amounts[i];
      out.push({
        saleId: s.id,
        lineId: l.id,
        day,
        soldAt: s.soldAt,
        branchId: s.branchId,
        customerId: s.customerId,
        receiptNumber: s.receiptNumber,
        quantity: l.quantity,
        price: (a?.gross ?? 0) - (a?.itemDiscount ?? 0) - (a?.cartDiscount ?? 0),
      });
    });
  }
  return out.sort((a, b) => b.soldAt.localeCompare(a.soldAt) || a.lineId.localeCompare(b.lineId));
}
