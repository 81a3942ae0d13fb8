import type { AppointmentRow } from '@/lib/api-types';
import { appointmentChangeDeltas, appointmentDeltas, mergeDeltas, refundDeltas, saleDeltas, type RollupDelta } from '@/lib/reports/rollup';
import { nextSeq } from '@server/db/seq';
import type { Queryable } from '@server/db/types';
import { toRefund, toSale } from '@server/rows/checkout-mappers';
import { toAppointment, type DbRow } from '@server/rows/mappers';

const DEFAULT_TIME_ZONE = 'Asia/Kuala_Lumpur';

/** The branches' time zones (a report's day is the branch's local day). */
export async function branchTimeZones(q: Queryable, businessId: string, branchIds: readonly string[]): Promise<Map<string, string>> {
  const ids = [...new Set(branchIds)];
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: string; time_zone: string }>('SELECT id::text AS id, time_zone FROM branches WHERE business_id = $1 AND id = ANY($2::uuid[])', [
    businessId,
    ids,
  ]);
  return new Map(rows.map((r) => [r.id, r.time_zone]));
}

export async function branchTimeZone(q: Queryable, businessId: string, branchId: string): Promise<string> {
  return (await branchTimeZones(q, businessId, [branchId])).get(branchId) ?? DEFAULT_TIME_ZONE;
}

/**
 * Adds deltas to the business's daily rollups, in the caller's transaction (after lockBusiness,
 * like every writer): one statement, each touched row with a new seq so the feed carries it.
 */
export async function addRollups(q: Queryable, businessId: string, deltas: readonly RollupDelta[]): Promise<void> {
  const merged = mergeDeltas(deltas);
  if (merged.length === 0) return;
  const first = await nextSeq(q, businessId, merged.length);
  await q.query(
    `INSERT INTO report_rollups (business_id, id, seq, branch_id, day, dim, key, staff_id, count, qty, gross, discount, service_charge, tax, tip, total, refunds)
     SELECT $1, md5(x."branchId" || '|' || x.day || '|' || x.dim || '|' || x.key)::uuid, $2::bigint + x.n, x."branchId"::uuid, x.day, x.dim, x.key,
       CASE WHEN x.dim = 'staff' AND x.key ~ '^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$' THEN x.key::uuid END,
       x.count, x.qty, x.gross, x.discount, x."serviceCharge", x.tax, x.tip, x.total, x.refunds
     FROM jsonb_to_recordset($3::text::jsonb) AS x(n bigint, "branchId" text, day text, dim text, key text, count bigint, qty bigint, gross bigint,
       discount bigint, "serviceCharge" bigint, tax bigint, tip bigint, total bigint, refunds bigint)
     ON CONFLICT (business_id, id) DO UPDATE SET
       count = report_rollups.count + EXCLUDED.count, qty = report_rollups.qty + EXCLUDED.qty, gross = report_rollups.gross + EXCLUDED.gross,
       discount = report_rollups.discount + EXCLUDED.discount, service_charge = report_rollups.service_charge + EXCLUDED.service_charge,
       tax = report_rollups.tax + EXCLUDED.tax, tip = report_rollups.tip + EXCLUDED.tip, total = report_rollups.total + EXCLUDED.total,
       refunds = report_rollups.refunds + EXCLUDED.refunds, seq = EXCLUDED.seq, version = report_rollups.version + 1, updated_at = now()`,
    [businessId, first - 1, JSON.stringify(merged.map((d, i) => ({ ...d, n: i + 1 })))],
  );
}

/** Rollup deltas of appointments changing from `before` (null: new) to `after`. */
export async function addAppointmentRollups(q: Queryable, businessId: string, pairs: readonly { before: AppointmentRow | null; after: AppointmentRow }[]): Promise<void> {
  const zones = await branchTimeZones(q, businessId, pairs.flatMap((p) => [p.after.branchId, ...(p.before ? [p.before.branchId] : [])]));
  const zone = (branchId: string): string => zones.get(branchId) ?? DEFAULT_TIME_ZONE;
  const deltas = pairs.flatMap((p) => [
    ...(p.before ? appointmentChangeDeltas(p.before, null, zone(p.before.branchId)) : []),
    ...appointmentChangeDeltas(null, p.after, zone(p.after.branchId)),
  ]);
  await addRollups(q, businessId, deltas);
}

/**
 * Recounts a business's rollups from its raw sales, refunds and appointments (for rows written
 * outside the routes: the demo seed and imports). Same functions as the live writers.
 */
export async function rebuildRollups(q: Queryable, businessId: string): Promise<void> {
  const zones = new Map((await q.query<{ id: string; time_zone: string }>('SELECT id::text AS id, time_zone FROM branches WHERE business_id = $1', [businessId])).map((b) => [b.id, b.time_zone]));
  const zone = (branchId: string): string => zones.get(branchId) ?? DEFAULT_TIME_ZONE;
  const sales = (await q.query<DbRow>('SELECT * FROM sales WHERE business_id = $1', [businessId])).map(toSale);
  const refunds = (await q.query<DbRow>('SELECT * FROM refunds WHERE business_id = $1', [businessId])).map(toRefund);
  const appointments = (await q.query<DbRow>('SELECT * FROM appointments WHERE business_id = $1 AND deleted_at IS NULL', [businessId])).map(toAppointment);
  const saleById = new Map(sales.map((s) => [s.id, s]));
  await q.query('DELETE FROM report_rollups WHERE business_id = $1', [businessId]);
  await addRollups(q, businessId, [
    ...sales.flatMap((s) => saleDeltas(s, zone(s.branchId))),
    ...refunds.flatMap((r) => {
      const s = saleById.get(r.saleId);
      return s === undefined ? [] : refundDeltas(r, s, zone(s.branchId));
    }),
    ...appointments.flatMap((a) => appointmentDeltas(a, zone(a.branchId))),
  ]);
}
