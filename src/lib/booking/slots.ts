// Free slots of the online booking page (issue 20): pure, shared by the server's slot and booking
// routes and their tests. Times are instants (ISO, UTC); days and working hours are local to the
// branch's time zone, so a DST change moves the instants but not the wall-clock grid.
import type { MemberRow } from '@/lib/api-types';
import { findConflicts, occupancies, type ConflictCandidate, type ConflictRow, type ExtraMinutes } from '@/lib/appointments/conflict';
import { dayWindows } from '@/lib/appointments/free-slots';
import { toLocal } from '@/lib/appointments/series';
import { workingHoursFor } from '@/lib/appointments/working-hours';
import type { BookingRules } from '@/lib/booking/settings';

const MINUTE = 60_000;
const NO_EXTRA: ExtraMinutes = new Map();

export interface SlotService {
  id: string;
  durationMinutes: number;
  /** The service's own minutes kept free after it. */
  bufferMinutes: number;
}

export type SlotMember = Pick<MemberRow, 'id' | 'workingHours' | 'branches' | 'timeOff'>;

export interface SlotQuery {
  /** The local day, 'yyyy-MM-dd'. */
  date: string;
  timeZone: string;
  branchId: string;
  /** Performed one after the other by one member. */
  services: readonly SlotService[];
  /** Who may do them (already narrowed to the chosen member, or everyone able for "any"). */
  members: readonly SlotMember[];
  /** Live bookings and blockers of the day that could be in the way. */
  rows: readonly ConflictRow[];
  rules: Pick<BookingRules, 'slotIntervalMinutes' | 'leadTimeMinutes' | 'maxAdvanceDays' | 'bufferBeforeMinutes' | 'bufferAfterMinutes'>;
  /** Services' processing and buffer minutes, which keep a member busy after each line (the clash rule's extra time). */
  extra?: ExtraMinutes;
  nowMs: number;
}

export interface FreeSlot {
  startAt: string;
  /** Members free for the whole booking at this start, in the order given. */
  memberIds: string[];
}

/** The services' lines for a booking starting at `startMs` with `memberId`, one after another (each with its own buffer). */
export function serviceLines(services: readonly SlotService[], memberId: string, startMs: number): { serviceId: string; memberId: string; startAt: string; endAt: string }[] {
  let t = startMs;
  return services.map((s) => {
    const startAt = new Date(t).toISOString();
    const endAt = new Date(t + s.durationMinutes * MINUTE).toISOString();
    t += (s.durationMinutes + s.bufferMinutes) * MINUTE;
    return { serviceId: s.id, memberId, startAt, endAt };
  });
}

/** Minutes the booking's services take, their buffers between them included (not the last one's). */
export function bookingMinutes(services: readonly SlotService[]): number {
  return services.reduce((sum, s, i) => sum + s.durationMinutes + (i < services.length - 1 ? s.bufferMinutes : 0), 0);
}

/**
 * What the booking keeps busy for the clash check: its time widened by the branch's buffers and
 * the last service's extra time (processing and buffer). The line carries no service id, so the
 * clash rule does not add that extra time a second time.
 */
function guarded(q: SlotQuery, memberId: string, startMs: number): ConflictCandidate {
  const last = q.services[q.services.length - 1];
  const lastExtra = last === undefined ? 0 : (q.extra?.get(last.id) ?? last.bufferMinutes);
  const start = startMs - q.rules.bufferBeforeMinutes * MINUTE;
  const end = startMs + (bookingMinutes(q.services) + Math.max(q.rules.bufferAfterMinutes, lastExtra)) * MINUTE;
  const span = { startAt: new Date(start).toISOString(), endAt: new Date(end).toISOString() };
  return { branchId: q.branchId, kind: 'Appointment', memberId, ...span, services: [{ serviceId: '', memberId, ...span }] };
}

function isOff(member: SlotMember, date: string): boolean {
  return member.timeOff.some((t) => t.startDate <= date && date <= t.endDate);
}

/**
 * The rows that can be in `memberId`'s way: those occupying that member, and the branch-wide ones
 * of the branch (the clash rule's "same chair"), so each start is checked against a few rows, not
 * the whole team's.
 */
function rowsInWayOf(rows: readonly ConflictRow[], memberId: string, branchId: string, extra: ExtraMinutes): ConflictRow[] {
  return rows.filter((row) => occupancies(row, extra).some((o) => o.memberId === memberId || (o.memberId === null && row.branchId === branchId)));
}

/**
 * The starts of `date` where the services fit: on the branch's slot grid (local minutes from
 * midnight divisible by the interval), inside one working period of a member, not before now plus
 * the lead time nor after the advance limit, clashing (buffers included) with nothing in `rows`.
 */
export function freeSlots(q: SlotQuery): FreeSlot[] {
  if (q.services.length === 0) return [];
  const length = bookingMinutes(q.services) * MINUTE;
  const earliest = q.nowMs + q.rules.leadTimeMinutes * MINUTE;
  const latest = q.nowMs + q.rules.maxAdvanceDays * 24 * 60 * MINUTE;
  const step = q.rules.slotIntervalMinutes;
  const extra = q.extra ?? NO_EXTRA;
  // The instant of a local minute of the day, or NaN when that minute is not on this day (DST); the same for every member.
  const instants = new Map<number, number>();
  const instantOf = (minute: number): number => {
    let t = instants.get(minute);
    if (t === undefined) {
      t = Date.parse(dayWindows(q.date, q.timeZone, [{ start: minute, end: minute }])[0]?.start ?? '');
      if (Number.isFinite(t) && toLocal(new Date(t), q.timeZone).slice(0, 10) !== q.date) t = Number.NaN;
      instants.set(minute, t);
    }
    return t;
  };
  const byStart = new Map<number, string[]>();
  for (const member of q.members) {
    if (isOff(member, q.date)) continue;
    const periods = workingHoursFor(member, q.branchId, q.date);
    const windows = dayWindows(q.date, q.timeZone, periods);
    const inWay = rowsInWayOf(q.rows, member.id, q.branchId, extra);
    periods.forEach((p, i) => {
      const w = windows[i];
      if (w === undefined) return;
      const windowEnd = Date.parse(w.end);
      for (let m = Math.ceil(p.start / step) * step; m < p.end; m += step) {
        const t = instantOf(m);
        if (!Number.isFinite(t) || t < Date.parse(w.start) || t + length > windowEnd || t < earliest || t > latest) continue;
        if (findConflicts(guarded(q, member.id, t), inWay, extra).length > 0) continue;
        const list = byStart.get(t) ?? [];
        if (!list.includes(member.id)) list.push(member.id);
        byStart.set(t, list);
      }
    });
  }
  return [...byStart.entries()].sort((a, b) => a[0] - b[0]).map(([t, memberIds]) => ({ startAt: new Date(t).toISOString(), memberIds }));
}
