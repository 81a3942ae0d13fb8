// Live queries of the booking create and details screens.
import { useLiveQuery } from 'dexie-react-hooks';
import type { AppointmentRow, AppointmentSeriesRow, BookingActionRow, ClassAttendeeRow } from '@/lib/api-types';
import { db } from '@/data/db';

/** The booking; null when the replica has none, undefined while loading. */
export function useAppointment(id: string | null | undefined): AppointmentRow | null | undefined {
  return useLiveQuery(async () => (id ? ((await db.appointments.get(id)) ?? null) : null), [id]);
}

/** Its history, oldest first. */
export function useBookingActions(appointmentId: string | null | undefined): BookingActionRow[] | undefined {
  return useLiveQuery(
    async () => (appointmentId ? (await db.bookingActions.where('appointmentId').equals(appointmentId).toArray()).sort((a, b) => a.at.localeCompare(b.at)) : []),
    [appointmentId],
  );
}

/** A class's attendees in booking order (seats first, then the waitlist). */
export function useClassAttendees(appointmentId: string | null | undefined): ClassAttendeeRow[] | undefined {
  return useLiveQuery(
    async () => (appointmentId ? (await db.classAttendees.where('appointmentId').equals(appointmentId).toArray()).sort((a, b) => a.createdAt.localeCompare(b.createdAt)) : []),
    [appointmentId],
  );
}

export function useSeries(seriesId: string | null | undefined): AppointmentSeriesRow | null | undefined {
  return useLiveQuery(async () => (seriesId ? ((await db.appointmentSeries.get(seriesId)) ?? null) : null), [seriesId]);
}
