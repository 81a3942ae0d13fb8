import type { AppointmentRow, AppointmentServiceLine, BookingActionType } from '@/lib/api-types';
import { BOOKING_RULE_DEFAULTS, rulesOf, type BookingRules } from '@/lib/booking/settings';
import type { ExtraMinutes } from '@/lib/appointments/conflict';
import type { Queryable } from '@server/db/types';
import { toAppointment, type DbRow } from '@server/rows/mappers';
import { toBookingSettings } from '@server/rows/appointment-mappers';
import { addAppointmentRollups } from '@server/routes/report-rollups';
import { scheduleBookingMessages } from '@server/messaging/schedule';

/** Reads and writes of the appointments routes (one transaction each, under the business lock). */

export async function findAppointment(q: Queryable, businessId: string, id: string): Promise<AppointmentRow | undefined> {
  const rows = await q.query<DbRow>('SELECT * FROM appointments WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL', [businessId, id]);
  return rows[0] === undefined ? undefined : toAppointment(rows[0]);
}

export async function branchTimeZone(q: Queryable, businessId: string, branchId: string): Promise<string | undefined> {
  const rows = await q.query<{ time_zone: string }>(
    'SELECT time_zone FROM branches WHERE business_id = $1 AND id = $2 AND deleted_at IS NULL',
    [businessId, branchId],
  );
  return rows[0]?.time_zone;
}

/** The branch's booking rules (the defaults until it has a settings row). */
export async function bookingSettings(q: Queryable, businessId: string, branchId: string): Promise<BookingRules> {
  const rows = await q.query<DbRow>('SELECT * FROM booking_settings WHERE business_id = $1 AND branch_id = $2 AND deleted_at IS NULL', [
    businessId,
    branchId,
  ]);
  return rows[0] === undefined ? BOOKING_RULE_DEFAULTS : rulesOf(toBookingSettings(rows[0]));
}

/** The processing and buffer minutes of the business's services that have any (the clash rule's extra time). */
export async function serviceExtras(q: Queryable, businessId: string): Promise<ExtraMinutes> {
  const rows = await q.query<{ id: string; extra: number | string }>(
    `SELECT id::text AS id, processing_minutes + buffer_minutes AS extra FROM services
     WHERE business_id = $1 AND deleted_at IS NULL AND processing_minutes + buffer_minutes > 0`,
    [businessId],
  );
  return new Map(rows.map((r) => [r.id, Number(r.extra)]));
}

/** Ids among `ids` that are not live rows of `table` in the business. */
export async function missingIds(q: Queryable, table: 'services' | 'customers' | 'members', businessId: string, ids: readonly string[]): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await q.query<{ id: string }>(`SELECT id::text AS id FROM ${table} WHERE business_id = $1 AND id = ANY($2::uuid[]) AND deleted_at IS NULL`, [
    businessId,
    [...new Set(ids)],
  ]);
  const found = new Set(rows.map((r) => r.id));
  return ids.filter((id) => !found.has(id));
}

/**
 * Live, not cancelled bookings and blockers in [from, to) that could clash with bookings of
 * `memberIds` in `branchId`: the members' own (as column or as a service's member), the
 * branch's branch-wide blockers, and with `wholeBranch` every booking of the branch.
 */
export async function busyRows(
  q: Queryable,
  businessId: string,
  args: { branchId: string; memberIds: readonly string[]; wholeBranch: boolean; from: string; to: string },
): Promise<AppointmentRow[]> {
  const rows = await q.query<DbRow>(
    `SELECT * FROM appointments t
     WHERE t.business_id = $1 AND t.deleted_at IS NULL AND t.status <> 'CANCELLED'
       AND t.start_at < $5 AND t.end_at > $4
       AND (t.member_id = ANY($3::uuid[])
         OR (t.member_id IS NULL AND t.branch_id = $2)
         OR ($6 AND t.branch_id = $2)
         OR EXISTS (SELECT 1 FROM jsonb_array_elements(t.services) e WHERE e->>'memberId' = ANY($3::text[])))`,
    [businessId, args.branchId, args.memberIds, args.from, args.to, args.wholeBranch],
  );
  return rows.map(toAppointment);
}

/** Occurrences of a series from the given one on (or all), not cancelled. */
export async function seriesRows(q: Queryable, businessId: string, seriesId: string, fromStartAt: string | null): Promise<AppointmentRow[]> {
  const rows = await q.query<DbRow>(
    `SELECT * FROM appointments WHERE business_id = $1 AND series_id = $2 AND deleted_at IS NULL AND status <> 'CANCELLED'
       AND ($3::timestamptz IS NULL OR start_at >= $3::timestamptz) ORDER BY start_at`,
    [businessId, seriesId, fromStartAt],
  );
  return rows.map(toAppointment);
}

export type NewAppointment = Omit<AppointmentRow, 'businessId' | 'updatedAt' | 'version'>;

const INSERT_COLUMNS = `id, branch_id, kind, status, source, customer_id, member_id, service_id, start_at, end_at, notes, services,
  series_id, attendance, tags, cancel_reason, allow_double_booking, capacity, sale_id, created_by`;

/** Inserts rows in one statement with consecutive seqs from `firstSeq`; returns them in order. */
export async function insertAppointments(q: Queryable, businessId: string, firstSeq: number, rows: readonly NewAppointment[]): Promise<AppointmentRow[]> {
  const out = await q.query<DbRow>(
    `INSERT INTO appointments (business_id, seq, ${INSERT_COLUMNS})
     SELECT $1, $2::bigint + x.n - 1, x.id, x."branchId", x.kind, x.status, x.source, x."customerId", x."memberId", x."serviceId",
       x."startAt", x."endAt", x.notes, x.services, x."seriesId", x.attendance, x.tags, x."cancelReason", x."allowDoubleBooking",
       x.capacity, x."saleId", x."createdBy"
     FROM jsonb_to_recordset($3::text::jsonb) AS x(id uuid, "branchId" uuid, kind text, status text, source text,
       "customerId" uuid, "memberId" uuid, "serviceId" uuid, "startAt" timestamptz, "endAt" timestamptz, notes text, services jsonb,
       "seriesId" uuid, attendance text, tags jsonb, "cancelReason" text, "allowDoubleBooking" boolean, capacity integer,
       "saleId" uuid, "createdBy" uuid, n bigint)
     RETURNING *`,
    [businessId, firstSeq, JSON.stringify(rows.map((r, i) => ({ ...r, n: i + 1 })))],
  );
  const byId = new Map(out.map((r) => [String(r.id), toAppointment(r)]));
  const inserted = rows.map((r) => {
    const row = byId.get(r.id);
    if (row === undefined) throw new Error('INSERT returned fewer rows');
    return row;
  });
  await addAppointmentRollups(q, businessId, inserted.map((after) => ({ before: null, after })));
  await scheduleBookingMessages(q, businessId, inserted.map((row) => ({ row, before: null })));
  return inserted;
}

export interface AppointmentChange {
  id: string;
  startAt?: string | undefined;
  endAt?: string | undefined;
  memberId?: string | null | undefined;
  serviceId?: string | null | undefined;
  services?: AppointmentServiceLine[] | undefined;
  seriesId?: string | null | undefined;
  status?: AppointmentRow['status'] | undefined;
  cancelReason?: string | null | undefined;
  attendance?: AppointmentRow['attendance'] | undefined;
  allowDoubleBooking?: boolean | undefined;
  notes?: string | undefined;
  customerId?: string | null | undefined;
  saleId?: string | null | undefined;
}

const CHANGE_COLUMNS: Record<Exclude<keyof AppointmentChange, 'id'>, string> = {
  startAt: 'start_at',
  endAt: 'end_at',
  memberId: 'member_id',
  serviceId: 'service_id',
  services: 'services',
  seriesId: 'series_id',
  status: 'status',
  cancelReason: 'cancel_reason',
  attendance: 'attendance',
  allowDoubleBooking: 'allow_double_booking',
  notes: 'notes',
  customerId: 'customer_id',
  saleId: 'sale_id',
};
const CASTS: Partial<Record<keyof AppointmentChange, string>> = {
  startAt: '::timestamptz',
  endAt: '::timestamptz',
  memberId: '::uuid',
  serviceId: '::uuid',
  services: '::text::jsonb',
  seriesId: '::uuid',
  allowDoubleBooking: '::boolean',
  customerId: '::uuid',
  saleId: '::uuid',
};

/**
 * Applies each change (only its given fields) with its own seq; returns the rows as changed.
 * Every insert and update here also schedules the customer's messages (server/messaging/schedule.ts).
 */
export async function updateAppointments(q: Queryable, businessId: string, firstSeq: number, changes: readonly AppointmentChange[]): Promise<AppointmentRow[]> {
  const out: AppointmentRow[] = [];
  const written: { row: AppointmentRow; before: AppointmentRow }[] = [];
  for (const [i, change] of changes.entries()) {
    const before = await findAppointment(q, businessId, change.id);
    const keys = (Object.keys(change) as (keyof AppointmentChange)[]).filter((k): k is Exclude<keyof AppointmentChange, 'id'> => k !== 'id' && change[k] !== undefined);
    const sets = keys.map((k, j) => `${CHANGE_COLUMNS[k]} = $${j + 4}${CASTS[k] ?? ''}`);
    const values = keys.map((k) => (k === 'services' ? JSON.stringify(change[k]) : change[k]));
    const rows = await q.query<DbRow>(
      `UPDATE appointments SET ${[...sets, 'version = version + 1', 'updated_at = now()', 'seq = $3'].join(', ')}
       WHERE business_id = $1 AND id = $2 RETURNING *`,
      [businessId, change.id, firstSeq + i, ...values],
    );
    if (rows[0] === undefined) throw new Error('UPDATE returned nothing');
    const row = toAppointment(rows[0]);
    out.push(row);
    if (before !== undefined) written.push({ row, before });
  }
  const counted = new Set(changes.filter((c) => c.status !== undefined || c.startAt !== undefined).map((c) => c.id));
  await addAppointmentRollups(q, businessId, written.filter((w) => counted.has(w.row.id)).map((w) => ({ before: w.before, after: w.row })));
  await scheduleBookingMessages(q, businessId, written);
  return out;
}

export interface NewAction {
  id: string;
  appointmentId: string;
  branchId: string;
  action: BookingActionType;
  userId: string | null;
  detail: string;
}

/** History rows (one statement), with consecutive seqs from `firstSeq`. */
export async function insertActions(q: Queryable, businessId: string, firstSeq: number, actions: readonly NewAction[]): Promise<void> {
  if (actions.length === 0) return;
  await q.query(
    `INSERT INTO booking_actions (business_id, seq, id, appointment_id, branch_id, action, user_id, at, detail)
     SELECT $1, $2::bigint + x.n - 1, x.id, x."appointmentId", x."branchId", x.action, x."userId", now(), x.detail
     FROM jsonb_to_recordset($3::text::jsonb) AS x(id uuid, "appointmentId" uuid, "branchId" uuid, action text,
       "userId" uuid, detail text, n bigint)`,
    [businessId, firstSeq, JSON.stringify(actions.map((a, i) => ({ ...a, n: i + 1 })))],
  );
}
