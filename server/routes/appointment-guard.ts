import type { BookingClash, BookingConflictProblem } from '@/lib/api-types';
import { findConflicts, longestExtra, membersOf, occupancies, type ConflictCandidate } from '@/lib/appointments/conflict';
import type { Queryable } from '@server/db/types';
import type { Outcome } from '@server/http/idempotency';
import { problem } from '@server/http/problem';
import { bookingSettings, busyRows, serviceExtras } from '@server/routes/appointment-store';

/** Clashes listed in a 409 at most (a long series may clash many times). */
const MAX_LISTED = 20;

/**
 * The server's side of "never two bookings in one chair": every candidate (each occurrence of a
 * series, each moved occurrence) against the database, ignoring the rows being moved. Returns
 * the 409 to send, or null when the booking may go ahead (no clash, or a clash the user chose to
 * book over and the branch permits).
 */
export async function refuseClashes(
  q: Queryable,
  businessId: string,
  branchId: string,
  candidates: readonly ConflictCandidate[],
  allowDoubleBooking: boolean,
): Promise<Outcome | null> {
  if (candidates.length === 0) return null;
  const extra = await serviceExtras(q, businessId);
  const spans = candidates.flatMap((c) => occupancies(c, extra));
  // A row ending up to the longest extra time before the candidate can still reach into it.
  const from = new Date(Math.min(...spans.map((s) => s.start)) - longestExtra(extra) * 60_000).toISOString();
  const to = new Date(Math.max(...spans.map((s) => s.end))).toISOString();
  const memberIds = [...new Set(candidates.flatMap(membersOf))];
  const wholeBranch = candidates.some((c) => c.kind === 'Blocker' && c.memberId === null);
  const moving = new Set(candidates.flatMap((c) => (c.id === undefined ? [] : [c.id])));
  const rows = (await busyRows(q, businessId, { branchId, memberIds, wholeBranch, from, to })).filter((r) => !moving.has(r.id));
  const clashes: BookingClash[] = [];
  for (const candidate of candidates) {
    for (const c of findConflicts(candidate, rows, extra)) {
      clashes.push({
        appointmentId: c.row.id,
        kind: c.row.kind,
        memberId: c.memberId,
        startAt: c.row.startAt,
        endAt: c.row.endAt,
        occurrenceStartAt: candidate.startAt,
      });
    }
  }
  if (clashes.length === 0) return null;
  const settings = await bookingSettings(q, businessId, branchId);
  if (allowDoubleBooking && settings.allowDoubleBooking) return null;
  const body: BookingConflictProblem = {
    ...problem(
      409,
      allowDoubleBooking
        ? 'This branch does not permit double bookings.'
        : `The member is already booked at this time (${clashes.length} clash${clashes.length === 1 ? '' : 'es'}).`,
      { startAt: allowDoubleBooking ? 'appointments.conflict.notPermitted' : 'appointments.conflict.overlap' },
    ),
    conflicts: clashes.slice(0, MAX_LISTED),
    doubleBookingAllowed: settings.allowDoubleBooking,
  };
  return { status: 409, body };
}
