import type { CartLine } from '@/lib/checkout/sale-schema';
import type { PackageItem } from '@/lib/checkout/rows';
import type { HoldingItem, PackageHoldingRow, PackageRedemptionRow } from '@/lib/packages/rows';

/** What a sale needs to say for its holdings and redemptions. */
export interface SaleFacts {
  id: string;
  businessId: string;
  customerId: string | null;
  lines: readonly CartLine[];
  soldAt: string;
  soldBy: string;
  appointmentId?: string | null | undefined;
}

/**
 * The items a package line holds: its contents when they name their services and products (sales
 * since packages were redeemable), else the catalogue package's items; sessions × quantity.
 */
export function holdingItemsOf(line: CartLine, catalogueItems: readonly PackageItem[] | undefined): HoldingItem[] {
  const contents = line.contents ?? [];
  const named = contents.length > 0 && contents.every((c) => (c.serviceId ?? null) !== null || (c.productId ?? null) !== null);
  const source: HoldingItem[] = named
    ? contents.map((c) => ({ serviceId: c.serviceId ?? null, productId: c.productId ?? null, name: c.name, sessions: c.sessions }))
    : (catalogueItems ?? []).map((i) => ({ serviceId: i.serviceId, productId: i.productId, name: i.name, sessions: i.sessions }));
  return source.map((i) => ({ ...i, sessions: i.sessions * line.quantity }));
}

/** The holdings a sale gives its customer (none without a customer). */
export function holdingsOfSale(sale: SaleFacts, catalogue: (packageId: string) => readonly PackageItem[] | undefined): PackageHoldingRow[] {
  if (sale.customerId === null) return [];
  const customerId = sale.customerId;
  return sale.lines
    .filter((l) => l.kind === 'package')
    .map((l) => ({
      id: l.id,
      businessId: sale.businessId,
      updatedAt: sale.soldAt,
      version: 0,
      customerId,
      saleId: sale.id,
      packageId: l.itemId,
      name: l.name,
      items: holdingItemsOf(l, l.itemId === null ? undefined : catalogue(l.itemId)),
      soldAt: sale.soldAt,
      expiresOn: l.packageExpiresOn ?? null,
      voidedAt: null,
    }))
    .filter((h) => h.items.length > 0);
}

/** The redemptions a sale makes: one per line paid by a package session (id = the line's id). */
export function redemptionsOfSale(sale: SaleFacts): PackageRedemptionRow[] {
  if (sale.customerId === null) return [];
  const customerId = sale.customerId;
  const out: PackageRedemptionRow[] = [];
  for (const l of sale.lines) {
    if (l.packageHoldingId === undefined || l.itemId === null) continue;
    out.push({
      id: l.id,
      businessId: sale.businessId,
      updatedAt: sale.soldAt,
      version: 0,
      holdingId: l.packageHoldingId,
      customerId,
      kind: 'redeem',
      itemId: l.itemId,
      sessions: l.quantity,
      saleId: sale.id,
      lineId: l.id,
      appointmentId: sale.appointmentId ?? null,
      refundId: null,
      createdBy: sale.soldBy,
      createdAt: sale.soldAt,
    });
  }
  return out;
}

/** A refund as the ledger needs it: every refund of a sale gives back the sessions it used, once. */
export interface RefundFacts {
  id: string;
  saleId: string;
  refundedAt: string;
  refundedBy: string;
}

/**
 * The ledger as the device knows it: the server's rows, plus what the device's own sales and
 * refunds imply and the server has not answered yet (unsent, or sent before the next pull). A
 * server row wins over the sale's own copy (same id: the holding is the package line, the
 * redemption the line paid by it). A refund gives back each session its sale used unless a return
 * of that line is known already (the server's, or an earlier refund's), so a session comes back
 * once whatever the number of refunds; the server's return, once pulled, takes the place of the
 * device's.
 */
export function knownLedger(
  server: { holdings: readonly PackageHoldingRow[]; redemptions: readonly PackageRedemptionRow[] },
  localSales: readonly SaleFacts[],
  catalogue: (packageId: string) => readonly PackageItem[] | undefined,
  refunds: readonly RefundFacts[],
): { holdings: PackageHoldingRow[]; redemptions: PackageRedemptionRow[] } {
  const holdings = new Map(server.holdings.map((h) => [h.id, h]));
  const redemptions = new Map(server.redemptions.map((r) => [r.id, r]));
  for (const sale of localSales) {
    for (const h of holdingsOfSale(sale, catalogue)) if (!holdings.has(h.id)) holdings.set(h.id, h);
    for (const r of redemptionsOfSale(sale)) if (!redemptions.has(r.id)) redemptions.set(r.id, r);
  }
  const returned = new Set([...redemptions.values()].flatMap((r) => (r.kind === 'return' && r.lineId !== null ? [r.lineId] : [])));
  const ordered = [...refunds].sort((a, b) => a.refundedAt.localeCompare(b.refundedAt) || a.id.localeCompare(b.id));
  for (const refund of ordered) {
    for (const r of [...redemptions.values()]) {
      if (r.kind !== 'redeem' || r.saleId !== refund.saleId || r.lineId === null || returned.has(r.lineId)) continue;
      returned.add(r.lineId);
      const back: PackageRedemptionRow = {
        ...r, id: `${refund.id}:${r.lineId}`, kind: 'return', sessions: -r.sessions, refundId: refund.id, createdBy: refund.refundedBy, createdAt: refund.refundedAt, updatedAt: refund.refundedAt,
      };
      redemptions.set(back.id, back);
    }
  }
  return { holdings: [...holdings.values()], redemptions: [...redemptions.values()] };
}
