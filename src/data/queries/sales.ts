import { useLiveQuery } from 'dexie-react-hooks';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import type { RefundRow, SaleAnomalyRow, SaleRow } from '@/lib/checkout/rows';
import type { PaymentMethod } from '@/lib/checkout/settings';

export interface SalesFilter {
  /** ISO instants: sales sold at or after `from` and before `to`. */
  from?: string;
  to?: string;
  method?: PaymentMethod | null;
  /** Receipt number contains, case-insensitive. */
  search?: string;
}

/** Sales of the business, newest first, from the replica (the `soldAt` index bounds the range). */
export function useSales(filter: SalesFilter = {}): SaleRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  const { from, to, method, search } = filter;
  return useLiveQuery(async () => {
    if (!businessId) return [];
    const range = db.sales.where('soldAt').between(from ?? '', to ?? '\uffff', true, false);
    const needle = search?.trim().toLowerCase() ?? '';
    const rows = await range
      .filter(
        (s) =>
          s.businessId === businessId &&
          (method === undefined || method === null || s.payments.some((p) => p.method === method)) &&
          (needle === '' || s.receiptNumber.toLowerCase().includes(needle)),
      )
      .toArray();
    return rows.reverse();
  }, [businessId, from, to, method, search]);
}

export function useSale(id: string | null): SaleRow | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.sales.get(id)) ?? null) : null), [id]);
}

export function useRefundsOf(saleId: string | null): RefundRow[] | undefined {
  return useLiveQuery(async () => (saleId ? db.refunds.where('saleId').equals(saleId).toArray() : []), [saleId]);
}

/** Refunds made in a time range (today's totals). */
export function useRefundsBetween(from: string, to: string): RefundRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(
    async () => db.refunds.filter((r) => r.businessId === businessId && r.refundedAt >= from && r.refundedAt < to).toArray(),
    [businessId, from, to],
  );
}

/** Whether a row still waits in the outbox (not yet on the server). */
export function usePendingIds(table: 'sales' | 'refunds' | 'shifts' | 'saleAnomalies'): Set<string> | undefined {
  const account = useActiveAccount();
  return useLiveQuery(async () => {
    if (!account) return new Set<string>();
    const entries = await db.outbox.where('[userId+businessId]').equals([account.userId, account.businessId]).toArray();
    return new Set(entries.filter((e) => e.table === table).map((e) => e.rowId));
  }, [account?.userId, account?.businessId, table]);
}

/** An anomaly with the receipt number of its sale, when the sale is on this device. */
export interface AnomalyView {
  anomaly: SaleAnomalyRow;
  receiptNumber: string | null;
}

/**
 * The anomalies the server flagged, newest first: the open ones, or those already closed.
 * Only readers with the payment permission at level 1 receive them.
 */
export function useSaleAnomalies(status: 'open' | 'closed'): AnomalyView[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    if (!businessId) return [];
    const rows = await db.saleAnomalies.filter((a) => a.businessId === businessId && (a.resolvedAt === null) === (status === 'open')).toArray();
    rows.sort((a, b) => b.createdAt.localeCompare(a.createdAt) || b.id.localeCompare(a.id));
    const sales = await db.sales.bulkGet(rows.map((a) => a.saleId ?? ''));
    return rows.map((anomaly, i) => ({ anomaly, receiptNumber: sales[i]?.receiptNumber ?? null }));
  }, [businessId, status]);
}

/** How many anomalies wait for review. */
export function useOpenAnomalyCount(): number | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => (businessId ? db.saleAnomalies.filter((a) => a.businessId === businessId && a.resolvedAt === null).count() : 0), [businessId]);
}
