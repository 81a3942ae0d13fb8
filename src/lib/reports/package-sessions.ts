import { holdingBalance, holdingStatus, type HoldingStatus } from '@/lib/packages/balances';
import type { PackageHoldingRow, PackageRedemptionRow } from '@/lib/packages/rows';
import type { ReportFilter } from '@/lib/reports/aggregate';
import { localDayOf } from '@/lib/reports/local-day';

/**
 * Sessions of the packages customers hold (issue 19), from the replicated holdings and their
 * ledger: sessions redeemed in the period (less those a refund gave back, on the day of each
 * movement in the business's time zone) and sessions left now on usable packages. Sessions are
 * not tied to a branch: these figures count every branch.
 */
export interface PackageSessionFigures {
  redeemed: number;
  left: number;
  /** Customers holding a usable package of it. */
  holders: number;
}

export function packageSessionFigures(
  holdings: readonly PackageHoldingRow[],
  redemptions: readonly PackageRedemptionRow[],
  f: Pick<ReportFilter, 'start' | 'end'>,
  timeZone: string,
  today: string,
): Map<string, PackageSessionFigures> {
  const byHolding = new Map<string, PackageRedemptionRow[]>();
  for (const r of redemptions) byHolding.set(r.holdingId, [...(byHolding.get(r.holdingId) ?? []), r]);
  const out = new Map<string, PackageSessionFigures & { customers: Set<string> }>();
  for (const h of holdings) {
    if (h.packageId === null) continue;
    const ledger = byHolding.get(h.id) ?? [];
    const balance = holdingBalance(h, ledger);
    const fig = out.get(h.packageId) ?? { redeemed: 0, left: 0, holders: 0, customers: new Set<string>() };
    for (const m of ledger) {
      if (m.kind === 'void') continue;
      const day = localDayOf(m.createdAt, timeZone);
      if (day >= f.start && day <= f.end) fig.redeemed += m.sessions;
    }
    if (holdingStatus(balance, today) === 'active') {
      fig.left += balance.left;
      fig.customers.add(h.customerId);
    }
    out.set(h.packageId, fig);
  }
  return new Map([...out].map(([id, { customers, ...fig }]) => [id, { ...fig, holders: customers.size }]));
}

export interface PackageHolder {
  holdingId: string;
  customerId: string;
  soldAt: string;
  expiresOn: string | null;
  bought: number;
  /** Sessions used over the holding's life, less those given back. */
  used: number;
  left: number;
  status: HoldingStatus;
}

/** Who holds the package: one row per package bought, usable ones first, then newest. */
export function packageHolders(packageId: string, holdings: readonly PackageHoldingRow[], redemptions: readonly PackageRedemptionRow[], today: string): PackageHolder[] {
  return holdings
    .filter((h) => h.packageId === packageId)
    .map((h) => {
      const b = holdingBalance(h, redemptions);
      const used = b.movements.filter((m) => m.kind !== 'void').reduce((n, m) => n + m.sessions, 0);
      return { holdingId: h.id, customerId: h.customerId, soldAt: h.soldAt, expiresOn: h.expiresOn, bought: b.bought, used, left: b.left, status: holdingStatus(b, today) };
    })
    .sort((a, b) => Number(b.status === 'active') - Number(a.status === 'active') || b.soldAt.localeCompare(a.soldAt));
}
