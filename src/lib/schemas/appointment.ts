import { z } from 'zod';

/**
 * Bookings as they travel between device and server: used by the mutations, the sync worker and
 * the appointments routes. Error messages are i18n keys.
 */

const instant = z.iso.datetime({ offset: true, error: 'validation.invalidDate' });
const id = z.uuid('validation.invalidId');

export const seriesScopeSchema = z.enum(['this', 'following', 'all']);
export type SeriesScope = z.output<typeof seriesScopeSchema>;

export const serviceLineSchema = z
  .object({ serviceId: id, memberId: id, startAt: instant, endAt: instant })
  .refine((l) => Date.parse(l.endAt) > Date.parse(l.startAt), { message: 'appointments.booking.errors.endBeforeStart', path: ['endAt'] });

/** An RFC 5545 RRULE body (no DTSTART): FREQ first, bounded by UNTIL or COUNT. */
export const rruleSchema = z
  .string()
  .trim()
  .max(500, 'validation.tooLong')
  .refine((v) => /^(RRULE:)?FREQ=(DAILY|WEEKLY|MONTHLY)(;[A-Z]+=[A-Z0-9,+-]+)*$/.test(v), 'appointments.series.errors.invalidRule')
  .refine((v) => /(;|^)(UNTIL|COUNT)=/.test(v.replace(/^RRULE:/, '')), 'appointments.series.errors.unbounded');

const kindSchema = z.enum(['Appointment', 'Blocker', 'Class']);
const sourceSchema = z.enum(['AdminBooking', 'CustomerBooking', 'PersonalBlocker', 'BranchBlocker']);
const statusSchema = z.enum(['CONFIRMED', 'PENDING_BILLPLZ_PAYMENT', 'PENDING_CUSTOM_PAYMENT']);

export const appointmentCreateSchema = z
  .object({
    id,
    branchId: id,
    kind: kindSchema.default('Appointment'),
    source: sourceSchema.default('AdminBooking'),
    status: statusSchema.default('CONFIRMED'),
    customerId: id.nullable().default(null),
    /** A blocker's member (null: branch-wide); for other kinds the first service's member. */
    memberId: id.nullable().default(null),
    services: z.array(serviceLineSchema).max(20, 'validation.tooLong').default([]),
    startAt: instant,
    endAt: instant,
    notes: z.string().max(2000, 'validation.tooLong').default(''),
    capacity: z.number().int().min(1, 'appointments.booking.errors.capacity').max(500, 'appointments.booking.errors.capacity').nullable().default(null),
    allowDoubleBooking: z.boolean().default(false),
    /** Repeat rule; occurrences are expanded in the branch's time zone from `startAt`. */
    rrule: rruleSchema.nullable().default(null),
  })
  .superRefine((a, ctx) => {
    if (Date.parse(a.endAt) <= Date.parse(a.startAt)) ctx.addIssue({ code: 'custom', path: ['endAt'], message: 'appointments.booking.errors.endBeforeStart' });
    if (a.kind === 'Blocker') {
      if (a.source !== 'PersonalBlocker' && a.source !== 'BranchBlocker') ctx.addIssue({ code: 'custom', path: ['source'], message: 'appointments.booking.errors.blockerSource' });
      if (a.source === 'PersonalBlocker' && a.memberId === null) ctx.addIssue({ code: 'custom', path: ['memberId'], message: 'appointments.booking.errors.memberRequired' });
      if (a.services.length > 0) ctx.addIssue({ code: 'custom', path: ['services'], message: 'appointments.booking.errors.blockerServices' });
      return;
    }
    if (a.source !== 'AdminBooking' && a.source !== 'CustomerBooking') ctx.addIssue({ code: 'custom', path: ['source'], message: 'appointments.booking.errors.bookingSource' });
    if (a.services.length === 0) ctx.addIssue({ code: 'custom', path: ['services'], message: 'appointments.booking.errors.serviceRequired' });
    if (a.kind === 'Class' && a.capacity === null) ctx.addIssue({ code: 'custom', path: ['capacity'], message: 'appointments.booking.errors.capacity' });
  });

export const appointmentPatchSchema = z
  .object({ notes: z.string().max(2000, 'validation.tooLong'), customerId: id.nullable() })
  .partial()
  .refine((o) => Object.keys(o).length > 0, 'validation.emptyPatch');

export const rescheduleSchema = z
  .object({
    startAt: instant,
    endAt: instant,
    memberId: id.nullable(),
    /** The services at their new times and members (empty for a blocker). */
    services: z.array(serviceLineSchema).max(20, 'validation.tooLong'),
    allowDoubleBooking: z.boolean().default(false),
    scope: seriesScopeSchema.default('this'),
  })
  .refine((r) => Date.parse(r.endAt) > Date.parse(r.startAt), { message: 'appointments.booking.errors.endBeforeStart', path: ['endAt'] });

export const cancelSchema = z.object({
  reason: z.string().trim().min(1, 'appointments.booking.errors.reasonRequired').max(500, 'validation.tooLong'),
  scope: seriesScopeSchema.default('this'),
});

export const attendanceSchema = z.object({ attendance: z.enum(['ATTENDED', 'NO_SHOW', 'CONFIRMED_ATTENDING']) });

export const approveSchema = z.object({});

export const rejectSchema = z.object({ reason: z.string().trim().max(500, 'validation.tooLong').default('') });

export const classAttendeeCreateSchema = z.object({ id, appointmentId: id, branchId: id, customerId: id });

export const classAttendeeCancelSchema = z.object({});

export type AppointmentCreateInput = z.input<typeof appointmentCreateSchema>;
export type AppointmentCreate = z.output<typeof appointmentCreateSchema>;
export type RescheduleInput = z.input<typeof rescheduleSchema>;
export type Reschedule = z.output<typeof rescheduleSchema>;
