import type { WhatsappSettings } from '@/lib/messaging/whatsapp-settings';

/** The automatic messages of a booking (one job each). */
export type AutomaticPurpose = 'confirmation' | 'rescheduled' | 'cancelled' | 'reminder' | 'noShowFollowUp';

export interface PlannedMessage {
  purpose: AutomaticPurpose;
  /** When it should go (ISO). */
  runAt: string;
  /**
   * Its idempotency key within the appointment: the same fact gives the same key (so a repeated
   * write enqueues nothing new), a new start gives a new one.
   */
  key: string;
}

export interface BookingFacts {
  id: string;
  startAt: string;
  status: string;
  attendance: string | null;
  /** The start before this write, or null for a new booking. */
  previousStartAt: string | null;
  previousStatus: string | null;
  previousAttendance: string | null;
}

const HOUR_MS = 3_600_000;

/**
 * The messages a write on a booking calls for, given the branch's settings and the time now:
 * a confirmation when booked, a note when moved or cancelled, a reminder before the (new) start
 * unless that time has passed, a follow-up after a no-show.
 */
export function plannedMessages(b: BookingFacts, s: WhatsappSettings, now: Date): PlannedMessage[] {
  const out: PlannedMessage[] = [];
  const at = now.toISOString();
  const startMs = Date.parse(b.startAt);
  const cancelled = b.status === 'CANCELLED';
  if (cancelled) {
    if (s.cancelled && b.previousStatus !== null && b.previousStatus !== 'CANCELLED') out.push({ purpose: 'cancelled', runAt: at, key: `${b.id}:cancelled` });
    return out;
  }
  if (b.attendance === 'NO_SHOW') {
    if (s.noShowFollowUp && b.previousAttendance !== 'NO_SHOW') {
      const runAt = new Date(Math.max(now.getTime(), startMs + s.noShowHoursAfter * HOUR_MS)).toISOString();
      out.push({ purpose: 'noShowFollowUp', runAt, key: `${b.id}:noShow` });
    }
    return out;
  }
  if (b.previousStartAt === null) {
    if (s.confirmation) out.push({ purpose: 'confirmation', runAt: at, key: `${b.id}:confirmation` });
  } else if (Date.parse(b.previousStartAt) !== startMs && s.rescheduled) {
    out.push({ purpose: 'rescheduled', runAt: at, key: `${b.id}:rescheduled:${startMs}` });
  }
  const reminderMs = startMs - s.reminderHoursBefore * HOUR_MS;
  if (s.reminder && reminderMs > now.getTime()) out.push({ purpose: 'reminder', runAt: new Date(reminderMs).toISOString(), key: `${b.id}:reminder:${startMs}` });
  return out;
}
