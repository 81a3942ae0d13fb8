import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { AppointmentServiceLine, CustomerTag } from '@/lib/api-types';
import type { ConflictCandidate } from '@/lib/appointments/conflict';
import { expandSeries, MAX_OCCURRENCES, toLocal } from '@/lib/appointments/series';
import { appointmentCreateSchema, appointmentPatchSchema, type AppointmentCreate } from '@/lib/schemas/appointment';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { addRoute } from '@server/http/route';
import { fail, problem } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { BOOKING_EDIT, BOOKING_VIEW, membersOfBooking, requireBookingEdit, requireBookingView } from '@server/routes/appointment-access';
import { refuseClashes } from '@server/routes/appointment-guard';
import { addAppointmentWrite, idParams } from '@server/routes/appointment-write';
import { notifyStaff } from '@server/routes/appointment-notify';
import {
  branchTimeZone,
  findAppointment,
  insertActions,
  insertAppointments,
  missingIds,
  updateAppointments,
  type NewAppointment,
} from '@server/routes/appointment-store';

const bizParams = z.object({ businessId: z.uuid('validation.invalidId') });

/** Customer tags at booking time: NEW before a first visit, REGULAR from the third, PAST between. */
async function customerTags(q: Queryable, businessId: string, customerId: string | null, before: string): Promise<CustomerTag[]> {
  if (customerId === null) return [];
  const rows = await q.query<{ n: string | number }>(
    `SELECT count(*)::int AS n FROM appointments WHERE business_id = $1 AND customer_id = $2 AND deleted_at IS NULL
       AND status <> 'CANCELLED' AND start_at < $3`,
    [businessId, customerId, before],
  );
  const n = Number(rows[0]?.n ?? 0);
  return n === 0 ? ['NEW'] : n >= 3 ? ['REGULAR'] : ['PAST'];
}

function shift(lines: readonly AppointmentServiceLine[], ms: number): AppointmentServiceLine[] {
  const at = (iso: string) => new Date(Date.parse(iso) + ms).toISOString();
  return lines.map((l) => ({ ...l, startAt: at(l.startAt), endAt: at(l.endAt) }));
}

/** The booking's own start, end and column as its services give them (a blocker: as sent). */
function placement(input: AppointmentCreate): { startAt: string; endAt: string; memberId: string | null; serviceId: string | null } {
  const first = input.services[0];
  if (input.kind === 'Blocker' || first === undefined) return { startAt: input.startAt, endAt: input.endAt, memberId: input.memberId, serviceId: null };
  const starts = input.services.map((s) => Date.parse(s.startAt));
  const ends = input.services.map((s) => Date.parse(s.endAt));
  return {
    startAt: new Date(Math.min(...starts)).toISOString(),
    endAt: new Date(Math.max(...ends)).toISOString(),
    memberId: first.memberId,
    serviceId: first.serviceId,
  };
}

export function registerAppointmentRoutes(app: FastifyInstance, db: Db): void {
  addRoute(app, { method: 'GET', url: '/b/:businessId/appointments/:id', access: BOOKING_VIEW, writes: false, params: idParams }, async ({ params, caller }) => {
    const row = await findAppointment(db, params.businessId, params.id);
    if (row === undefined) fail(404, 'No such appointment.');
    const c = caller();
    requireBookingView(c.member, c.userId, row);
    return row;
  });

  addRoute(
    app,
    { method: 'POST', url: '/b/:businessId/appointments', access: BOOKING_EDIT, writes: true, params: bizParams, body: appointmentCreateSchema },
    async ({ req, reply, params, body: input, caller }) => {
      const { businessId } = params;
      const c = caller();
      const at = placement(input);
      requireBookingEdit(c.member, c.userId, membersOfBooking({ memberId: at.memberId, services: input.services }));
      return sendWrite(db, req, reply, businessId, async (q) => {
        if ((await findAppointment(q, businessId, input.id)) !== undefined) {
          return { status: 409, body: problem(409, 'An appointment with this id already exists.', { id: 'conflict.idExists' }) };
        }
        const timeZone = await branchTimeZone(q, businessId, input.branchId);
        if (timeZone === undefined) return { status: 400, body: problem(400, 'The branch does not exist in this business.', { branchId: 'validation.unknownBranch' }) };
        if ((await missingIds(q, 'services', businessId, input.services.map((s) => s.serviceId))).length > 0) {
          return { status: 400, body: problem(400, 'A service does not exist.', { services: 'appointments.booking.errors.unknownService' }) };
        }
        const members = [...input.services.map((s) => s.memberId), ...(input.memberId === null ? [] : [input.memberId])];
        if ((await missingIds(q, 'members', businessId, members)).length > 0) {
          return { status: 400, body: problem(400, 'A member does not exist.', { memberId: 'appointments.booking.errors.unknownMember' }) };
        }
        if (input.customerId !== null && (await missingIds(q, 'customers', businessId, [input.customerId])).length > 0) {
          return { status: 400, body: problem(400, 'The customer does not exist.', { customerId: 'appointments.booking.errors.unknownCustomer' }) };
        }
        // A series: every occurrence in the branch's time zone, each checked for clashes.
        const durationMinutes = Math.round((Date.parse(at.endAt) - Date.parse(at.startAt)) / 60_000);
        const series =
          input.rrule === null ? null : { id: uuidv7(), rrule: input.rrule, timeZone, startLocal: toLocal(at.startAt, timeZone), durationMinutes, exceptions: [] };
        const starts = series === null ? [at.startAt] : expandSeries(series).map((o) => o.startAt);
        if (starts.length > MAX_OCCURRENCES) {
          return { status: 400, body: problem(400, `A series may have at most ${MAX_OCCURRENCES} occurrences.`, { rrule: 'appointments.series.errors.tooMany' }) };
        }
        if (starts.length === 0) return { status: 400, body: problem(400, 'The rule gives no occurrence.', { rrule: 'appointments.series.errors.empty' }) };
        const tags = await customerTags(q, businessId, input.customerId, at.startAt);
        const rows: NewAppointment[] = starts.map((startAt, i) => {
          const delta = Date.parse(startAt) - Date.parse(at.startAt);
          return {
            id: i === 0 ? input.id : uuidv7(),
            branchId: input.branchId,
            kind: input.kind,
            status: input.status,
            source: input.source,
            customerId: input.customerId,
            memberId: at.memberId,
            serviceId: at.serviceId,
            startAt,
            endAt: new Date(Date.parse(at.endAt) + delta).toISOString(),
            notes: input.notes,
            services: shift(input.services, delta),
            seriesId: series?.id ?? null,
            attendance: null,
            tags,
            cancelReason: null,
            allowDoubleBooking: input.allowDoubleBooking,
            capacity: input.kind === 'Class' ? input.capacity : null,
            saleId: null,
            createdBy: c.userId,
          };
        });
        const candidates: ConflictCandidate[] = rows.map(({ id: _id, ...r }) => r);
        const refusal = await refuseClashes(q, businessId, input.branchId, candidates, input.allowDoubleBooking);
        if (refusal !== null) return refusal;
        const seq = await nextSeq(q, businessId, rows.length * 2 + 1);
        if (series !== null) {
          await q.query(
            `INSERT INTO appointment_series (business_id, id, seq, branch_id, rrule, time_zone, start_local, duration_minutes, exceptions)
             VALUES ($1, $2, $3, $4, $5, $6, $7, $8, '[]'::jsonb)`,
            [businessId, series.id, seq + rows.length * 2, input.branchId, series.rrule, timeZone, series.startLocal, durationMinutes],
          );
        }
        const inserted = await insertAppointments(q, businessId, seq, rows);
        await insertActions(
          q,
          businessId,
          seq + rows.length,
          rows.map((r) => ({
            id: uuidv7(),
            appointmentId: r.id,
            branchId: r.branchId,
            action: 'ADD',
            userId: c.userId,
            detail: input.allowDoubleBooking ? 'allowDoubleBooking' : '',
          })),
        );
        const first = inserted[0];
        if (first === undefined) throw new Error('INSERT returned nothing');
        await notifyStaff(q, 'NEW_BOOKING', first, { actorId: c.userId, nowSec: Math.floor(Date.now() / 1000) });
        return { status: 201, body: first };
      });
    },
  );

  addAppointmentWrite(app, db, { method: 'PATCH', suffix: '', body: appointmentPatchSchema }, async ({ q, row, body: patch, businessId, id, caller: c }) => {
    requireBookingEdit(c.member, c.userId, membersOfBooking(row));
    if (patch.customerId && (await missingIds(q, 'customers', businessId, [patch.customerId])).length > 0) {
      return { status: 400, body: problem(400, 'The customer does not exist.', { customerId: 'appointments.booking.errors.unknownCustomer' }) };
    }
    const seq = await nextSeq(q, businessId, 2);
    const [updated] = await updateAppointments(q, businessId, seq, [{ id, notes: patch.notes, customerId: patch.customerId }]);
    await insertActions(q, businessId, seq + 1, [
      { id: uuidv7(), appointmentId: id, branchId: row.branchId, action: 'UPDATE', userId: c.userId, detail: Object.keys(patch).join(', ') },
    ]);
    if (updated === undefined) throw new Error('UPDATE lost the row');
    await notifyStaff(q, 'EDITED_BOOKING', updated, { actorId: c.userId, nowSec: Math.floor(Date.now() / 1000) });
    return { status: 200, body: updated };
  });
}
