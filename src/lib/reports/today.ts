import type { AppointmentRow, BookingStatus, ProductRow } from '@/lib/api-types';
import { isLow } from '@/lib/catalogues/stock-ledger';

/** Today at a glance (the dashboard): what the branch's appointments and stock say now. */
export interface TodayBookings {
  byStatus: Partial<Record<BookingStatus, number>>;
  noShows: number;
  /** Booked online and waiting for the business (a payment or an approval). */
  waiting: number;
  /** Not cancelled, starting at or after `now`, soonest first. */
  next: AppointmentRow[];
}

export function todayBookings(appointments: readonly AppointmentRow[], nowIso: string, nextCount = 5): TodayBookings {
  const booked = appointments.filter((a) => a.kind !== 'Blocker');
  const byStatus: Partial<Record<BookingStatus, number>> = {};
  for (const a of booked) byStatus[a.status] = (byStatus[a.status] ?? 0) + 1;
  return {
    byStatus,
    noShows: booked.filter((a) => a.attendance === 'NO_SHOW').length,
    waiting: booked.filter((a) => a.status.startsWith('PENDING_')).length,
    next: booked
      .filter((a) => a.status !== 'CANCELLED' && a.startAt >= nowIso)
      .sort((a, b) => a.startAt.localeCompare(b.startAt))
      .slice(0, nextCount),
  };
}

/** Active products at or under the branch's low-stock threshold (all branches when branchId is null). */
export function lowStockProducts(products: readonly ProductRow[], branchId: string | null): ProductRow[] {
  return products.filter((p) => {
    if (!p.active) return false;
    const branches = branchId === null ? Object.keys(p.lowStock) : [branchId];
    return branches.some((b) => isLow(p.stockByBranch[b] ?? 0, p.lowStock[b]));
  });
}
