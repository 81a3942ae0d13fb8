import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { AppointmentServiceLine, BookingConflictProblem, BookingKind } from '@/lib/api-types';
import { slotLabel } from '@/lib/appointments/booking-times';
import type { ConflictCandidate } from '@/lib/appointments/conflict';
import { placeAt } from '@/lib/appointments/free-slots';
import { useStore } from '@/lib/store';
import { isJsonObject, type JsonObject } from '@/data/json';
import { discardEntry, retryEntry } from '@/data/mutations/sync-issues';
import type { StoredOutboxEntry } from '@/data/outbox-entry';
import { preferences } from '@/data/preferences';
import { useAppointment } from '@/data/queries/appointment-details';
import { useCalendarRange, useCalendarSettings } from '@/data/queries/calendar';
import { Button } from '@/ui/Button';
import { toast } from '@/ui/toast';
import { useBookingCheck } from '@/features/appointments/booking/useBookingCheck';

/** A booking or move the server refused for a clash (409 with `conflicts`), else null. */
export function bookingClashOf(entry: StoredOutboxEntry): BookingConflictProblem | null {
  const error = entry.error;
  if (entry.table !== 'appointments' || error?.status !== 409 || !('conflicts' in error)) return null;
  return error as BookingConflictProblem;
}

function candidateOf(entry: StoredOutboxEntry, row: { branchId?: string; kind?: BookingKind } | null | undefined): ConflictCandidate | null {
  const body = isJsonObject(entry.body) ? entry.body : null;
  if (!body || typeof body.startAt !== 'string' || typeof body.endAt !== 'string') return null;
  return {
    id: entry.rowId,
    branchId: row?.branchId ?? (typeof body.branchId === 'string' ? body.branchId : ''),
    kind: row?.kind ?? (body.kind === 'Blocker' || body.kind === 'Class' ? body.kind : 'Appointment'),
    memberId: typeof body.memberId === 'string' ? body.memberId : null,
    startAt: body.startAt,
    endAt: body.endAt,
    services: (Array.isArray(body.services) ? body.services : []) as unknown as AppointmentServiceLine[],
  };
}

/**
 * The three ways out of a refused booking (issue 13): move it to a free time the replica
 * suggests, book anyway where the branch permits double bookings, or cancel it.
 */
export function BookingClashActions({ entry }: { entry: StoredOutboxEntry }) {
  const { t } = useTranslation();
  const { timeZone, timeFormat } = useStore(preferences).calendar;
  const clash = bookingClashOf(entry);
  const row = useAppointment(entry.rowId);
  const candidate = useMemo(() => candidateOf(entry, row), [entry, row]);
  const settings = useCalendarSettings(candidate?.branchId);
  const dayStart = candidate ? Date.parse(candidate.startAt) - 86_400_000 : 0;
  const range = useCalendarRange(candidate?.branchId, new Date(dayStart).toISOString(), new Date(dayStart + 2 * 86_400_000).toISOString());
  const check = useBookingCheck(candidate, range?.rows, timeZone, settings.slotIntervalMinutes, 4);
  const [busy, setBusy] = useState(false);
  if (!clash || !candidate || !isJsonObject(entry.body)) return null;
  const body = entry.body;

  const resend = async (changes: JsonObject) => {
    setBusy(true);
    try {
      await retryEntry(entry.id, { ...body, ...changes });
      toast.success(t('syncIssues.retrying'));
    } finally {
      setBusy(false);
    }
  };
  const moveTo = (startAt: string) => {
    const moved = placeAt(candidate, Date.parse(startAt));
    return resend({ startAt: moved.startAt, endAt: moved.endAt, services: moved.services.map((s) => ({ ...s })) });
  };

  return (
    <div className="sync-issue__actions" role="group" aria-label={t('appointments.conflict.waysOut')}>
      {check.suggestions.map((s) => (
        <Button key={s} variant="secondary" isDisabled={busy} onPress={() => void moveTo(s)}>
          {t('appointments.conflict.moveTo', { time: slotLabel(s, timeZone, timeFormat) })}
        </Button>
      ))}
      {clash.doubleBookingAllowed && (
        <Button variant="secondary" isDisabled={busy} onPress={() => void resend({ allowDoubleBooking: true })}>
          {t('appointments.conflict.bookAnyway')}
        </Button>
      )}
      <Button variant="danger" isDisabled={busy} onPress={() => void discardEntry(entry.id)}>
        {t('appointments.conflict.cancelBooking')}
      </Button>
    </div>
  );
}
