import type { FastifyInstance } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { AppointmentRow, BookingActionType } from '@/lib/api-types';
import { fromLocal, toLocal } from '@/lib/appointments/series';
import { shiftServices } from '@/lib/appointments/services';
import { approveSchema, attendanceSchema, cancelSchema, rejectSchema, rescheduleSchema } from '@/lib/schemas/appointment';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import type { Outcome } from '@server/http/idempotency';
import { problem } from '@server/http/problem';
import { membersOfBooking, requireBookingEdit } from '@server/routes/appointment-access';
import { refuseClashes } from '@server/routes/appointment-guard';
import { notifyStaff } from '@server/routes/appointment-notify';
import { reshapeSeries, scopeTargets } from '@server/routes/appointment-scope';
import { refreshCustomerStats } from '@server/routes/customer-stats';
import { branchTimeZone, insertActions, missingIds, updateAppointments, type AppointmentChange } from '@server/routes/appointment-store';
import { addAppointmentWrite } from '@server/routes/appointment-write';

const cancelled: Outcome = { status: 409, body: problem(409, 'This appointment is cancelled.', { status: 'appointments.conflict.cancelled' }) };
const nowSec = () => Math.floor(Date.now() / 1000);

async function history(q: Queryable, businessId: string, rows: readonly AppointmentRow[], action: BookingActionType, userId: string, detail: string) {
  const seq = await nextSeq(q, businessId, rows.length);
  await insertActions(
    q,
    businessId,
    seq,
    rows.map((r) => ({ id: uuidv7(), appointmentId: r.id, branchId: r.branchId, action, userId, detail })),
  );
}

/** The same wall-clock shift for another occurrence (10:00 → 11:00 stays 11:00 across DST). */
function shiftLocal(startAt: string, shiftMs: number, timeZone: string): string {
  const local = new Date(Date.parse(`${toLocal(startAt, timeZone)}Z`) + shiftMs).toISOString().slice(0, 16);
  return fromLocal(local, timeZone);
}

export function registerAppointmentActionRoutes(app: FastifyInstance, db: Db): void {
  addAppointmentWrite(app, db, { method: 'POST', suffix: '/reschedule', body: rescheduleSchema }, async ({ q, row, body: input, businessId, id, caller: c }) => {
    if (row.status === 'CANCELLED') return cancelled;
    const moved = { memberId: row.kind === 'Blocker' ? input.memberId : (input.services[0]?.memberId ?? input.memberId), services: input.services };
    requireBookingEdit(c.member, c.userId, [...membersOfBooking(row), ...membersOfBooking(moved)]);
    if (row.kind !== 'Blocker' && input.services.length === 0) {
      return { status: 400, body: problem(400, 'A booking needs its services.', { services: 'appointments.booking.errors.serviceRequired' }) };
    }
    if ((await missingIds(q, 'members', businessId, membersOfBooking(moved).flatMap((m) => (m === null ? [] : [m])))).length > 0) {
      return { status: 400, body: problem(400, 'A member does not exist.', { memberId: 'appointments.booking.errors.unknownMember' }) };
    }
    const timeZone = (await branchTimeZone(q, businessId, row.branchId)) ?? 'UTC';
    const targets = await scopeTargets(q, businessId, row, input.scope);
    const shiftMs = Date.parse(`${toLocal(input.startAt, timeZone)}Z`) - Date.parse(`${toLocal(row.startAt, timeZone)}Z`);
    const lengthMs = Date.parse(input.endAt) - Date.parse(input.startAt);
    const changes: (AppointmentChange & AppointmentRow)[] = targets.map((t) => {
      if (t.id === row.id) {
        return { ...t, startAt: input.startAt, endAt: input.endAt, memberId: moved.memberId, services: input.services, allowDoubleBooking: input.allowDoubleBooking };
      }
      const startAt = shiftLocal(t.startAt, shiftMs, timeZone);
      const endAt = new Date(Date.parse(startAt) + lengthMs).toISOString();
      const services = shiftServices(t, { startAt, endAt, memberId: moved.memberId });
      return { ...t, startAt, endAt, memberId: moved.memberId, services, allowDoubleBooking: input.allowDoubleBooking };
    });
    const refusal = await refuseClashes(q, businessId, row.branchId, changes, input.allowDoubleBooking);
    if (refusal !== null) return refusal;
    const seriesId = await reshapeSeries(q, businessId, row, input.scope, { kind: 'move', startAt: input.startAt, endAt: input.endAt }, () =>
      nextSeq(q, businessId),
    );
    const seq = await nextSeq(q, businessId, changes.length);
    const updated = await updateAppointments(
      q,
      businessId,
      seq,
      changes.map((ch) => ({
        id: ch.id,
        startAt: ch.startAt,
        endAt: ch.endAt,
        memberId: ch.memberId,
        serviceId: ch.services[0]?.serviceId ?? ch.serviceId,
        services: ch.services,
        allowDoubleBooking: ch.allowDoubleBooking,
        ...(seriesId === null ? {} : { seriesId }),
      })),
    );
    await history(q, businessId, updated, 'UPDATE', c.userId, `${row.startAt} → ${input.startAt}${input.allowDoubleBooking ? ' (allowDoubleBooking)' : ''}`);
    const first = updated.find((u) => u.id === id);
    if (first === undefined) throw new Error('UPDATE lost the row');
    await notifyStaff(q, 'EDITED_BOOKING', first, { actorId: c.userId, alsoMembers: membersOfBooking(row), nowSec: nowSec() });
    return { status: 200, body: first };
  });

  addAppointmentWrite(app, db, { method: 'POST', suffix: '/cancel', body: cancelSchema }, async ({ q, row, body: input, businessId, id, caller: c }) => {
    requireBookingEdit(c.member, c.userId, membersOfBooking(row));
    if (row.status === 'CANCELLED') return { status: 200, body: row };
    const targets = await scopeTargets(q, businessId, row, input.scope);
    await reshapeSeries(q, businessId, row, input.scope, { kind: 'cancel' }, () => nextSeq(q, businessId));
    const seq = await nextSeq(q, businessId, targets.length);
    const updated = await updateAppointments(
      q,
      businessId,
      seq,
      targets.map((t) => ({ id: t.id, status: 'CANCELLED', cancelReason: input.reason })),
    );
    await history(q, businessId, updated, 'CANCEL', c.userId, input.reason);
    const first = updated.find((u) => u.id === id);
    if (first === undefined) throw new Error('UPDATE lost the row');
    await notifyStaff(q, 'CANCEL_BOOKING', first, { actorId: c.userId, nowSec: nowSec() });
    return { status: 200, body: first };
  });

  addAppointmentWrite(app, db, { method: 'POST', suffix: '/attendance', body: attendanceSchema }, async ({ q, row, body: input, businessId, id, caller: c }) => {
    requireBookingEdit(c.member, c.userId, membersOfBooking(row));
    if (row.status === 'CANCELLED') return cancelled;
    if (row.kind === 'Blocker') return { status: 400, body: problem(400, 'A blocker has no attendance.', { attendance: 'appointments.booking.errors.blockerAttendance' }) };
    const seq = await nextSeq(q, businessId);
    const [updated] = await updateAppointments(q, businessId, seq, [{ id, attendance: input.attendance }]);
    if (updated === undefined) throw new Error('UPDATE lost the row');
    await history(q, businessId, [updated], 'CONFIRM_ATTENDANCE', c.userId, input.attendance);
    // Attended visits and no-shows are part of the customer's figures (customer-stats.ts).
    await refreshCustomerStats(q, businessId, [updated.customerId]);
    return { status: 200, body: updated };
  });

  for (const decision of ['approve', 'reject'] as const) {
    addAppointmentWrite(
      app,
      db,
      { method: 'POST', suffix: `/${decision}`, body: decision === 'approve' ? approveSchema : rejectSchema },
      async ({ q, row, body, businessId, id, caller: c }) => {
        const reason = 'reason' in body && typeof body.reason === 'string' ? body.reason : '';
      requireBookingEdit(c.member, c.userId, membersOfBooking(row));
      if (row.status !== 'PENDING_BILLPLZ_PAYMENT' && row.status !== 'PENDING_CUSTOM_PAYMENT') {
        return { status: 409, body: problem(409, 'Only a pending booking can be approved or rejected.', { status: 'appointments.conflict.notPending' }) };
      }
      const seq = await nextSeq(q, businessId);
      const change: AppointmentChange =
        decision === 'approve' ? { id, status: 'CONFIRMED' } : { id, status: 'CANCELLED', cancelReason: reason };
      const [updated] = await updateAppointments(q, businessId, seq, [change]);
      if (updated === undefined) throw new Error('UPDATE lost the row');
      await history(q, businessId, [updated], decision === 'approve' ? 'MERCHANT_CONFIRM' : 'MERCHAT_REJECT', c.userId, reason);
      await notifyStaff(q, decision === 'approve' ? 'EDITED_BOOKING' : 'CANCEL_BOOKING', updated, {
        actorId: c.userId,
        nowSec: nowSec(),
        decision: decision === 'approve' ? 'approved' : 'rejected',
      });
      return { status: 200, body: updated };
      },
    );
  }
}
