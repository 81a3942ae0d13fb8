import type {
  AppointmentSeriesRow,
  BookingActionRow,
  BookingActionType,
  BookingSettingsRow,
  ClassAttendeeRow,
  ClassAttendeeStatus,
} from '@/lib/api-types';
import { iso, json, num, rowMetaOf, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

export function toAppointmentSeries(r: DbRow): AppointmentSeriesRow {
  return {
    ...rowMetaOf(r),
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
    ...rowMetaOf(r),
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
    ...rowMetaOf(r),
    appointmentId: str(r.appointment_id),
    branchId: str(r.branch_id),
    customerId: str(r.customer_id),
    status: str(r.status) as ClassAttendeeStatus,
    createdAt: iso(r.created_at),
  };
}

export function toBookingSettings(r: DbRow): BookingSettingsRow {
  return {
    ...rowMetaOf(r),
    branchId: str(r.branch_id),
    slotIntervalMinutes: num(r.slot_interval_minutes) as BookingSettingsRow['slotIntervalMinutes'],
    allowDoubleBooking: r.allow_double_booking === true,
    leadTimeMinutes: num(r.lead_time_minutes),
    maxAdvanceDays: num(r.max_advance_days),
    cancelWindowHours: num(r.cancel_window_hours),
    rescheduleWindowHours: num(r.reschedule_window_hours),
    requireApproval: r.require_approval === true,
    bufferBeforeMinutes: num(r.buffer_before_minutes),
    bufferAfterMinutes: num(r.buffer_after_minutes),
  };
}
