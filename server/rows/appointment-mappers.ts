import type {
  AppointmentSeriesRow,
  BookingActionRow,
  BookingActionType,
  BookingSettingsRow,
  ClassAttendeeRow,
  ClassAttendeeStatus,
  RowMeta,
} from '@/lib/api-types';
import { iso, json, num, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

function meta(r: DbRow): RowMeta {
  return { id: str(r.id), businessId: str(r.business_id), updatedAt: iso(r.updated_at), version: num(r.version) };
}

export function toAppointmentSeries(r: DbRow): AppointmentSeriesRow {
  return {
    ...meta(r),
    branchId: str(r.branch_id),
    rrule: str(r.rrule),
    timeZone: str(r.time_zone),
    startLocal: str(r.start_local),
    durationMinutes: num(r.duration_minutes),
    exceptions: json<string[]>(r.exceptions ?? []),
  };
}

export function toBookingAction(r: DbRow): BookingActionRow {
  return {
    ...meta(r),
    appointmentId: str(r.appointment_id),
    branchId: str(r.branch_id),
    action: str(r.action) as BookingActionType,
    userId: strOrNull(r.user_id),
    at: iso(r.at),
    detail: str(r.detail),
  };
}

export function toClassAttendee(r: DbRow): ClassAttendeeRow {
  return {
    ...meta(r),
    appointmentId: str(r.appointment_id),
    branchId: str(r.branch_id),
    customerId: str(r.customer_id),
    status: str(r.status) as ClassAttendeeStatus,
    createdAt: iso(r.created_at),
  };
}

export function toBookingSettings(r: DbRow): BookingSettingsRow {
  return {
    ...meta(r),
    branchId: str(r.branch_id),
    slotIntervalMinutes: num(r.slot_interval_minutes),
    allowDoubleBooking: r.allow_double_booking === true,
  };
}
