import { findConflicts, type Conflict, type ConflictCandidate, type ConflictRow, type ExtraMinutes } from '@/lib/appointments/conflict';
import { placeAt } from '@/lib/appointments/free-slots';
import { expandSeries, MAX_OCCURRENCES, toLocal } from '@/lib/appointments/series';

/**
 * The device's side of the series-wide clash rule (the server checks every occurrence too): a
 * repeating booking is the candidate at each occurrence of its rule, services shifted with it.
 */

/** The instants every occurrence starts at (the candidate's own start first); one start for a one-off or a rule that gives none (the server refuses those). */
export function occurrenceStarts(candidate: Pick<ConflictCandidate, 'startAt' | 'endAt'>, rrule: string | null, timeZone: string): string[] {
  if (rrule === null) return [candidate.startAt];
  const durationMinutes = Math.round((Date.parse(candidate.endAt) - Date.parse(candidate.startAt)) / 60_000);
  const occurrences = expandSeries({ rrule, timeZone, startLocal: toLocal(candidate.startAt, timeZone), durationMinutes, exceptions: [] });
  return occurrences.length === 0 ? [candidate.startAt] : occurrences.slice(0, MAX_OCCURRENCES).map((o) => o.startAt);
}

/** Each occurrence's start as an offset (ms) from the candidate's own start. */
export function occurrenceOffsets(candidate: Pick<ConflictCandidate, 'startAt'>, starts: readonly string[]): number[] {
  const first = Date.parse(candidate.startAt);
  return starts.map((s) => Date.parse(s) - first);
}

/** The clashes of every occurrence, in occurrence order; `occurrenceStartAt` says which one. */
export function findSeriesConflicts<R extends ConflictRow>(
  candidate: ConflictCandidate,
  starts: readonly string[],
  rows: readonly R[],
  extra: ExtraMinutes,
): (Conflict<R> & { occurrenceStartAt: string })[] {
  return starts.flatMap((startAt) => findConflicts(placeAt(candidate, Date.parse(startAt)), rows, extra).map((c) => ({ ...c, occurrenceStartAt: startAt })));
}
