import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import { classAttendeeCancelSchema, classAttendeeCreateSchema } from '@/lib/schemas/appointment';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { addRoute } from '@server/http/route';
import { problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { toClassAttendee } from '@server/rows/appointment-mappers';
import type { DbRow } from '@server/rows/mappers';
import { BOOKING_EDIT, membersOfBooking, requireBookingEdit } from '@server/routes/appointment-access';
import { findAppointment, insertActions, missingIds } from '@server/routes/appointment-store';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });
const idParams = z.object({ businessId: z.uuid('validation.invalidId'), id: z.uuid('validation.invalidId') });

async function seatsTaken(q: Queryable, businessId: string, appointmentId: string): Promise<number> {
  const rows = await q.query<{ n: number | string }>(
    `SELECT count(*)::int AS n FROM class_attendees WHERE business_id = $1 AND appointment_id = $2 AND status = 'BOOKED' AND deleted_at IS NULL`,
    [businessId, appointmentId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Customers booked into a class: a seat while there is one, then the waitlist in order. */
export function registerClassAttendeeRoutes(app: FastifyInstance, db: Db): void {
  addRoute(
    app,
    { method: 'POST', url: '/b/:businessId/class-attendees', access: BOOKING_EDIT, writes: true, params: bizParams, body: classAttendeeCreateSchema },
    async ({ req, reply, params, body: input, caller }) => {
      const { businessId } = params;
      const c = caller();
      return sendWrite(db, req, reply, businessId, async (q) => {
        const klass = await findAppointment(q, businessId, input.appointmentId);
        if (klass === undefined || klass.kind !== 'Class' || klass.branchId !== input.branchId) {
          return { status: 400, body: problem(400, 'No such class.', { appointmentId: 'appointments.booking.errors.unknownClass' }) };
        }
        requireBookingEdit(c.member, c.userId, membersOfBooking(klass));
        if (klass.status === 'CANCELLED') return { status: 409, body: problem(409, 'This class is cancelled.', { status: 'appointments.conflict.cancelled' }) };
        if ((await missingIds(q, 'customers', businessId, [input.customerId])).length > 0) {
          return { status: 400, body: problem(400, 'The customer does not exist.', { customerId: 'appointments.booking.errors.unknownCustomer' }) };
        }
        const already = await q.query(
          `SELECT 1 FROM class_attendees WHERE business_id = $1 AND (id = $2 OR (appointment_id = $3 AND customer_id = $4 AND status <> 'CANCELLED'))`,
          [businessId, input.id, input.appointmentId, input.customerId],
        );
        if (already.length > 0) return { status: 409, body: problem(409, 'This customer is already in the class.', { customerId: 'appointments.conflict.alreadyAttending' }) };
        const status = (await seatsTaken(q, businessId, klass.id)) < (klass.capacity ?? 0) ? 'BOOKED' : 'WAITLIST';
        const seq = await nextSeq(q, businessId, 2);
        const rows = await q.query<DbRow>(
          `INSERT INTO class_attendees (business_id, id, seq, appointment_id, branch_id, customer_id, status) VALUES ($1, $2, $3, $4, $5, $6, $7) RETURNING *`,
          [businessId, input.id, seq, klass.id, klass.branchId, input.customerId, status],
        );
        await insertActions(q, businessId, seq + 1, [
          { id: uuidv7(), appointmentId: klass.id, branchId: klass.branchId, action: 'UPDATE', userId: c.userId, detail: `attendee ${status}` },
        ]);
        if (rows[0] === undefined) throw new Error('INSERT returned nothing');
        return { status: 201, body: toClassAttendee(rows[0]) };
      });
    },
  );

  addRoute(
    app,
    { method: 'POST', url: '/b/:businessId/class-attendees/:id/cancel', access: BOOKING_EDIT, writes: true, params: idParams, body: classAttendeeCancelSchema },
    async ({ req, reply, params, caller }) => {
      const { businessId, id } = params;
      const c = caller();
      return sendWrite(db, req, reply, businessId, async (q) => {
        const found = await q.query<DbRow>('SELECT * FROM class_attendees WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL', [businessId, id]);
        const attendee = found[0] === undefined ? undefined : toClassAttendee(found[0]);
        if (attendee === undefined) return { status: 404, body: problem(404, 'No such attendee.') };
        const klass = await findAppointment(q, businessId, attendee.appointmentId);
        if (klass !== undefined) requireBookingEdit(c.member, c.userId, membersOfBooking(klass));
        if (attendee.status === 'CANCELLED') return { status: 200, body: attendee };
        const seq = await nextSeq(q, businessId, 2);
        const rows = await q.query<DbRow>(
          `UPDATE class_attendees SET status = 'CANCELLED', version = version + 1, updated_at = now(), seq = $3 WHERE business_id = $1 AND id = $2 RETURNING *`,
          [businessId, id, seq],
        );
        // A freed seat goes to the first on the waitlist.
        if (attendee.status === 'BOOKED') {
          await q.query(
            `UPDATE class_attendees SET status = 'BOOKED', version = version + 1, updated_at = now(), seq = $4
             WHERE business_id = $1 AND id = (SELECT id FROM class_attendees WHERE business_id = $1 AND appointment_id = $2 AND status = 'WAITLIST'
               AND deleted_at IS NULL AND id <> $3 ORDER BY created_at, id LIMIT 1)`,
            [businessId, attendee.appointmentId, id, seq + 1],
          );
        }
        if (rows[0] === undefined) throw new Error('UPDATE returned nothing');
        return { status: 200, body: toClassAttendee(rows[0]) };
      });
    },
  );
}
