import { useEffect, useState } from 'react';
import { useLiveQuery } from 'dexie-react-hooks';
import type { AppointmentRow } from '@/lib/api-types';
import { db } from '@/data/db';
import { localDay } from '@/data/local-day';

/**
 * The branch's appointments that start today in `timeZone` (the branch's), by start time;
 * undefined while loading. Rolls over at local midnight.
 */
export function useTodayAppointments(branchId: string | null | undefined, timeZone: string): AppointmentRow[] | undefined {
  const day = useLocalDay(timeZone);
  return useLiveQuery(
    () =>
      branchId
        ? db.appointments.where('[branchId+startAt]').between([branchId, day.startIso], [branchId, day.endIso], true, false).toArray()
        : [],
    [branchId, day.startIso, day.endIso],
  );
}

function useLocalDay(timeZone: string) {
  const [now, setNow] = useState(() => new Date());
  const day = localDay(now, timeZone);
  useEffect(() => {
    const untilMidnight = Math.max(1_000, Date.parse(day.endIso) - Date.now() + 1_000);
    const timer = setTimeout(() => setNow(new Date()), untilMidnight);
    return () => clearTimeout(timer);
  }, [day.endIso]);
  return day;
}
