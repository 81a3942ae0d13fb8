import type { AnomalyKind } from '@/lib/checkout/rows';
import type { Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { checkLowStock, insertMovement, touchProduct } from '@server/routes/stock-ledger';

/**
 * The balance ledgers a sale or refund moves (stock, customer credit, vouchers) and the review
 * table. Called inside the write transaction, after lockBusiness. Balances are sums of signed
 * movements, so two devices selling offline add up; going below zero is flagged, never refused.
 */
export interface Anomaly {
  kind: AnomalyKind;
  detail: Record<string, unknown>;
}

/**
 * Writes the anomalies of one sale or refund for review; each is a replicated row (payment ≥ 1
 * pulls them) with its own change sequence number. `saleId` is the sale concerned.
 */
export async function recordAnomalies(q: Queryable, businessId: string, recordId: string, saleId: string | null, anomalies: readonly Anomaly[]): Promise<void> {
  if (anomalies.length === 0) return;
  let seq = await nextSeq(q, businessId, anomalies.length);
  for (const a of anomalies) {
    await q.query(
      'INSERT INTO sale_anomalies (business_id, id, seq, record_id, sale_id, kind, detail) VALUES ($1, $2, $3, $4, $5, $6, $7::text::jsonb)',
      [businessId, crypto.randomUUID(), seq++, recordId, saleId, a.kind, JSON.stringify(a.detail)],
    );
  }
}

/**
 * Moves a product's stock at a branch, re-sends the product on the delta feed and raises a
 * low-stock notification on a crossing; answers the product's new total stock, or null if unknown.
 */
export async function moveStock(
  q: Queryable,
  businessId: string,
  move: { productId: string; branchId: string; delta: number; reason: 'sale' | 'refund'; refId: string },
): Promise<number | null> {
  const product = await q.query('SELECT 1 FROM products WHERE business_id = $1 AND id = $2', [businessId, move.productId]);
  if (product.length === 0) return null;
  await insertMovement(q, { businessId, id: crypto.randomUUID(), ...move });
  await touchProduct(q, businessId, move.productId);
  await checkLowStock(q, businessId, move.productId, move.branchId, new Date());
  const rows = await q.query<{ stock: string }>(
    'SELECT coalesce(sum(delta), 0)::text AS stock FROM stock_movements WHERE business_id = $1 AND product_id = $2',
    [businessId, move.productId],
  );
  return Number(rows[0]?.stock ?? 0);
}

/** Writes the balance row of a ledger (creating it on first movement) and answers the new balance. */
async function upsertBalance(
  q: Queryable,
  businessId: string,
  row: { id: string; kind: 'credit' | 'voucher'; customerId: string | null; code: string | null; currency: string },
  balance: number,
): Promise<number> {
  const seq = await nextSeq(q, businessId);
  await q.query(
    `INSERT INTO balances (business_id, id, seq, kind, customer_id, code, balance, currency) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)
     ON CONFLICT (business_id, id) DO UPDATE SET balance = EXCLUDED.balance, seq = EXCLUDED.seq,
       version = balances.version + 1, updated_at = now()`,
    [businessId, row.id, seq, row.kind, row.customerId, row.code, balance, row.currency],
  );
  return balance;
}

export async function moveCredit(q: Queryable, businessId: string, customerId: string, delta: number, reason: string, refId: string, currency: string): Promise<number> {
  // A replicated row of its own (the record's ledger), numbered on the feed like any change.
  const seq = await nextSeq(q, businessId);
  await q.query(
    'INSERT INTO credit_movements (business_id, id, seq, customer_id, delta, reason, ref_id, currency) VALUES ($1, $2, $3, $4, $5, $6, $7, $8)',
    [businessId, crypto.randomUUID(), seq, customerId, delta, reason, refId, currency],
  );
  const rows = await q.query<{ b: string }>('SELECT coalesce(sum(delta), 0)::text AS b FROM credit_movements WHERE business_id = $1 AND customer_id = $2', [
    businessId,
    customerId,
  ]);
  return upsertBalance(q, businessId, { id: customerId, kind: 'credit', customerId, code: null, currency }, Number(rows[0]?.b ?? 0));
}

/** A voucher's id is the sale line that sold it; redemptions find it by its code. */
export async function findVoucher(q: Queryable, businessId: string, code: string): Promise<string | null> {
  const rows = await q.query<{ id: string }>("SELECT id FROM balances WHERE business_id = $1 AND kind = 'voucher' AND upper(code) = upper($2) LIMIT 1", [
    businessId,
    code,
  ]);
  return rows[0]?.id ?? null;
}

export async function moveVoucher(
  q: Queryable,
  businessId: string,
  voucher: { id: string; code: string; customerId: string | null; currency: string },
  delta: number,
  reason: string,
  refId: string,
): Promise<number> {
  await q.query('INSERT INTO voucher_movements (business_id, id, voucher_id, delta, reason, ref_id) VALUES ($1, $2, $3, $4, $5, $6)', [
    businessId,
    crypto.randomUUID(),
    voucher.id,
    delta,
    reason,
    refId,
  ]);
  const rows = await q.query<{ b: string }>('SELECT coalesce(sum(delta), 0)::text AS b FROM voucher_movements WHERE business_id = $1 AND voucher_id = $2', [
    businessId,
    voucher.id,
  ]);
  const existing = await q.query<{ customer_id: string | null }>('SELECT customer_id FROM balances WHERE business_id = $1 AND id = $2', [businessId, voucher.id]);
  const customerId = existing[0] !== undefined ? existing[0].customer_id : voucher.customerId;
  return upsertBalance(q, businessId, { id: voucher.id, kind: 'voucher', customerId, code: voucher.code, currency: voucher.currency }, Number(rows[0]?.b ?? 0));
}
