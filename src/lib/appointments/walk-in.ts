// A walk-in goes to the first member (in the team's order) who is working now and free for the
// next `minutes`; null when nobody is.
import type { AppointmentRow } from '@/lib/api-types';
import { findConflicts, type ExtraMinutes } from '@/lib/appointments/conflict';

export interface WalkInInput {
  branchId: string;
  /** Member ids in the order to try, with whether each works at `startAt`. */
  members: readonly { id: string; working: boolean }[];
  rows: readonly AppointmentRow[];
  startAt: string;
  minutes: number;
  /** The services' processing and buffer time, which keep a member busy after a booking. */
  extra: ExtraMinutes;
}

export function firstFreeMember({ branchId, members, rows, startAt, minutes, extra }: WalkInInput): string | null {
  const endAt = new Date(Date.parse(startAt) + minutes * 60_000).toISOString();
  for (const m of members) {
    if (!m.working) continue;
    const clashes = findConflicts({ branchId, kind: 'Appointment', memberId: m.id, startAt, endAt, services: [] }, rows, extra);
    if (clashes.length === 0) return m.id;
  }
  return null;
}

/** `at` rounded up to the next multiple of `interval` minutes (a walk-in starts on a slot). */
export function nextSlot(at: Date, interval: number): string {
  const step = interval * 60_000;
  return new Date(Math.ceil(at.getTime() / step) * step).toISOString();
}
