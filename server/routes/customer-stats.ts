import type { Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';

/**
 * A customer's visit figures, kept on the customer row so every device reads them without the
 * full history (docs/decisions.md, "Customer visits"):
 * - a visit is a local day (business time zone) with a sale to the customer that was not voided,
 *   or an appointment of theirs marked ATTENDED;
 * - first/last visit are the first and last such moments; total spent is the non-voided sales'
 *   totals less their refunds; no-shows count appointments marked NO_SHOW.
 * Called inside a write transaction, after lockBusiness, by every write that changes these facts
 * (sales, refunds, merges, attendance).
 */
const STATS_SQL = `
WITH tz AS (SELECT time_zone FROM businesses WHERE id = $1),
sale_facts AS (
  SELECT sa.sold_at AS at, sa.total - coalesce((SELECT sum(r.amount) FROM refunds r
           WHERE r.business_id = sa.business_id AND r.sale_id = sa.id AND r.kind = 'refund' AND r.deleted_at IS NULL), 0) AS spent
  FROM sales sa
  WHERE sa.business_id = $1 AND sa.customer_id = $2 AND sa.deleted_at IS NULL
    AND NOT EXISTS (SELECT 1 FROM refunds v WHERE v.business_id = sa.business_id AND v.sale_id = sa.id AND v.kind = 'void' AND v.deleted_at IS NULL)
),
appointment_facts AS (
  SELECT a.start_at AS at, a.attendance
  FROM appointments a
  WHERE a.business_id = $1 AND a.customer_id = $2 AND a.deleted_at IS NULL AND a.status <> 'CANCELLED'
),
visits AS (
  SELECT at FROM sale_facts
  UNION ALL
  SELECT at FROM appointment_facts WHERE attendance = 'ATTENDED'
)
SELECT
  (SELECT min(at) FROM visits) AS first_at,
  (SELECT max(at) FROM visits) AS last_at,
  (SELECT count(DISTINCT (at AT TIME ZONE coalesce((SELECT time_zone FROM tz), 'Asia/Kuala_Lumpur'))::date) FROM visits)::int AS visits,
  (SELECT coalesce(sum(spent), 0) FROM sale_facts)::text AS spent,
  (SELECT count(*) FROM appointment_facts WHERE attendance = 'NO_SHOW')::int AS no_shows`;

interface StatsRow {
  first_at: unknown;
  last_at: unknown;
  visits: unknown;
  spent: unknown;
  no_shows: unknown;
}

/** Recomputes the customers' figures and, where they changed, sends the rows again on the feed. */
export async function refreshCustomerStats(q: Queryable, businessId: string, customerIds: readonly (string | null)[]): Promise<void> {
  for (const id of new Set(customerIds)) {
    if (id === null) continue;
    const [stats] = await q.query<StatsRow>(STATS_SQL, [businessId, id]);
    if (stats === undefined) continue;
    const changed = await q.query(
      `SELECT 1 FROM customers WHERE business_id = $1 AND id = $2 AND (
         first_visit_at IS DISTINCT FROM $3 OR last_visit_at IS DISTINCT FROM $4 OR visits_count <> $5
         OR total_spent <> $6::bigint OR no_show_count <> $7)`,
      [businessId, id, stats.first_at, stats.last_at, stats.visits, stats.spent, stats.no_shows],
    );
    if (changed.length === 0) continue;
    const seq = await nextSeq(q, businessId);
    await q.query(
      `UPDATE customers SET first_visit_at = $3, last_visit_at = $4, visits_count = $5, total_spent = $6::bigint,
         no_show_count = $7, seq = $8, version = version + 1, updated_at = now()
       WHERE business_id = $1 AND id = $2`,
      [businessId, id, stats.first_at, stats.last_at, stats.visits, stats.spent, stats.no_shows, seq],
    );
  }
}
