// The appointments summary of a period: counts by status, no-shows, cancellations, each member's
// utilisation (booked minutes over working minutes) and the next bookings.
import type { AppointmentRow, BookingStatus } from '@/lib/api-types';
import { utilisationOf, type Utilisation } from './utilisation';

export interface Summary {
  bookings: number;
  byStatus: Record<BookingStatus, number>;
  noShows: number;
  attended: number;
  cancellations: number;
  utilisation: Utilisation[];
  next: AppointmentRow[];
}

export interface SummaryInput {
  rows: readonly AppointmentRow[];
  /** Members in display order with their working minutes over the period. */
  members: readonly { id: string; workingMinutes: number }[];
  now: string;
  nextCount: number;
}

export function summarise({ rows, members, now, nextCount }: SummaryInput): Summary {
  const byStatus: Record<BookingStatus, number> = { CONFIRMED: 0, CANCELLED: 0, PENDING_BILLPLZ_PAYMENT: 0, PENDING_CUSTOM_PAYMENT: 0 };
  let noShows = 0;
  let attended = 0;
  let bookings = 0;
  for (const r of rows) {
    if (r.kind === 'Blocker') continue;
    bookings += 1;
    byStatus[r.status] += 1;
    if (r.attendance === 'NO_SHOW') noShows += 1;
    if (r.attendance === 'ATTENDED') attended += 1;
  }
  const utilisation = utilisationOf(rows, members);
  const next = rows
    .filter((r) => r.kind !== 'Blocker' && r.status !== 'CANCELLED' && r.startAt >= now)
    .sort((a, b) => a.startAt.localeCompare(b.startAt))
    .slice(0, nextCount);
  return { bookings, byStatus, noShows, attended, cancellations: byStatus.CANCELLED, utilisation, next };
}
