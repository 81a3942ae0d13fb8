import type { Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { deliverNotification } from '@server/routes/notification-store';
import { json, num, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

/** Why stock moved: checkout's sale and refund, and the catalogue's own movements. */
export type StockReason = 'sale' | 'refund' | 'received' | 'damage' | 'count' | 'use_in_service' | 'transfer_out' | 'transfer_in';

export interface Movement {
  businessId: string;
  id: string;
  productId: string;
  branchId: string;
  delta: number;
  reason: StockReason;
  refId: string | null;
  unitCost?: number | null;
  note?: string;
  createdBy?: string | null;
}

/** Appends one movement to the ledger (it never changes afterwards). */
export async function insertMovement(q: Queryable, m: Movement): Promise<void> {
  await q.query(
    `INSERT INTO stock_movements (business_id, id, product_id, branch_id, delta, reason, ref_id, unit_cost, note, created_by)
     VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10)`,
    [m.businessId, m.id, m.productId, m.branchId, m.delta, m.reason, m.refId, m.unitCost ?? null, m.note ?? '', m.createdBy ?? null],
  );
}

/** Re-sends the product on the delta feed (its stock figures changed). */
export async function touchProduct(q: Queryable, businessId: string, productId: string): Promise<void> {
  const seq = await nextSeq(q, businessId);
  await q.query('UPDATE products SET seq = $3, version = version + 1, updated_at = now() WHERE business_id = $1 AND id = $2', [businessId, productId, seq]);
}

export async function branchOnHand(q: Queryable, businessId: string, productId: string, branchId: string): Promise<number> {
  const rows = await q.query<{ n: string }>(
    'SELECT coalesce(sum(delta), 0)::text AS n FROM stock_movements WHERE business_id = $1 AND product_id = $2 AND branch_id = $3',
    [businessId, productId, branchId],
  );
  return Number(rows[0]?.n ?? 0);
}

/** Members who administer the branch (spec §6: org admins, or members level ≥ 2 assigned to it). */
async function branchAdmins(q: Queryable, businessId: string, branchId: string): Promise<string[]> {
  const rows = await q.query<{ id: string }>(
    `SELECT id::text AS id FROM members
     WHERE business_id = $1 AND deleted_at IS NULL
       AND (org_access_level = 'admin' OR internal_role IS NOT NULL
            OR (branches @> $2::jsonb AND (permissions = '{}'::jsonb OR coalesce((permissions->>'members')::int, 0) >= 2)))`,
    [businessId, JSON.stringify([{ branchId }])],
  );
  return rows.map((r) => r.id);
}

/**
 * After stock moved at a branch: at or under the product's threshold there, tells the branch's
 * admins once (a `low_stock_alerts` row marks the crossing); above it again, re-arms the alert.
 */
export async function checkLowStock(q: Queryable, businessId: string, productId: string, branchId: string, now: Date): Promise<void> {
  const product = (await q.query<DbRow>('SELECT name, low_stock FROM products WHERE business_id = $1 AND id = $2', [businessId, productId]))[0];
  if (product === undefined) return;
  const threshold = json<Record<string, number>>(product.low_stock)[branchId];
  const onHand = await branchOnHand(q, businessId, productId, branchId);
  if (threshold === undefined || onHand > threshold) {
    await q.query('DELETE FROM low_stock_alerts WHERE business_id = $1 AND product_id = $2 AND branch_id = $3', [businessId, productId, branchId]);
    return;
  }
  const marked = await q.query(
    `INSERT INTO low_stock_alerts (business_id, product_id, branch_id) VALUES ($1, $2, $3)
     ON CONFLICT (business_id, product_id, branch_id) DO NOTHING RETURNING 1`,
    [businessId, productId, branchId],
  );
  if (marked.length === 0) return;
  const branch = (await q.query<DbRow>('SELECT name FROM branches WHERE business_id = $1 AND id = $2', [businessId, branchId]))[0];
  const title = `Low stock: ${str(product.name)} at ${branch ? str(branch.name) : 'a branch'} (${num(onHand)} left)`;
  for (const userId of await branchAdmins(q, businessId, branchId)) {
    await deliverNotification(q, {
      businessId,
      notificationId: crypto.randomUUID(),
      userId,
      createdAt: Math.floor(now.getTime() / 1000),
      read: false,
      type: 'LOW_STOCK',
      messageTitle: title,
      deepLink: `/catalogues/products/details/${productId}`,
      data: { customers: [], event: null, errorMessage: null },
    });
  }
}
