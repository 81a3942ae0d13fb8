import { useLiveQuery } from 'dexie-react-hooks';
import { db as defaultDb, db, type BookitDb } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import type { SaleRow } from '@/lib/checkout/rows';
import { holdingBalance, leftAt, type HoldingBalance } from '@/lib/packages/balances';
import { knownLedger } from '@/lib/packages/from-sales';
import type { PackageHoldingRow, PackageRedemptionRow } from '@/lib/packages/rows';

/**
 * A customer's packages as the device knows them: the server's holdings and session ledger,
 * plus what the device's own sales of that customer and their refunds imply and the server has not
 * answered yet (so a package sold, a session used or given back a moment ago, offline, counts at
 * once). Newest first.
 */
export async function loadCustomerPackages(customerId: string, db: BookitDb = defaultDb): Promise<HoldingBalance[]> {
  const [holdings, redemptions, sales, packages] = await Promise.all([
    db.packageHoldings.where('customerId').equals(customerId).toArray(),
    db.packageRedemptions.where('customerId').equals(customerId).toArray(),
    db.sales.where('customerId').equals(customerId).toArray(),
    db.packages.toArray(),
  ]);
  const catalogue = new Map(packages.map((p) => [p.id, p.items]));
  const refunds = await db.refunds.where('saleId').anyOf(sales.map((s) => s.id)).toArray();
  const known = knownLedger({ holdings, redemptions }, sales, (id) => catalogue.get(id), refunds);
  return known.holdings
    .map((h) => holdingBalance(h, known.redemptions))
    .sort((a, b) => b.holding.soldAt.localeCompare(a.holding.soldAt) || b.holding.id.localeCompare(a.holding.id));
}

/** A customer's packages, live; [] without a customer, undefined while loading. */
export function useCustomerPackages(customerId: string | null): HoldingBalance[] | undefined {
  return useLiveQuery(async () => (customerId === null ? [] : loadCustomerPackages(customerId)), [customerId]);
}

/** What a line paid by a package session shows on the receipt and the sale's details. */
export interface LineSession {
  holdingId: string;
  name: string;
  /** Sessions of the item left after this sale, of `bought`. */
  left: number;
  bought: number;
}

/** For each line of the sale paid by a package session: the package and what was left after it. */
export function useSalePackageSessions(sale: SaleRow | null | undefined): ReadonlyMap<string, LineSession> | undefined {
  return useLiveQuery(async () => {
    const out = new Map<string, LineSession>();
    if (!sale || sale.customerId === null || !sale.lines.some((l) => l.packageHoldingId !== undefined)) return out;
    const balances = await loadCustomerPackages(sale.customerId);
    for (const line of sale.lines) {
      const balance = balances.find((b) => b.holding.id === line.packageHoldingId);
      if (balance === undefined || line.itemId === null) continue;
      const at = leftAt(balance, line.itemId, sale.soldAt);
      if (at !== null) out.set(line.id, { holdingId: balance.holding.id, name: balance.holding.name, ...at });
    }
    return out;
  }, [sale]);
}

/** Every holding and session movement of the business on the device (the packages report). */
export function usePackageLedger(): { holdings: PackageHoldingRow[]; redemptions: PackageRedemptionRow[] } | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!account) return { holdings: [], redemptions: [] };
    const [holdings, redemptions] = await Promise.all([
      db.packageHoldings.filter((h) => h.businessId === account.businessId).toArray(),
      db.packageRedemptions.filter((r) => r.businessId === account.businessId).toArray(),
    ]);
    return { holdings, redemptions };
  }, [account?.businessId]);
}
