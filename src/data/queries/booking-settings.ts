import { useLiveQuery } from 'dexie-react-hooks';
import { useMemo } from 'react';
import { db } from '@/data/db';
import { rulesOf, type BookingRules } from '@/lib/booking/settings';

/** A branch's booking rules from the replica (defaults for fields or rows not there yet); undefined while loading. */
export function useBookingRules(branchId: string | null | undefined): (BookingRules & { branchId: string }) | undefined {
  const row = useLiveQuery(async () => (branchId ? ((await db.bookingSettings.where('branchId').equals(branchId).first()) ?? null) : null), [branchId]);
  return useMemo(() => {
    if (row === undefined || !branchId) return undefined;
    const { slotIntervalMinutes, leadTimeMinutes, maxAdvanceDays, cancelWindowHours, rescheduleWindowHours, requireApproval, allowDoubleBooking, bufferBeforeMinutes, bufferAfterMinutes } = rulesOf(row ?? undefined);
    return { branchId, slotIntervalMinutes, leadTimeMinutes, maxAdvanceDays, cancelWindowHours, rescheduleWindowHours, requireApproval, allowDoubleBooking, bufferBeforeMinutes, bufferAfterMinutes };
  }, [row, branchId]);
}
