import { holdingBalance, holdingStatus } from '@/lib/packages/balances';
import type { CustomerActivity, CustomerHoldings } from '@/lib/privacy/retention';
import { localDayOf } from '@/lib/reports/local-day';
import { pointsBalanceAt } from '@/lib/rewards/ledger';
import type { Queryable } from '@server/db/types';
import { iso, isoOrNull, num, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { toPackageHolding, toPackageRedemption } from '@server/rows/package-mappers';
import { toPointMovement } from '@server/rows/reward-mappers';

/** A customer the retention rule looks at: what they did last and what they hold. */
export interface RetentionFacts {
  id: string;
  activity: CustomerActivity;
  holdings: CustomerHoldings;
}

/**
 * The business's customers not yet erased (archived and deleted ones too: they keep personal data;
 * not the tombstones of merges, whose history moved to the kept customer), with their activity and
 * what they hold at `now`. Credit and vouchers are ledger sums; vouchers count while they hold
 * value (their expiry is not looked at: kept rather than erased); package sessions count on usable
 * holdings; points count unexpired. Only the customers `keep` accepts on their activity, credit,
 * vouchers and bookings get their points and packages read (the rest would not be erased anyway).
 */
export async function retentionFacts(
  q: Queryable,
  businessId: string,
  now: Date,
  timeZone: string,
  keep: (f: RetentionFacts) => boolean = () => true,
): Promise<RetentionFacts[]> {
  const at = now.toISOString();
  const rows = await q.query<DbRow>(
    `SELECT c.id::text AS id, c.created_at, c.last_visit_at,
       (SELECT max(a.start_at) FROM appointments a WHERE a.business_id = c.business_id AND a.customer_id = c.id
          AND a.deleted_at IS NULL AND a.start_at <= $2) AS last_appointment_at,
       (EXISTS (SELECT 1 FROM appointments a WHERE a.business_id = c.business_id AND a.customer_id = c.id
          AND a.deleted_at IS NULL AND a.status <> 'CANCELLED' AND a.start_at > $2)
        OR EXISTS (SELECT 1 FROM class_attendees ca JOIN appointments a ON a.business_id = ca.business_id AND a.id = ca.appointment_id
          WHERE ca.business_id = c.business_id AND ca.customer_id = c.id AND ca.deleted_at IS NULL AND ca.status <> 'CANCELLED'
            AND a.deleted_at IS NULL AND a.status <> 'CANCELLED' AND a.start_at > $2)) AS has_future,
       (SELECT max(s.sold_at) FROM sales s WHERE s.business_id = c.business_id AND s.customer_id = c.id AND s.deleted_at IS NULL) AS last_sale_at,
       greatest(
         (SELECT max(m.created_at) FROM credit_movements m WHERE m.business_id = c.business_id AND m.customer_id = c.id),
         (SELECT max(vm.created_at) FROM voucher_movements vm JOIN balances b ON b.business_id = vm.business_id AND b.id = vm.voucher_id
            WHERE b.business_id = c.business_id AND b.customer_id = c.id),
         (SELECT max(p.occurred_at) FROM point_movements p WHERE p.business_id = c.business_id AND p.customer_id = c.id AND p.deleted_at IS NULL),
         (SELECT max(r.created_at) FROM package_redemptions r WHERE r.business_id = c.business_id AND r.customer_id = c.id AND r.deleted_at IS NULL)
       ) AS last_balance_at,
       (SELECT coalesce(sum(m.delta), 0) FROM credit_movements m WHERE m.business_id = c.business_id AND m.customer_id = c.id AND m.deleted_at IS NULL)::text AS credit,
       (SELECT coalesce(sum(greatest(v.left_value, 0)), 0) FROM (
          SELECT (SELECT coalesce(sum(vm.delta), 0) FROM voucher_movements vm WHERE vm.business_id = b.business_id AND vm.voucher_id = b.id) AS left_value
          FROM balances b WHERE b.business_id = c.business_id AND b.customer_id = c.id AND b.kind = 'voucher' AND b.deleted_at IS NULL) v)::text AS vouchers
     FROM customers c
     WHERE c.business_id = $1 AND c.erased_at IS NULL AND c.merged_into IS NULL
     ORDER BY c.id`,
    [businessId, at],
  );
  const facts = rows.map((r): RetentionFacts => ({
    id: str(r.id),
    activity: {
      createdAt: iso(r.created_at),
      lastVisitAt: isoOrNull(r.last_visit_at),
      lastAppointmentAt: isoOrNull(r.last_appointment_at),
      lastSaleAt: isoOrNull(r.last_sale_at),
      lastBalanceMovementAt: isoOrNull(r.last_balance_at),
    },
    holdings: { credit: num(r.credit), vouchers: num(r.vouchers), packageSessions: 0, points: 0, hasFutureAppointment: r.has_future === true },
  })).filter(keep);
  await addPointsAndSessions(q, businessId, facts, at, localDayOf(at, timeZone));
  return facts;
}

function groupBy<T>(items: readonly T[], key: (item: T) => string): Map<string, T[]> {
  const out = new Map<string, T[]>();
  for (const item of items) {
    const k = key(item);
    const list = out.get(k);
    if (list === undefined) out.set(k, [item]);
    else list.push(item);
  }
  return out;
}

/** Points and package sessions need their ledgers read through the shared rules (expiry). */
async function addPointsAndSessions(q: Queryable, businessId: string, facts: RetentionFacts[], at: string, today: string): Promise<void> {
  const ids = facts.map((f) => f.id);
  if (ids.length === 0) return;
  const byId = new Map(facts.map((f) => [f.id, f]));
  const points = (
    await q.query<DbRow>('SELECT * FROM point_movements WHERE business_id = $1 AND customer_id = ANY($2::uuid[]) AND deleted_at IS NULL', [businessId, ids])
  ).map(toPointMovement);
  const pointsOf = groupBy(points, (m) => m.customerId);
  for (const [customerId, movements] of pointsOf) {
    const f = byId.get(customerId);
    if (f !== undefined) f.holdings.points = pointsBalanceAt(movements, at);
  }
  const holdings = (
    await q.query<DbRow>('SELECT * FROM package_holdings WHERE business_id = $1 AND customer_id = ANY($2::uuid[]) AND deleted_at IS NULL', [businessId, ids])
  ).map(toPackageHolding);
  if (holdings.length === 0) return;
  const redemptions = (
    await q.query<DbRow>('SELECT * FROM package_redemptions WHERE business_id = $1 AND holding_id = ANY($2::uuid[]) AND deleted_at IS NULL', [
      businessId, holdings.map((h) => h.id),
    ])
  ).map(toPackageRedemption);
  const redemptionsOf = groupBy(redemptions, (r) => r.holdingId);
  for (const h of holdings) {
    const balance = holdingBalance(h, redemptionsOf.get(h.id) ?? []);
    const f = byId.get(h.customerId);
    if (f !== undefined && holdingStatus(balance, today) === 'active') f.holdings.packageSessions += balance.left;
  }
}
