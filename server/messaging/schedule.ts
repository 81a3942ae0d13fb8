import type { AppointmentRow } from '@/lib/api-types';
import { plannedMessages, type AutomaticPurpose } from '@/lib/messaging/schedule';
import type { WhatsappSettings } from '@/lib/messaging/whatsapp-settings';
import type { Queryable } from '@server/db/types';
import { enqueueJob } from '@server/jobs/queue';
import { branchWhatsappSettings } from '@server/messaging/store';

export const WHATSAPP_QUEUE = 'whatsapp.send';

/** What a send job carries: the booking and the start it was planned for (a moved booking's old jobs see a different start and send nothing). */
export interface BookingMessageJob {
  businessId: string;
  appointmentId: string;
  purpose: AutomaticPurpose;
  startAt: string;
}

/**
 * Enqueues the messages a write on bookings calls for, in the write's own transaction (so both
 * commit or neither): a job per planned message, keyed so a repeated write adds nothing. Jobs of
 * a booking that moved or was cancelled stay queued and answer "stale" when they run
 * (server/messaging/send-job.ts checks the booking then). Blockers and walk-ins get nothing.
 */
export async function scheduleBookingMessages(
  q: Queryable,
  businessId: string,
  rows: readonly { row: AppointmentRow; before: AppointmentRow | null }[],
  now: Date = new Date(),
): Promise<void> {
  const settingsByBranch = new Map<string, WhatsappSettings>();
  for (const { row, before } of rows) {
    if (row.kind === 'Blocker' || row.customerId === null) continue;
    const settings = settingsByBranch.get(row.branchId) ?? (await branchWhatsappSettings(q, businessId, row.branchId));
    settingsByBranch.set(row.branchId, settings);
    const planned = plannedMessages(
      {
        id: row.id,
        startAt: row.startAt,
        status: row.status,
        attendance: row.attendance,
        previousStartAt: before?.startAt ?? null,
        previousStatus: before?.status ?? null,
        previousAttendance: before?.attendance ?? null,
      },
      settings,
      now,
    );
    for (const p of planned) {
      const payload: BookingMessageJob = { businessId, appointmentId: row.id, purpose: p.purpose, startAt: row.startAt };
      await enqueueJob(q, { queue: WHATSAPP_QUEUE, key: `${businessId}:${p.key}`, businessId, payload, runAt: new Date(p.runAt), maxAttempts: 8 });
    }
  }
}
