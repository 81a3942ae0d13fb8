import { v7 as uuidv7 } from 'uuid';
import { z } from 'zod';
import type { AppointmentRow } from '@/lib/api-types';
import { depositAmount, depositDueBy } from '@/lib/booking/deposit';
import type { PublicDeposit } from '@/lib/booking/public-types';
import { publicWebsiteOf } from '@/lib/booking/public-website';
import type { Billing } from '@server/billing/config';
import { setAuditContext } from '@server/db/audit';
import { lockBusiness, nextSeq } from '@server/db/seq';
import type { Db, Queryable } from '@server/db/types';
import { enqueueJob } from '@server/jobs/queue';
import { PermanentJobError, type JobContext, type JobHandler } from '@server/jobs/runner';
import { iso, json, num, str, strOrNull } from '@server/rows/convert';
import { notifyStaff } from '@server/routes/appointment-notify';
import { bookingSettings, findAppointment, insertActions, updateAppointments } from '@server/routes/appointment-store';
import { effectiveFeatures } from '@server/routes/features';
import { websiteSettingsOf } from '@server/routes/website-settings';

/** An unpaid deposit's booking is cancelled at the end of the pay window (key: the appointment id). */
export const DEPOSIT_EXPIRE_QUEUE = 'booking.deposit.expire';

export interface DepositRow {
  businessId: string;
  appointmentId: string;
  amount: number;
  state: PublicDeposit['state'];
  billId: string | null;
  url: string | null;
  createdAt: string;
  paidAt: string | null;
}

const toDeposit = (r: Record<string, unknown>): DepositRow => ({
  businessId: str(r.business_id),
  appointmentId: str(r.appointment_id),
  amount: num(r.amount),
  state: str(r.state) === 'paid' ? 'paid' : str(r.state) === 'expired' ? 'expired' : 'due',
  billId: strOrNull(r.bill_id),
  url: strOrNull(r.url),
  createdAt: iso(r.created_at),
  paidAt: r.paid_at === null || r.paid_at === undefined ? null : iso(r.paid_at),
});

const COLUMNS = 'business_id::text AS business_id, appointment_id::text AS appointment_id, amount, state, bill_id, url, created_at, paid_at';

export async function findDeposit(q: Queryable, businessId: string, appointmentId: string): Promise<DepositRow | undefined> {
  const rows = await q.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM booking_deposits WHERE business_id = $1 AND appointment_id = $2`, [businessId, appointmentId]);
  return rows[0] === undefined ? undefined : toDeposit(rows[0]);
}

export async function findDepositByBill(q: Queryable, billId: string): Promise<DepositRow | undefined> {
  const rows = await q.query<Record<string, unknown>>(`SELECT ${COLUMNS} FROM booking_deposits WHERE bill_id = $1`, [billId]);
  return rows[0] === undefined ? undefined : toDeposit(rows[0]);
}

/** What the booking page shows of a booking's deposit. */
export function publicDeposit(d: DepositRow | undefined): PublicDeposit | null {
  return d === undefined ? null : { amount: d.amount, state: d.state, paidAt: d.paidAt };
}

/**
 * The deposit the business asks of this online booking (sen), or null: the onlineDeposit feature,
 * a percentage in the booking policy, and a payment gateway on this server are all needed.
 */
export async function depositAsked(q: Queryable, businessId: string, totalSen: number, billing: Billing | undefined): Promise<number | null> {
  if (billing === undefined) return null;
  const b = await q.query<{ features: unknown; logo_url: string | null }>('SELECT features, logo_url FROM businesses WHERE id = $1', [businessId]);
  if (b[0] === undefined) return null;
  const flag = effectiveFeatures(json<Record<string, boolean>>(b[0].features)).onlineDeposit === true;
  const site = publicWebsiteOf(await websiteSettingsOf(q, businessId), flag, b[0].logo_url);
  return depositAmount(totalSen, site.deposit?.percent ?? null);
}

/** Records a new booking's deposit and the job that gives the booking up if it is not paid in time (the booking's transaction). */
export async function recordDeposit(q: Queryable, row: AppointmentRow, amount: number, nowMs: number): Promise<DepositRow> {
  await q.query('INSERT INTO booking_deposits (business_id, appointment_id, amount, created_at) VALUES ($1, $2, $3, $4)', [
    row.businessId, row.id, amount, new Date(nowMs).toISOString(),
  ]);
  await enqueueJob(q, { queue: DEPOSIT_EXPIRE_QUEUE, key: row.id, businessId: row.businessId, payload: { businessId: row.businessId, appointmentId: row.id }, runAt: depositDueBy(nowMs) });
  const made = await findDeposit(q, row.businessId, row.id);
  if (made === undefined) throw new Error('INSERT lost the deposit');
  return made;
}

/**
 * The gateway says the deposit is paid (its signed callback or redirect), applied once under the
 * business lock: the booking waiting for it is confirmed (or waits for the salon's approval when
 * the branch asks for it), with an UPDATE in its history and on the feed. Paid after the pay
 * window, the booking stays cancelled and the deposit reads paid: the salon refunds it.
 */
export async function settleDeposit(q: Queryable, deposit: DepositRow, paidAt: Date, nowSec: number): Promise<void> {
  if (deposit.state === 'paid') return;
  await q.query(`UPDATE booking_deposits SET state = 'paid', paid_at = $3 WHERE business_id = $1 AND appointment_id = $2`, [deposit.businessId, deposit.appointmentId, paidAt.toISOString()]);
  const row = await findAppointment(q, deposit.businessId, deposit.appointmentId);
  if (row === undefined || row.status !== 'PENDING_BILLPLZ_PAYMENT') return;
  const rules = await bookingSettings(q, row.businessId, row.branchId);
  const seq = await nextSeq(q, row.businessId, 2);
  const [updated] = await updateAppointments(q, row.businessId, seq, [{ id: row.id, status: rules.requireApproval ? 'PENDING_CUSTOM_PAYMENT' : 'CONFIRMED' }]);
  if (updated === undefined) throw new Error('UPDATE lost the row');
  await insertActions(q, row.businessId, seq + 1, [{ id: uuidv7(), appointmentId: row.id, branchId: row.branchId, action: 'UPDATE', userId: null, detail: 'deposit paid online' }]);
  await notifyStaff(q, 'EDITED_BOOKING', updated, { actorId: '', nowSec });
}

/** The gateway's word that a deposit's bill is paid (callback or redirect): settled under the business lock, with the route in the audit log. */
export async function settleDepositBill(db: Db, deposit: DepositRow, paidAt: Date, path: string): Promise<void> {
  await db.tx(async (q) => {
    await lockBusiness(q, deposit.businessId);
    await setAuditContext(q, { actorId: null, email: null, key: null, method: 'POST', path });
    const current = await findDeposit(q, deposit.businessId, deposit.appointmentId);
    if (current !== undefined) await settleDeposit(q, current, paidAt, Math.floor(Date.now() / 1000));
  });
}

/**
 * The deposit's bill at the gateway, made the first time the customer goes to pay (outside the
 * business lock: a gateway call must not hold every writer of the business). Two payers at once
 * may make two bills; the first one stored is the one used.
 */
export async function depositBillUrl(q: Queryable, billing: Billing, shortcode: string, deposit: DepositRow, row: AppointmentRow): Promise<string> {
  if (deposit.url !== null) return deposit.url;
  const who = await q.query<{ first_name: string; last_name: string; email: string; phone: string }>(
    'SELECT first_name, last_name, email, phone FROM customers WHERE business_id = $1 AND id = $2',
    [row.businessId, row.customerId],
  );
  const business = await q.query<{ name: string }>('SELECT name FROM businesses WHERE id = $1', [row.businessId]);
  const c = who[0];
  const name = `${c?.first_name ?? ''} ${c?.last_name ?? ''}`.trim() || 'Customer';
  const bookingId = `${shortcode}|${row.id}`;
  const bill = await billing.client.createBill({
    email: c?.email ?? '',
    mobile: (c?.phone ?? '').replace(/\D/g, ''),
    name: name.slice(0, 255),
    amount: deposit.amount,
    description: `Deposit for a booking at ${str(business[0]?.name ?? 'the salon')}`.slice(0, 200),
    callbackUrl: billing.callbackUrl,
    // The booking page's manage view, on the app's origin: it reads the signed billplz[...] answer.
    redirectUrl: `${new URL(billing.redirectUrl).origin}/book/${encodeURIComponent(shortcode)}?bookingId=${encodeURIComponent(bookingId)}`,
    reference1Label: 'Booking',
    reference1: row.id,
  });
  const stored = await q.query<{ url: string }>(
    'UPDATE booking_deposits SET bill_id = $3, url = $4 WHERE business_id = $1 AND appointment_id = $2 AND bill_id IS NULL RETURNING url',
    [row.businessId, row.id, bill.id, bill.url],
  );
  if (stored[0] !== undefined) return stored[0].url;
  const first = await findDeposit(q, row.businessId, row.id);
  return first?.url ?? bill.url;
}

const payloadSchema = z.object({ businessId: z.uuid(), appointmentId: z.uuid() });

/** The end of the pay window: a booking whose deposit is still due is cancelled, freeing its time. */
async function expire(ctx: JobContext): Promise<{ done: unknown }> {
  const parsed = payloadSchema.safeParse(ctx.job.payload);
  if (!parsed.success) throw new PermanentJobError(`Not a deposit job: ${ctx.job.key}`);
  const { businessId, appointmentId } = parsed.data;
  return ctx.db.tx(async (q) => {
    await lockBusiness(q, businessId);
    const deposit = await findDeposit(q, businessId, appointmentId);
    if (deposit === undefined || deposit.state !== 'due') return { done: { skipped: deposit?.state ?? 'none' } };
    await setAuditContext(q, { actorId: null, email: null, key: null, method: 'JOB', path: `job:${DEPOSIT_EXPIRE_QUEUE}` });
    await q.query(`UPDATE booking_deposits SET state = 'expired' WHERE business_id = $1 AND appointment_id = $2`, [businessId, appointmentId]);
    const row = await findAppointment(q, businessId, appointmentId);
    if (row === undefined || row.status !== 'PENDING_BILLPLZ_PAYMENT') return { done: { expired: true } };
    const seq = await nextSeq(q, businessId, 2);
    const [updated] = await updateAppointments(q, businessId, seq, [{ id: row.id, status: 'CANCELLED', cancelReason: 'Deposit not paid in time' }]);
    if (updated === undefined) throw new Error('UPDATE lost the row');
    await insertActions(q, businessId, seq + 1, [{ id: uuidv7(), appointmentId: row.id, branchId: row.branchId, action: 'CANCEL', userId: null, detail: 'deposit not paid' }]);
    await notifyStaff(q, 'CANCEL_BOOKING', updated, { actorId: '', nowSec: Math.floor(Date.now() / 1000) });
    return { done: { cancelled: true } };
  });
}

export function depositHandlers(): Record<string, JobHandler> {
  return { [DEPOSIT_EXPIRE_QUEUE]: expire };
}
