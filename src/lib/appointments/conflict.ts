import type { AppointmentRow, AppointmentServiceLine, BookingKind } from '@/lib/api-types';

/**
 * "Never two bookings in one chair": the one rule the device (against its replica) and the server
 * (against the database) both apply. A booking occupies each of its services' members for that
 * service's time; a blocker occupies its member, or every member of its branch when branch-wide.
 * A service's processing and buffer time (spec §3) follow it and keep its member busy too, so the
 * next booking of that member starts after them.
 * Ranges are half-open [start, end): back-to-back bookings do not clash. Cancelled bookings occupy
 * nothing; two blockers may overlap each other.
 */

/** Minutes each service keeps its member busy after it (processing + buffer), by service id; services not listed add none. */
export type ExtraMinutes = ReadonlyMap<string, number>;

/** No service adds time (a rule for rows without services, or before the catalogue has loaded). */
export const NO_EXTRA_MINUTES: ExtraMinutes = new Map();

/** The extra minutes of each service that has any. */
export function extraMinutesOf(services: Iterable<{ id: string; processingMinutes: number; bufferMinutes: number }>): ExtraMinutes {
  const out = new Map<string, number>();
  for (const s of services) {
    const minutes = Math.max(0, s.processingMinutes) + Math.max(0, s.bufferMinutes);
    if (minutes > 0) out.set(s.id, minutes);
  }
  return out;
}

/** The longest extra time of any service (how far before a candidate a row's extra time can reach). */
export function longestExtra(extra: ExtraMinutes): number {
  return Math.max(0, ...extra.values());
}

export interface ConflictCandidate {
  /** Left out for a booking not yet made; a row never clashes with itself. */
  id?: string;
  branchId: string;
  kind: BookingKind;
  memberId: string | null;
  startAt: string;
  endAt: string;
  services: readonly AppointmentServiceLine[];
}

export type ConflictRow = ConflictCandidate & Pick<AppointmentRow, 'id' | 'status'>;

/** One member (or, null, the whole branch) busy from `start` to `end` (epoch ms). */
export interface Occupancy {
  memberId: string | null;
  start: number;
  end: number;
}

export interface Conflict<R extends ConflictRow = ConflictRow> {
  /** The booking or blocker in the way. */
  row: R;
  /** The member both need at once (null: a branch-wide blocker against the candidate's member). */
  memberId: string | null;
  start: number;
  end: number;
}

export function occupancies(b: ConflictCandidate, extra: ExtraMinutes): Occupancy[] {
  if (b.kind === 'Blocker' || b.services.length === 0) return [{ memberId: b.memberId, start: Date.parse(b.startAt), end: Date.parse(b.endAt) }];
  return b.services.map((s) => ({ memberId: s.memberId, start: Date.parse(s.startAt), end: Date.parse(s.endAt) + (extra.get(s.serviceId) ?? 0) * 60_000 }));
}

function sameChair(a: Occupancy, aBranch: string, b: Occupancy, bBranch: string): boolean {
  if (a.memberId === null || b.memberId === null) return aBranch === bBranch;
  return a.memberId === b.memberId;
}

/** The rows `candidate` clashes with, in the order given; empty when it fits. */
export function findConflicts<R extends ConflictRow>(candidate: ConflictCandidate, rows: Iterable<R>, extra: ExtraMinutes): Conflict<R>[] {
  const mine = occupancies(candidate, extra);
  const out: Conflict<R>[] = [];
  for (const row of rows) {
    if (row.id === candidate.id || row.status === 'CANCELLED') continue;
    if (row.kind === 'Blocker' && candidate.kind === 'Blocker') continue;
    for (const theirs of occupancies(row, extra)) {
      const hit = mine.find((o) => o.start < theirs.end && theirs.start < o.end && sameChair(o, candidate.branchId, theirs, row.branchId));
      if (hit) {
        out.push({ row, memberId: theirs.memberId ?? hit.memberId, start: Math.max(hit.start, theirs.start), end: Math.min(hit.end, theirs.end) });
        break;
      }
    }
  }
  return out;
}

/** The candidate's overall span (epoch ms), to narrow the rows worth checking. */
export function spanOf(candidate: ConflictCandidate, extra: ExtraMinutes): { start: number; end: number } {
  const all = occupancies(candidate, extra);
  return { start: Math.min(...all.map((o) => o.start)), end: Math.max(...all.map((o) => o.end)) };
}

/** Every member the candidate needs (for a branch-wide blocker: none in particular). */
export function membersOf(candidate: ConflictCandidate): string[] {
  return [...new Set(occupancies(candidate, NO_EXTRA_MINUTES).flatMap((o) => (o.memberId === null ? [] : [o.memberId])))];
}
