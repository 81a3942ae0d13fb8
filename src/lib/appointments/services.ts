import type { AppointmentRow, AppointmentServiceLine } from '@/lib/api-types';

const MINUTE = 60_000;

function iso(ms: number): string {
  return new Date(ms).toISOString();
}

/**
 * A booking's services after a move or resize to [startAt, endAt) on `memberId`: every service
 * shifts by the same amount, the services of the booking's member go to the new member, and the
 * last service absorbs the change of length (never shorter than a minute).
 */
export function shiftServices(
  row: Pick<AppointmentRow, 'startAt' | 'endAt' | 'memberId'> & { services: readonly AppointmentServiceLine[] },
  to: { startAt: string; endAt: string; memberId: string | null },
): AppointmentServiceLine[] {
  const delta = Date.parse(to.startAt) - Date.parse(row.startAt);
  const stretch = Date.parse(to.endAt) - Date.parse(to.startAt) - (Date.parse(row.endAt) - Date.parse(row.startAt));
  const last = row.services.length - 1;
  return row.services.map((line, i) => {
    const start = Date.parse(line.startAt) + delta;
    const end = Date.parse(line.endAt) + delta + (i === last ? stretch : 0);
    const memberId = to.memberId !== null && line.memberId === row.memberId ? to.memberId : line.memberId;
    return { serviceId: line.serviceId, memberId, startAt: iso(start), endAt: iso(Math.max(end, start + MINUTE)) };
  });
}

/** Services one after another from `startAt`, each for its duration (minutes). */
export function sequentialServices(
  startAt: string,
  items: readonly { serviceId: string; memberId: string; durationMinutes: number }[],
): AppointmentServiceLine[] {
  let cursor = Date.parse(startAt);
  return items.map((item) => {
    const line = { serviceId: item.serviceId, memberId: item.memberId, startAt: iso(cursor), endAt: iso(cursor + item.durationMinutes * MINUTE) };
    cursor += item.durationMinutes * MINUTE;
    return line;
  });
}
