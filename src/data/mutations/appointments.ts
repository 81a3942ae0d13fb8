import type { AppointmentServiceLine } from '@/lib/api-types';
import {
  appointmentCreateSchema,
  appointmentPatchSchema,
  approveSchema,
  attendanceSchema,
  cancelSchema,
  classAttendeeCancelSchema,
  classAttendeeCreateSchema,
  rejectSchema,
  rescheduleSchema,
  type RescheduleInput,
} from '@/lib/schemas/appointment';
import { shiftServices } from '@/lib/appointments/services';
import { db } from '@/data/db';
import { RowNotFoundError } from '@/data/errors';
import { defineAction, defineCreate, defineUpdate } from '@/data/mutations/define';
import type { EnqueueOptions } from '@/data/mutations/enqueue';

const appointmentsPath = (businessId: string) => `/b/${businessId}/appointments`;
const appointmentPath = (businessId: string, id: string) => `${appointmentsPath(businessId)}/${id}`;

/**
 * A booking, blocker or class (with `rrule`, the first occurrence of a series the server
 * expands in the branch's time zone). Resolves to the new row's id.
 */
export const createAppointment = defineCreate({
  table: 'appointments',
  schema: appointmentCreateSchema,
  path: appointmentsPath,
  toRow: (input, { account, now }) => {
    const first: AppointmentServiceLine | undefined = input.services[0];
    return {
      id: input.id,
      businessId: account.businessId,
      branchId: input.branchId,
      kind: input.kind,
      status: input.status,
      source: input.source,
      customerId: input.customerId,
      memberId: first?.memberId ?? input.memberId,
      serviceId: first?.serviceId ?? null,
      startAt: input.startAt,
      endAt: input.endAt,
      notes: input.notes,
      services: input.services,
      seriesId: null,
      attendance: null,
      tags: [],
      cancelReason: null,
      allowDoubleBooking: input.allowDoubleBooking,
      capacity: input.capacity,
      saleId: null,
      createdBy: account.userId,
      updatedAt: now,
      version: 0,
    };
  },
});

/** Notes or customer, per field (last writer wins). */
export const updateAppointment = defineUpdate({ table: 'appointments', schema: appointmentPatchSchema, path: appointmentPath });

const reschedule = defineAction({
  table: 'appointments',
  schema: rescheduleSchema,
  path: (businessId, id) => `${appointmentPath(businessId, id)}/reschedule`,
  patch: (input) => ({
    startAt: input.startAt,
    endAt: input.endAt,
    memberId: input.memberId,
    services: input.services,
    allowDoubleBooking: input.allowDoubleBooking,
  }),
});

/**
 * Moves a booking (another time, member or duration). Its services move with it: shifted by the
 * same amount, the first one's member following `memberId`, unless `services` are given. The
 * server refuses a clash (409) unless `allowDoubleBooking` and the branch permits it; `scope`
 * picks this occurrence, this and the following, or the whole series.
 */
export type RescheduleAppointmentInput = Omit<RescheduleInput, 'services'> & { services?: AppointmentServiceLine[] };

export async function rescheduleAppointment(id: string, input: RescheduleAppointmentInput, options: EnqueueOptions = {}): Promise<void> {
  const services = input.services ?? (await currentServices(id, input, options));
  return reschedule(id, { ...input, services }, options);
}

async function currentServices(id: string, input: RescheduleAppointmentInput, options: EnqueueOptions): Promise<AppointmentServiceLine[]> {
  const row = await (options.db ?? db).appointments.get(id);
  if (!row) throw new RowNotFoundError('appointments', id);
  return shiftServices(row, { startAt: input.startAt, endAt: input.endAt, memberId: input.memberId });
}

export const setAttendance = defineAction({
  table: 'appointments',
  schema: attendanceSchema,
  path: (businessId, id) => `${appointmentPath(businessId, id)}/attendance`,
  patch: (input) => ({ attendance: input.attendance }),
});

/** Cancels with a reason; `scope` for a series occurrence (default this one). */
export const cancelAppointment = defineAction({
  table: 'appointments',
  schema: cancelSchema,
  path: (businessId, id) => `${appointmentPath(businessId, id)}/cancel`,
  patch: (input) => ({ status: 'CANCELLED', cancelReason: input.reason }),
});

/** MERCHANT_CONFIRM of a pending booking. */
export const approveAppointment = defineAction({
  table: 'appointments',
  schema: approveSchema,
  path: (businessId, id) => `${appointmentPath(businessId, id)}/approve`,
  patch: () => ({ status: 'CONFIRMED' }),
});

/** MERCHAT_REJECT of a pending booking (it is cancelled). */
export const rejectAppointment = defineAction({
  table: 'appointments',
  schema: rejectSchema,
  path: (businessId, id) => `${appointmentPath(businessId, id)}/reject`,
  patch: (input) => ({ status: 'CANCELLED', cancelReason: input.reason }),
});

const attendeesPath = (businessId: string) => `/b/${businessId}/class-attendees`;

/** Books a customer into a class; the server puts them on the waitlist when it is full. */
export const addClassAttendee = defineCreate({
  table: 'classAttendees',
  schema: classAttendeeCreateSchema,
  path: attendeesPath,
  toRow: (input, { account, now }) => ({
    ...input,
    businessId: account.businessId,
    status: 'BOOKED',
    createdAt: now,
    updatedAt: now,
    version: 0,
  }),
});

/** Takes a customer out of a class; the first on the waitlist takes the seat. */
export const cancelClassAttendee = defineAction({
  table: 'classAttendees',
  schema: classAttendeeCancelSchema,
  path: (businessId, id) => `${attendeesPath(businessId)}/${id}/cancel`,
  patch: () => ({ status: 'CANCELLED' }),
});
