// The commission ledger on the device (issue 16): what sales earned and what refunds took back,
// with the device's pending refunds reversed by the server's rule. Kept apart from the patterns'
// and the reports' queries so the dashboard and the pattern lists do not load the reversal rule.
import { useLiveQuery } from 'dexie-react-hooks';
import type { RefundRow, SaleRow } from '@/lib/checkout/rows';
import type { SaleCommissionRow } from '@/lib/commissions/rows';
import { commissionReversals, type CommissionEntry } from '@/lib/commissions/reversal';
import { DEFAULT_TIME_ZONE } from '@/lib/format-date';
import { db, type BookitDb } from '@/data/db';
import { instantWindow } from '@/data/queries/reports';
import { useActiveAccount } from '@/data/queries/useActiveAccount';

/**
 * The reversal rows of the device's refunds that the server's rows do not cover yet (a refund made
 * offline, or not yet answered): worked out by the server's rule (src/lib/commissions/reversal.ts)
 * from the sale's commission ledger, a sale's pending refunds in the order they were made. A refund
 * the server has reversed brings its own rows down the feed, and those are read instead.
 */
export async function pendingReversals(refunds: readonly RefundRow[], database: BookitDb = db): Promise<SaleCommissionRow[]> {
  if (refunds.length === 0) return [];
  const reversed = new Set((await database.saleCommissions.where('refundId').anyOf(refunds.map((r) => r.id)).toArray()).map((r) => r.refundId));
  const pending = refunds.filter((r) => !reversed.has(r.id)).sort((a, b) => a.refundedAt.localeCompare(b.refundedAt) || a.id.localeCompare(b.id));
  if (pending.length === 0) return [];
  const saleIds = [...new Set(pending.map((r) => r.saleId))];
  const ledger = await database.saleCommissions.where('saleId').anyOf(saleIds).toArray();
  const sales = (await database.sales.bulkGet(saleIds)).filter((s) => s !== undefined);
  const zones = new Map((await database.branches.bulkGet([...new Set(sales.map((s) => s.branchId))])).flatMap((b) => (b ? [[b.id, b.timeZone] as const] : [])));
  const out: SaleCommissionRow[] = [];
  for (const sale of sales) {
    let rows: CommissionEntry[] = ledger.filter((c) => c.saleId === sale.id);
    if (!rows.some((c) => c.refundId === null)) continue;
    for (const refund of pending.filter((r) => r.saleId === sale.id)) {
      const made = commissionReversals(rows, sale.totals.total, refund, zones.get(sale.branchId) ?? DEFAULT_TIME_ZONE);
      rows = [...rows, ...made];
      out.push(...made.map((m) => ({ ...m, businessId: sale.businessId, updatedAt: refund.refundedAt, version: 0 })));
    }
  }
  return out;
}

/**
 * The commissions sales earned under a pattern and what refunds took back (the server's rows and
 * the device's pending refunds), newest first; undefined while loading.
 */
export function usePatternCommissions(patternId: string): SaleCommissionRow[] | undefined {
  return useLiveQuery(async () => {
    const rows = await db.saleCommissions.where('patternId').equals(patternId).toArray();
    const refunds = await db.refunds.where('saleId').anyOf([...new Set(rows.map((r) => r.saleId))]).toArray();
    const pending = (await pendingReversals(refunds)).filter((r) => r.patternId === patternId);
    return [...rows, ...pending].sort((a, b) => b.soldAt.localeCompare(a.soldAt) || a.id.localeCompare(b.id));
  }, [patternId]);
}

export interface CommissionInputs {
  /** The commission ledger's rows dated in the window: earnings and reversals, pending ones too. */
  facts: SaleCommissionRow[];
  sales: Map<string, SaleRow>;
}

/**
 * The commission ledger around [start, end]: what sales earned and what refunds took back, each
 * on its own date, with the device's pending refunds reversed by the server's rule, and their
 * sales (only for users the feed sends commission values to; empty for the others).
 */
export function useCommissionInputs(start: string, end: string): CommissionInputs | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    // No period yet (the report's context is still loading): nothing to read.
    if (!businessId || start === '' || end === '') return { facts: [], sales: new Map() };
    const [from, to] = instantWindow(start, end);
    const dated = await db.saleCommissions.where('soldAt').between(from, to, true, false).filter((c) => c.businessId === businessId).toArray();
    const refundedNow = await db.refunds.filter((r) => r.businessId === businessId && r.refundedAt >= from && r.refundedAt < to).toArray();
    const facts = [...dated, ...(await pendingReversals(refundedNow))];
    const sales = (await db.sales.bulkGet([...new Set(facts.map((c) => c.saleId))])).filter((s): s is SaleRow => s !== undefined);
    return { facts, sales: new Map(sales.map((s) => [s.id, s])) };
  }, [businessId, start, end]);
}
