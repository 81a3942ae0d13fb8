import { localDayOf } from '@/lib/reports/local-day';
import type { PackageItem } from '@/lib/checkout/rows';
import type { SaleCreateInput } from '@/lib/checkout/sale-schema';
import { packageLastDay } from '@/lib/catalogues/package-validity';
import type { PackageValidity } from '@/lib/schemas/package';
import { holdingBalance, redemptionRefusal, type RedemptionRefusal } from '@/lib/packages/balances';
import { holdingsOfSale, redemptionsOfSale } from '@/lib/packages/from-sales';
import type { PackageHoldingRow, PackageRedemptionRow } from '@/lib/packages/rows';
import type { Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { json, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { toPackageHolding, toPackageRedemption } from '@server/rows/package-mappers';

/**
 * The package ledger a sale or refund moves (issues 15, 16): holdings sold, sessions redeemed,
 * given back and voided. Called inside the write transaction. Unlike stock or credit, a session
 * that is not there cannot be taken: the sale is refused (409) with the reason, and the device
 * keeps it in sync issues.
 */

interface CataloguePackage {
  items: PackageItem[];
  validity: PackageValidity;
}

async function cataloguePackages(q: Queryable, businessId: string, ids: readonly string[]): Promise<Map<string, CataloguePackage>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<DbRow>('SELECT id::text AS id, items, validity FROM packages WHERE business_id = $1 AND id = ANY($2::uuid[])', [businessId, [...new Set(ids)]]);
  return new Map(rows.map((r) => [str(r.id), { items: json<PackageItem[]>(r.items), validity: json<PackageValidity>(r.validity) }]));
}

/** The holdings the sale gives its customer, expiry from the line (else the package's validity from the local day of sale). */
async function saleHoldings(q: Queryable, businessId: string, input: SaleCreateInput, soldBy: string, timeZone: string): Promise<PackageHoldingRow[]> {
  const packageIds = input.lines.flatMap((l) => (l.kind === 'package' && l.itemId !== null ? [l.itemId] : []));
  const catalogue = await cataloguePackages(q, businessId, packageIds);
  const soldOn = localDayOf(input.soldAt, timeZone);
  const facts = { ...input, businessId, soldBy };
  return holdingsOfSale(facts, (id) => catalogue.get(id)?.items).map((h) => {
    const line = input.lines.find((l) => l.id === h.id);
    const pkg = h.packageId === null ? undefined : catalogue.get(h.packageId);
    const expiresOn = line?.packageExpiresOn !== undefined ? line.packageExpiresOn : pkg !== undefined ? packageLastDay(pkg.validity, soldOn) : null;
    return { ...h, expiresOn };
  });
}

export interface RedemptionProblem {
  lineId: string;
  reason: RedemptionRefusal | 'packageUnknown';
}

/**
 * Whether every line the sale pays by a package session may be: the holding is the customer's,
 * not voided, not expired on the local day of sale, holds the item, and has enough left after the
 * sale's earlier lines. Answers the first refusal, or null.
 */
export async function checkRedemptions(q: Queryable, businessId: string, input: SaleCreateInput, soldBy: string, timeZone: string): Promise<RedemptionProblem | null> {
  const wanted = redemptionsOfSale({ ...input, businessId, soldBy });
  const unpaid = input.lines.find((l) => l.packageHoldingId !== undefined && (l.itemId === null || input.customerId === null));
  if (unpaid !== undefined) return { lineId: unpaid.id, reason: input.customerId === null ? 'packageNotCustomers' : 'packageNotCovered' };
  if (wanted.length === 0) return null;
  const ids = [...new Set(wanted.map((r) => r.holdingId))];
  const holdings = new Map((await q.query<DbRow>('SELECT * FROM package_holdings WHERE business_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL', [businessId, ids])).map((r) => {
    const h = toPackageHolding(r);
    return [h.id, h] as const;
  }));
  for (const h of await saleHoldings(q, businessId, input, soldBy, timeZone)) if (!holdings.has(h.id)) holdings.set(h.id, h);
  const ledger = (await q.query<DbRow>('SELECT * FROM package_redemptions WHERE business_id = $1 AND holding_id = ANY($2::uuid[]) AND deleted_at IS NULL', [businessId, ids])).map(
    toPackageRedemption,
  );
  const day = localDayOf(input.soldAt, timeZone);
  for (const r of wanted) {
    const holding = holdings.get(r.holdingId);
    if (holding === undefined) return { lineId: r.id, reason: 'packageUnknown' };
    const refusal = redemptionRefusal(holdingBalance(holding, ledger), { customerId: input.customerId, itemId: r.itemId, quantity: r.sessions, day });
    if (refusal !== null) return { lineId: r.id, reason: refusal };
    ledger.push(r);
  }
  return null;
}

async function insertHolding(q: Queryable, h: PackageHoldingRow, seq: number): Promise<void> {
  await q.query(
    `INSERT INTO package_holdings (business_id, id, seq, customer_id, sale_id, package_id, name, items, sold_at, expires_on)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8::text::jsonb, $9, $10) ON CONFLICT (business_id, id) DO NOTHING`,
    [h.businessId, h.id, seq, h.customerId, h.saleId, h.packageId, h.name, JSON.stringify(h.items), h.soldAt, h.expiresOn],
  );
}

async function insertRedemption(q: Queryable, r: PackageRedemptionRow, seq: number): Promise<void> {
  await q.query(
    `INSERT INTO package_redemptions (business_id, id, seq, holding_id, customer_id, kind, item_id, sessions, sale_id, line_id, appointment_id, refund_id, created_by, created_at)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12, $13, $14) ON CONFLICT (business_id, id) DO NOTHING`,
    [r.businessId, r.id, seq, r.holdingId, r.customerId, r.kind, r.itemId, r.sessions, r.saleId, r.lineId, r.appointmentId, r.refundId, r.createdBy, r.createdAt],
  );
}

/** Writes the holdings the sale sold and the sessions it used (after checkRedemptions passed). */
export async function recordPackageSale(q: Queryable, businessId: string, input: SaleCreateInput, soldBy: string, timeZone: string): Promise<void> {
  const holdings = await saleHoldings(q, businessId, input, soldBy, timeZone);
  const redemptions = redemptionsOfSale({ ...input, businessId, soldBy });
  const count = holdings.length + redemptions.length;
  if (count === 0) return;
  let seq = await nextSeq(q, businessId, count);
  for (const h of holdings) await insertHolding(q, h, seq++);
  for (const r of redemptions) await insertRedemption(q, r, seq++);
}

/**
 * A refund of a sale: the sessions it used go back (once), and the packages it sold are voided
 * (what is left of each item is taken, once). Answers nothing; every row is replicated.
 */
export async function refundPackages(q: Queryable, businessId: string, sale: { id: string; customerId: string | null }, refund: { id: string; by: string; at: string }): Promise<void> {
  const used = (await q.query<DbRow>("SELECT * FROM package_redemptions WHERE business_id = $1 AND sale_id = $2 AND deleted_at IS NULL AND kind IN ('redeem', 'return')", [businessId, sale.id])).map(
    toPackageRedemption,
  );
  const returns: PackageRedemptionRow[] = [];
  for (const r of used.filter((u) => u.kind === 'redeem')) {
    if (used.some((u) => u.kind === 'return' && u.lineId === r.lineId)) continue;
    returns.push({ ...r, id: crypto.randomUUID(), kind: 'return', sessions: -r.sessions, refundId: refund.id, createdBy: refund.by, createdAt: refund.at });
  }
  const sold = (await q.query<DbRow>('SELECT * FROM package_holdings WHERE business_id = $1 AND sale_id = $2 AND voided_at IS NULL AND deleted_at IS NULL', [businessId, sale.id])).map(
    toPackageHolding,
  );
  const voids: PackageRedemptionRow[] = [];
  if (sold.length > 0) {
    const ledger = (await q.query<DbRow>('SELECT * FROM package_redemptions WHERE business_id = $1 AND holding_id = ANY($2::uuid[]) AND deleted_at IS NULL', [businessId, sold.map((h) => h.id)])).map(
      toPackageRedemption,
    );
    for (const h of sold) {
      for (const item of holdingBalance(h, ledger).items) {
        if (item.left <= 0) continue;
        voids.push({
          id: crypto.randomUUID(), businessId, updatedAt: refund.at, version: 1, holdingId: h.id, customerId: h.customerId, kind: 'void', itemId: item.itemId,
          sessions: item.left, saleId: sale.id, lineId: null, appointmentId: null, refundId: refund.id, createdBy: refund.by, createdAt: refund.at,
        });
      }
    }
  }
  const count = returns.length + voids.length + sold.length;
  if (count === 0) return;
  let seq = await nextSeq(q, businessId, count);
  for (const r of [...returns, ...voids]) await insertRedemption(q, r, seq++);
  for (const h of sold) {
    await q.query('UPDATE package_holdings SET voided_at = $3, seq = $4, version = version + 1, updated_at = now() WHERE business_id = $1 AND id = $2', [businessId, h.id, refund.at, seq++]);
  }
}
