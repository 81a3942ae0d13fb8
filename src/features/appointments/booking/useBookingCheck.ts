import { useMemo } from 'react';
import type { AppointmentRow } from '@/lib/api-types';
import type { ConflictCandidate } from '@/lib/appointments/conflict';
import { dayWindows, suggestFreeSlots } from '@/lib/appointments/free-slots';
import { toLocal } from '@/lib/appointments/series';
import { findSeriesConflicts, occurrenceOffsets } from '@/lib/appointments/series-conflicts';
import { workingHoursFor } from '@/lib/appointments/working-hours';
import { useBranchTeam } from '@/data/queries/calendar';
import { useServiceExtras } from '@/data/queries/catalogue';

/**
 * The device's clash check of a booking against the replica's rows — at every occurrence when
 * it repeats (`starts`, the candidate's own first; rows must cover them all) — and the nearest
 * free starts within the member's working hours at the branch, free at every occurrence. The
 * server checks again.
 */
export function useBookingCheck(
  candidate: ConflictCandidate | null,
  rows: readonly AppointmentRow[] | undefined,
  timeZone: string,
  intervalMinutes: number,
  count = 3,
  starts: readonly string[] | null = null,
) {
  const team = useBranchTeam(candidate?.branchId);
  const extra = useServiceExtras();
  return useMemo(() => {
    if (!candidate || !rows) return { clashes: [], suggestions: [] };
    const occurrences = starts ?? [candidate.startAt];
    const clashes = findSeriesConflicts(candidate, occurrences, rows, extra);
    const date = toLocal(candidate.startAt, timeZone).slice(0, 10);
    const member = team?.find((m) => m.id === candidate.memberId);
    const windows = dayWindows(date, timeZone, workingHoursFor(member, candidate.branchId, date));
    const suggestions = clashes.length > 0 || count > 3 ? suggestFreeSlots(candidate, rows, { windows, intervalMinutes, extra, count, offsets: occurrenceOffsets(candidate, occurrences) }) : [];
    return { clashes, suggestions };
  }, [candidate, rows, timeZone, intervalMinutes, count, team, starts, extra]);
}
