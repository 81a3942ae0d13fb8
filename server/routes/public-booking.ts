import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import { v7 as uuidv7 } from 'uuid';
import type { AppointmentRow, Problem } from '@/lib/api-types';
import { toLocal } from '@/lib/appointments/series';
import { withinPolicy } from '@/lib/booking/settings';
import { serviceLines } from '@/lib/booking/slots';
import { bookingParams, branchParams, depositReturnSchema, publicBookingSchema, publicCancelSchema, publicRescheduleSchema, slotQuerySchema } from '@/lib/booking/public-schema';
import type { DepositPayment, PublicSlots, SlotTakenProblem } from '@/lib/booking/public-types';
import { isValidPhone } from '@/lib/phone';
import type { Db, Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import type { Outcome } from '@server/http/idempotency';
import { addRoute } from '@server/http/route';
import { fail, problem, PROBLEM_TYPE } from '@server/http/problem';
import { sendWrite } from '@server/http/write-route';
import { toAppointment, type DbRow } from '@server/rows/mappers';
import { notifyStaff } from '@server/routes/appointment-notify';
import { insertActions, insertAppointments, updateAppointments } from '@server/routes/appointment-store';
import { branchMenu, branchSlots, businessByShortCode, nextSlots, publicBranch, publicView, type PublicBranch } from '@server/routes/public-booking-data';
import { notifyOnlineBooking } from '@server/routes/public-booking-notify';
import { limitByIp, RateLimiter } from '@server/routes/rate-limit';
import { parseBillplzTime, redirectParams } from '@/lib/subscription/billplz';
import type { Billing } from '@server/billing/config';
import { verifyBillplzSignature } from '@server/billing/signature';
import { depositAsked, depositBillUrl, findDeposit, findDepositByBill, recordDeposit, settleDepositBill } from '@server/routes/public-booking-deposits';

/** Reads (menu, slots, a booking) per IP per minute; booking writes per IP per 10 minutes; bookings per phone per day. */
export const PUBLIC_BOOKING_LIMITS = { readsPerMinute: 120, writesPer10Minutes: 20, bookingsPerPhonePerDay: 5 } as const;

const nowSec = () => Math.floor(Date.now() / 1000);
const notFound = (): never => fail(404, 'No such booking.', { id: 'publicBooking.errors.notFound' });

function tooMany(reply: FastifyReply, wait: number): FastifyReply {
  const p: Problem = { status: 429, title: 'Too Many Requests', detail: `Too many bookings for this phone; try again in ${wait} s.`, errors: { phone: 'errors.rateLimited' } };
  return reply.code(429).header('Retry-After', String(wait)).type(PROBLEM_TYPE).send(p);
}

function slotTaken(next: SlotTakenProblem['nextSlots']): Outcome {
  const body: SlotTakenProblem = { ...problem(409, 'This time is no longer free.', { startAt: 'publicBooking.errors.slotTaken' }), status: 409, nextSlots: next };
  return { status: 409, body };
}

async function branchOr404(db: Db, shortcode: string, branchId: string): Promise<PublicBranch> {
  const branch = await publicBranch(db, shortcode, branchId);
  return branch ?? fail(404, 'No such branch.', { branchId: 'publicBooking.errors.notFound' });
}

/** A booking made online in the short code's business; the same 404 for any other id (no enumeration). */
async function onlineBooking(q: Queryable, shortcode: string, id: string): Promise<AppointmentRow> {
  const rows = await q.query<DbRow>(
    `SELECT a.* FROM appointments a JOIN businesses z ON z.id = a.business_id
     WHERE z.short_code = $1 AND a.id = $2 AND a.deleted_at IS NULL AND a.source = 'CustomerBooking' AND a.kind = 'Appointment'`,
    [shortcode, id],
  );
  return rows[0] === undefined ? notFound() : toAppointment(rows[0]);
}

async function customerFor(q: Queryable, businessId: string, branchId: string, seq: number, c: { firstName: string; lastName: string; phone: string; email: string }): Promise<string> {
  const found = await q.query<{ id: string }>('SELECT id::text AS id FROM customers WHERE business_id = $1 AND phone = $2 AND deleted_at IS NULL ORDER BY created_at LIMIT 1', [businessId, c.phone]);
  if (found[0] !== undefined) return found[0].id;
  const id = uuidv7();
  await q.query('INSERT INTO customers (business_id, id, seq, first_name, last_name, email, phone, branch_id) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)', [
    businessId, id, seq, c.firstName, c.lastName, c.email, c.phone, branchId,
  ]);
  return id;
}

/**
 * The online booking page's routes (issue 20), public (no sign-in), under `/public/book/{shortcode}`:
 * a branch's menu and free slots, making a booking (a `CustomerBooking` appointment, CONFIRMED or
 * waiting for approval as PENDING_CUSTOM_PAYMENT), and the manage link's view, cancel and
 * reschedule within the branch's policy windows. Bookings are made under the business write lock,
 * so of two customers racing for one slot exactly one gets it; the other is offered the next ones.
 * Where the business asks a deposit, the booking waits as PENDING_BILLPLZ_PAYMENT: the customer
 * pays it through Billplz from the manage view, or the booking is cancelled at the end of the pay
 * window (server/routes/public-booking-deposits.ts).
 */
export function registerPublicBookingRoutes(app: FastifyInstance, db: Db, billing?: Billing): void {
  const reads = limitByIp(new RateLimiter(PUBLIC_BOOKING_LIMITS.readsPerMinute, 60_000));
  const writes = limitByIp(new RateLimiter(PUBLIC_BOOKING_LIMITS.writesPer10Minutes, 600_000));
  const phones = new RateLimiter(PUBLIC_BOOKING_LIMITS.bookingsPerPhonePerDay, 86_400_000);

  addRoute(app, { method: 'GET', url: '/public/book/:shortcode/branches/:branchId', access: 'public', writes: false, params: branchParams, onRequest: [reads] }, async ({ params }) =>
    branchMenu(db, await branchOr404(db, params.shortcode, params.branchId)),
  );

  addRoute(
    app,
    { method: 'GET', url: '/public/book/:shortcode/branches/:branchId/slots', access: 'public', writes: false, params: branchParams, query: slotQuerySchema, onRequest: [reads] },
    async ({ params, query }): Promise<PublicSlots> => {
      const branch = await branchOr404(db, params.shortcode, params.branchId);
      const answer = await branchSlots(db, branch, { date: query.date, serviceIds: query.services, memberId: query.memberId ?? null }, Date.now());
      if (!answer.ok) fail(400, 'Not offered online at this branch.', { [answer.field]: 'publicBooking.errors.notOffered' });
      return { date: query.date, slots: answer.slots };
    },
  );

  addRoute(
    app,
    { method: 'POST', url: '/public/book/:shortcode/bookings', access: 'public', writes: true, params: branchParams.pick({ shortcode: true }), body: publicBookingSchema, onRequest: [writes] },
    async ({ req, reply, params, body }) => {
      if (body.website !== '') fail(400, 'The booking could not be made.', { _: 'publicBooking.errors.rejected' });
      if (!isValidPhone(body.phone)) fail(400, 'Not a phone number.', { phone: 'validation.invalidPhone' });
      const branch = await branchOr404(db, params.shortcode, body.branchId);
      const wait = phones.hit(`${branch.businessId}|${body.phone}`);
      if (wait > 0) return tooMany(reply, wait);
      return sendWrite(db, req, reply, branch.businessId, async (q) => {
        const startAt = new Date(body.startAt).toISOString();
        const request = { serviceIds: body.serviceIds, memberId: body.memberId };
        const answer = await branchSlots(q, branch, { ...request, date: toLocal(startAt, branch.timeZone).slice(0, 10) }, Date.now());
        if (!answer.ok) return { status: 400, body: problem(400, 'Not offered online at this branch.', { [answer.field]: 'publicBooking.errors.notOffered' }) };
        const memberId = answer.slots.find((s) => s.startAt === startAt)?.memberIds[0];
        if (memberId === undefined) return slotTaken(await nextSlots(q, branch, { ...request, startAt }, Date.now()));
        const seq = await nextSeq(q, branch.businessId, 3);
        const customerId = await customerFor(q, branch.businessId, branch.branchId, seq + 2, body);
        const services = serviceLines(answer.services, memberId, Date.parse(startAt));
        const deposit = await depositAsked(q, branch.businessId, answer.services.reduce((sum, s) => sum + s.price, 0), billing);
        const [row] = await insertAppointments(q, branch.businessId, seq, [
          {
            id: uuidv7(),
            branchId: branch.branchId,
            kind: 'Appointment',
            status: deposit !== null ? 'PENDING_BILLPLZ_PAYMENT' : answer.rules.requireApproval ? 'PENDING_CUSTOM_PAYMENT' : 'CONFIRMED',
            source: 'CustomerBooking',
            customerId,
            memberId,
            serviceId: services[0]?.serviceId ?? null,
            startAt,
            endAt: services[services.length - 1]?.endAt ?? startAt,
            notes: '',
            services,
            seriesId: null,
            attendance: null,
            tags: [],
            cancelReason: null,
            allowDoubleBooking: false,
            capacity: null,
            saleId: null,
            createdBy: null,
          },
        ]);
        if (row === undefined) throw new Error('INSERT returned nothing');
        if (deposit !== null) await recordDeposit(q, row, deposit, Date.now());
        await insertActions(q, branch.businessId, seq + 1, [{ id: uuidv7(), appointmentId: row.id, branchId: row.branchId, action: 'ADD', userId: null, detail: 'online' }]);
        await notifyOnlineBooking(q, row, `${body.firstName} ${body.lastName}`.trim(), nowSec());
        return { status: 201, body: await publicView(q, branch.shortCode, row, Date.now()) };
      });
    },
  );

  addRoute(app, { method: 'GET', url: '/public/book/:shortcode/bookings/:id', access: 'public', writes: false, params: bookingParams, onRequest: [reads] }, async ({ params }) =>
    publicView(db, params.shortcode, await onlineBooking(db, params.shortcode, params.id), Date.now()),
  );

  // The deposit's payment page at the gateway (its bill made the first time).
  addRoute(
    app,
    { method: 'POST', url: '/public/book/:shortcode/bookings/:id/deposit', access: 'public', writes: true, params: bookingParams, body: publicCancelSchema, onRequest: [writes] },
    async ({ params }): Promise<DepositPayment> => {
      const row = await onlineBooking(db, params.shortcode, params.id);
      const deposit = await findDeposit(db, row.businessId, row.id);
      if (deposit === undefined || deposit.state !== 'due' || row.status !== 'PENDING_BILLPLZ_PAYMENT') fail(409, 'No deposit is due on this booking.', { deposit: 'publicBooking.errors.noDepositDue' });
      if (billing === undefined) fail(503, 'Payments are not configured on this server.', { deposit: 'subscription.errors.paymentsUnavailable' });
      return { url: await depositBillUrl(db, billing, params.shortcode, deposit, row) };
    },
  );

  // The payer's browser back from the gateway: the signed billplz[...] answer, applied like the callback.
  addRoute(
    app,
    { method: 'POST', url: '/public/book/:shortcode/bookings/:id/deposit/return', access: 'public', writes: true, params: bookingParams, body: depositReturnSchema, onRequest: [writes] },
    async ({ params, body }) => {
      const row = await onlineBooking(db, params.shortcode, params.id);
      if (billing === undefined) fail(503, 'Payments are not configured on this server.', { deposit: 'subscription.errors.paymentsUnavailable' });
      const signed = redirectParams({ id: body.billId, paid: body.paid, paidAt: body.paidAt });
      if (!verifyBillplzSignature(signed, body.xSignature, billing.client.config.xSignatureKey)) {
        fail(400, 'The payment gateway’s signature does not match.', { xSignature: 'subscription.errors.badSignature' });
      }
      const deposit = await findDepositByBill(db, body.billId);
      if (deposit === undefined || deposit.appointmentId !== row.id) return notFound();
      // A signed "paid" settles now (the callback may come later); "not paid" leaves it due: the customer may try again.
      if (body.paid === 'true') await settleDepositBill(db, deposit, parseBillplzTime(body.paidAt) ?? new Date(), '/public/book/deposit/return');
      return publicView(db, params.shortcode, await onlineBooking(db, params.shortcode, params.id), Date.now());
    },
  );

  const change = async (req: FastifyRequest, reply: FastifyReply, shortcode: string, id: string, work: (q: Queryable, row: AppointmentRow, branch: PublicBranch) => Promise<Outcome>) => {
    const businessId = (await businessByShortCode(db, shortcode)) ?? notFound();
    return sendWrite(db, req, reply, businessId, async (q) => {
      const row = await onlineBooking(q, shortcode, id);
      const branch = await publicBranch(q, shortcode, row.branchId);
      if (branch === undefined || row.status === 'CANCELLED') return { status: 409, body: problem(409, 'This booking is cancelled.', { status: 'publicBooking.errors.cancelled' }) };
      return work(q, row, branch);
    });
  };
  const tooLate = (): Outcome => ({ status: 409, body: problem(409, 'Too close to the start to change online.', { startAt: 'publicBooking.errors.tooLate' }) });

  addRoute(
    app,
    { method: 'POST', url: '/public/book/:shortcode/bookings/:id/cancel', access: 'public', writes: true, params: bookingParams, body: publicCancelSchema, onRequest: [writes] },
    async ({ req, reply, params }) =>
      change(req, reply, params.shortcode, params.id, async (q, row, branch) => {
        const view = await publicView(q, branch.shortCode, row, Date.now());
        if (!view.canCancel) return tooLate();
        const seq = await nextSeq(q, row.businessId, 2);
        const [updated] = await updateAppointments(q, row.businessId, seq, [{ id: row.id, status: 'CANCELLED', cancelReason: 'Cancelled online by the customer' }]);
        if (updated === undefined) throw new Error('UPDATE lost the row');
        await insertActions(q, row.businessId, seq + 1, [{ id: uuidv7(), appointmentId: row.id, branchId: row.branchId, action: 'CANCEL', userId: null, detail: 'online' }]);
        await notifyStaff(q, 'CANCEL_BOOKING', updated, { actorId: '', nowSec: nowSec() });
        return { status: 200, body: await publicView(q, branch.shortCode, updated, Date.now()) };
      }),
  );

  addRoute(
    app,
    { method: 'POST', url: '/public/book/:shortcode/bookings/:id/reschedule', access: 'public', writes: true, params: bookingParams, body: publicRescheduleSchema, onRequest: [writes] },
    async ({ req, reply, params, body }) =>
      change(req, reply, params.shortcode, params.id, async (q, row, branch) => {
        if (!withinPolicy(row.startAt, (await publicView(q, branch.shortCode, row, Date.now())).rescheduleWindowHours, Date.now())) return tooLate();
        const startAt = new Date(body.startAt).toISOString();
        const request = { serviceIds: row.services.map((s) => s.serviceId), memberId: row.memberId, ignoreId: row.id };
        const answer = await branchSlots(q, branch, { ...request, date: toLocal(startAt, branch.timeZone).slice(0, 10) }, Date.now());
        const free = answer.ok && row.memberId !== null && answer.slots.some((s) => s.startAt === startAt && s.memberIds.includes(row.memberId ?? ''));
        if (!answer.ok || !free || row.memberId === null) return slotTaken(await nextSlots(q, branch, { ...request, startAt }, Date.now()));
        const services = serviceLines(answer.services, row.memberId, Date.parse(startAt));
        const seq = await nextSeq(q, row.businessId, 2);
        const [updated] = await updateAppointments(q, row.businessId, seq, [{ id: row.id, startAt, endAt: services[services.length - 1]?.endAt ?? startAt, services }]);
        if (updated === undefined) throw new Error('UPDATE lost the row');
        await insertActions(q, row.businessId, seq + 1, [{ id: uuidv7(), appointmentId: row.id, branchId: row.branchId, action: 'UPDATE', userId: null, detail: `online: ${row.startAt} → ${startAt}` }]);
        await notifyStaff(q, 'EDITED_BOOKING', updated, { actorId: '', nowSec: nowSec() });
        return { status: 200, body: await publicView(q, branch.shortCode, updated, Date.now()) };
      }),
  );
}
