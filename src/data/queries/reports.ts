import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '@/data/db';
import { useActiveAccount } from '@/data/queries/useActiveAccount';
import type { AppointmentRow, CustomerRow } from '@/lib/api-types';
import type { BalanceRow, RefundRow, SaleRow } from '@/lib/checkout/rows';
import type { CreditMovementRow } from '@/lib/customers/ledger';
import type { RollupFigures } from '@/lib/reports/aggregate';
import { shiftDay } from '@/lib/reports/local-day';
import { mergeDeltas, refundDeltas, saleDeltas, type RollupDim } from '@/lib/reports/rollup';
import type { BranchWindow } from '@/lib/reports/utilisation';
import { customerName } from '@/lib/appointments/names';

const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

/**
 * The daily rollups of the given dimensions over [start, end] (branch-local days), from the
 * replica, plus the device's own sales and refunds the server has not counted yet (still in the
 * outbox), so a sale made offline shows at once. Never reads the sales table for a range.
 */
export function useRollups(dims: readonly RollupDim[], start: string, end: string): RollupFigures[] | undefined {
  const account = useActiveAccount();
  const dimsKey = dims.join(',');
  return useLiveQuery(async () => {
    if (!account) return [];
    const wanted = dimsKey.split(',') as RollupDim[];
    const ranges = await Promise.all(wanted.map((dim) => db.reportRollups.where('[dim+day]').between([dim, start], [dim, end], true, true).toArray()));
    const rows: RollupFigures[] = ranges.flat().filter((r) => r.businessId === account.businessId);
    const unsent = await unsentDeltas(account.userId, account.businessId);
    const extra = unsent.filter((d) => wanted.includes(d.dim) && d.day >= start && d.day <= end);
    return mergeDeltas([...rows.map(figures), ...extra]);
  }, [account?.userId, account?.businessId, dimsKey, start, end]);
}

const figures = (r: RollupFigures): RollupFigures => {
  const { branchId, day, dim, key, count, qty, gross, discount, serviceCharge, tax, tip, total, refunds } = r;
  return { branchId, day, dim, key, count, qty, gross, discount, serviceCharge, tax, tip, total, refunds };
};

/** The rollup deltas of this user's sales and refunds still waiting in the outbox. */
async function unsentDeltas(userId: string, businessId: string): Promise<RollupFigures[]> {
  const entries = await db.outbox.where('[userId+businessId]').equals([userId, businessId]).toArray();
  const created = (table: string) => entries.filter((e) => e.table === table && e.effect.op === 'create').map((e) => e.rowId);
  const sales = (await db.sales.bulkGet(created('sales'))).filter((s): s is SaleRow => s !== undefined);
  const refunds = (await db.refunds.bulkGet(created('refunds'))).filter((r): r is RefundRow => r !== undefined);
  if (sales.length === 0 && refunds.length === 0) return [];
  const refunded = (await db.sales.bulkGet(refunds.map((r) => r.saleId))).filter((s): s is SaleRow => s !== undefined);
  const saleById = new Map([...sales, ...refunded].map((s) => [s.id, s]));
  const zones = new Map((await db.branches.bulkGet([...new Set([...saleById.values()].map((s) => s.branchId))])).flatMap((b) => (b ? [[b.id, b.timeZone] as const] : [])));
  const zone = (branchId: string) => zones.get(branchId) ?? DEFAULT_TIME_ZONE;
  return [
    ...sales.flatMap((s) => saleDeltas(s, zone(s.branchId))),
    ...refunds.flatMap((r) => {
      const s = saleById.get(r.saleId);
      return s === undefined ? [] : refundDeltas(r, s, zone(s.branchId));
    }),
  ];
}

/** Every customer of the business (their visit figures, kept by the server), for the customer reports. */
export function useReportCustomers(): CustomerRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => (businessId ? db.customers.where('[businessId+nameKey]').between([businessId, ''], [businessId, '\uffff']).toArray() : []), [businessId]);
}

/** The credit ledger and the vouchers' balances: what the business owes its customers. */
export function useOwedLedgers(): { movements: CreditMovementRow[]; vouchers: BalanceRow[] } | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    if (!businessId) return { movements: [], vouchers: [] };
    const movements = await db.creditMovements.filter((m) => m.businessId === businessId).toArray();
    const vouchers = await db.balances.filter((b) => b.businessId === businessId && b.kind === 'voucher').toArray();
    return { movements, vouchers };
  }, [businessId]);
}

/** Sale times that can fall on the local days [start, end] in any zone (a day either side). */
export const instantWindow = (start: string, end: string): [string, string] => [`${shiftDay(start, -1)}T00:00:00.000Z`, `${shiftDay(end, 2)}T00:00:00.000Z`];

/** Each branch's time zone (the business's default for one the device does not hold). */
export function useBranchZones(): ((branchId: string | null) => string) | undefined {
  const account = useActiveAccount();
  const zones = useLiveQuery(async () => (account ? (await db.branches.filter((b) => b.businessId === account.businessId).toArray()).map((b) => [b.id, b.timeZone] as const) : []), [account?.businessId]);
  return useMemo(() => {
    if (zones === undefined) return undefined;
    const byId = new Map(zones);
    return (branchId: string | null) => (branchId === null ? undefined : byId.get(branchId)) ?? DEFAULT_TIME_ZONE;
  }, [zones]);
}

/** The sales on the device sold around [start, end] (for one member's or one package's lines); none while `enabled` is false. */
export function useSalesAround(start: string, end: string, enabled = true): SaleRow[] | undefined {
  const businessId = useActiveAccount()?.businessId;
  return useLiveQuery(async () => {
    if (!businessId || !enabled || start === '' || end === '') return [];
    const [from, to] = instantWindow(start, end);
    return db.sales.where('soldAt').between(from, to, true, false).filter((s) => s.businessId === businessId).toArray();
  }, [businessId, start, end, enabled]);
}

/** The names of the given customers the device holds, by id; an erased customer (issue 20) is named `erasedLabel`. */
export function useCustomerNames(ids: readonly string[], erasedLabel: string): Map<string, string> | undefined {
  const key = [...new Set(ids)].sort().join(',');
  return useLiveQuery(async () => {
    const wanted = key === '' ? [] : key.split(',');
    const rows = await db.customers.bulkGet(wanted);
    return new Map(rows.flatMap((c) => (c ? [[c.id, customerName(c, erasedLabel)] as const] : [])));
  }, [key, erasedLabel]);
}

/**
 * The bookings (blockers too) starting in each branch's window; undefined while loading, and
 * while new windows are read (never the previous windows' rows).
 */
export function useBookingsIn(windows: readonly BranchWindow[]): AppointmentRow[] | undefined {
  const key = windows.map((w) => `${w.branchId}|${w.from}|${w.to}`).join(',');
  const read = useLiveQuery(async () => {
    const parts = await Promise.all(windows.map((w) => db.appointments.where('[branchId+startAt]').between([w.branchId, w.from], [w.branchId, w.to], true, false).toArray()));
    return { rows: parts.flat(), key };
  }, [key]);
  return read?.key === key ? read.rows : undefined;
}
