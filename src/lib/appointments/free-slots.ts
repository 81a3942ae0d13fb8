import { findConflicts, type ConflictCandidate, type ConflictRow, type ExtraMinutes } from '@/lib/appointments/conflict';
import { fromLocal } from '@/lib/appointments/series';
import { shiftServices } from '@/lib/appointments/services';
import { addDays } from '@/lib/appointments/time-axis';

const MINUTE = 60_000;

/** A period a member works, as instants (ISO). */
export interface Window {
  start: string;
  end: string;
}

/** Local working periods (minutes from midnight, 1440 the day's end) of the local day `date` as instants in `timeZone`. */
export function dayWindows(date: string, timeZone: string, periods: readonly { start: number; end: number }[]): Window[] {
  const at = (minutes: number) => {
    if (minutes >= 24 * 60) return fromLocal(`${addDays(date, 1)}T00:00`, timeZone);
    const hh = String(Math.floor(minutes / 60)).padStart(2, '0');
    const mm = String(minutes % 60).padStart(2, '0');
    return fromLocal(`${date}T${hh}:${mm}`, timeZone);
  };
  return periods.map((p) => ({ start: at(p.start), end: at(p.end) }));
}

/** The candidate moved to start at `startMs` (its services with it, its length kept). */
export function placeAt(candidate: ConflictCandidate, startMs: number): ConflictCandidate {
  const length = Date.parse(candidate.endAt) - Date.parse(candidate.startAt);
  const startAt = new Date(startMs).toISOString();
  const endAt = new Date(startMs + length).toISOString();
  return { ...candidate, startAt, endAt, services: shiftServices(candidate, { startAt, endAt, memberId: candidate.memberId }) };
}

/**
 * The free starts nearest to the candidate's own start (either side; earlier first on a tie):
 * starts on the slot grid (every `intervalMinutes` from each window's start) where the whole
 * booking fits inside a working window and clashes with nothing in `rows` — for a series, at
 * every occurrence (`offsets`: each occurrence's start less the first's, in ms).
 */
export function suggestFreeSlots(
  candidate: ConflictCandidate,
  rows: readonly ConflictRow[],
  options: { windows: readonly Window[]; intervalMinutes: number; extra: ExtraMinutes; count?: number; offsets?: readonly number[] },
): string[] {
  const wanted = Date.parse(candidate.startAt);
  const length = Date.parse(candidate.endAt) - wanted;
  const step = Math.max(1, options.intervalMinutes) * MINUTE;
  const starts: number[] = [];
  for (const w of options.windows) {
    const end = Date.parse(w.end);
    for (let t = Date.parse(w.start); t + length <= end; t += step) starts.push(t);
  }
  starts.sort((a, b) => Math.abs(a - wanted) - Math.abs(b - wanted) || a - b);
  const out: string[] = [];
  for (const t of starts) {
    const offsets = options.offsets ?? [0];
    if (offsets.every((off) => findConflicts(placeAt(candidate, t + off), rows, options.extra).length === 0)) out.push(new Date(t).toISOString());
    if (out.length >= (options.count ?? 3)) break;
  }
  return out;
}
