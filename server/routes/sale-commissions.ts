import type { SaleCreateInput } from '@/lib/checkout/sale-schema';
import { computeTotals } from '@/lib/checkout/totals';
import { commissionsOfSale, periodOf, type CommissionLineInput } from '@/lib/commissions/compute';
import type { Queryable } from '@server/db/types';
import { nextSeq } from '@server/db/seq';
import { commissionReversals, type ReversedRefund } from '@/lib/commissions/reversal';
import { toCommissionPattern, toSaleCommission } from '@server/rows/commission-mappers';
import type { DbRow } from '@server/rows/mappers';

/** Each catalogue item's category by id (services and products the sale sells). */
async function categoriesOf(q: Queryable, businessId: string, ids: string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: string; category: string }>(
    `SELECT id::text AS id, category FROM services WHERE business_id = $1 AND id::text = ANY($2::text[])
     UNION ALL SELECT id::text AS id, category FROM products WHERE business_id = $1 AND id::text = ANY($2::text[])`,
    [businessId, ids],
  );
  return new Map(rows.map((r) => [r.id, r.category]));
}

/** Each member's commissionable sales already recorded in the period. */
async function salesInPeriod(q: Queryable, businessId: string, memberIds: string[], period: string): Promise<Map<string, number>> {
  if (memberIds.length === 0) return new Map();
  const rows = await q.query<{ member_id: string; total: string | number }>(
    `SELECT member_id::text AS member_id, sum(sales_amount) AS total FROM sale_commissions
     WHERE business_id = $1 AND period = $2 AND deleted_at IS NULL AND member_id::text = ANY($3::text[]) GROUP BY member_id`,
    [businessId, period, memberIds],
  );
  return new Map(rows.map((r) => [r.member_id, Number(r.total)]));
}

/**
 * Records what each line of a new sale earns its staff member under the business's commission
 * patterns, in the sale's own transaction. Answers how many commission rows were written.
 */
export async function recordSaleCommissions(q: Queryable, businessId: string, input: SaleCreateInput): Promise<number> {
  const staffed = input.lines.filter((l) => l.staffId !== null && (l.kind === 'service' || l.kind === 'product'));
  if (staffed.length === 0) return 0;
  const patterns = (await q.query<DbRow>('SELECT * FROM commission_patterns WHERE business_id = $1 AND deleted_at IS NULL AND active', [businessId])).map(toCommissionPattern);
  if (patterns.length === 0) return 0;

  const zone = (await q.query<{ time_zone: string }>('SELECT time_zone FROM branches WHERE business_id = $1 AND id = $2', [businessId, input.branchId]))[0]?.time_zone;
  const period = periodOf(input.soldAt, zone ?? 'Asia/Kuala_Lumpur');
  const nets = new Map(computeTotals({ lines: input.lines, cartDiscount: input.cartDiscount, tip: 0, rates: input.rates }).lines.map((l) => [l.lineId, l.net]));
  const categories = await categoriesOf(q, businessId, staffed.flatMap((l) => (l.itemId === null ? [] : [l.itemId])));
  const lines: CommissionLineInput[] = staffed.map((l) => ({
    lineId: l.id,
    kind: l.kind,
    category: l.itemId === null ? '' : (categories.get(l.itemId) ?? ''),
    staffId: l.staffId,
    net: nets.get(l.id) ?? 0,
    quantity: l.quantity,
  }));
  const members = [...new Set(staffed.flatMap((l) => (l.staffId === null ? [] : [l.staffId])))];
  const earned = commissionsOfSale(patterns, lines, await salesInPeriod(q, businessId, members, period));

  for (const c of earned) {
    const seq = await nextSeq(q, businessId);
    await q.query(
      `INSERT INTO sale_commissions (business_id, id, seq, sale_id, line_id, member_id, pattern_id, sales_amount, amount, period, sold_at)
       VALUES ($1, $2, $3, $4, $2, $5, $6, $7, $8, $9, $10) ON CONFLICT (business_id, id) DO NOTHING`,
      [businessId, c.lineId, seq, input.id, c.memberId, c.patternId, c.salesAmount, c.amount, period, input.soldAt],
    );
  }
  return earned.length;
}

/**
 * Records what a refund takes back of its sale's commissions (src/lib/commissions/reversal.ts), in
 * the refund's own transaction: one row per commission, negative, with an id from the refund and
 * the commission, so a replayed refund records nothing twice.
 */
export async function reverseSaleCommissions(q: Queryable, businessId: string, sale: { id: string; total: number; timeZone: string }, refund: ReversedRefund): Promise<number> {
  const rows = (await q.query<DbRow>('SELECT * FROM sale_commissions WHERE business_id = $1 AND sale_id = $2 AND deleted_at IS NULL', [businessId, sale.id])).map(toSaleCommission);
  const reversals = commissionReversals(rows, sale.total, refund, sale.timeZone);
  for (const r of reversals) {
    const seq = await nextSeq(q, businessId);
    await q.query(
      `INSERT INTO sale_commissions (business_id, id, seq, sale_id, line_id, member_id, pattern_id, sales_amount, amount, period, sold_at, refund_id)
       VALUES ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11, $12) ON CONFLICT (business_id, id) DO NOTHING`,
      [businessId, r.id, seq, r.saleId, r.lineId, r.memberId, r.patternId, r.salesAmount, r.amount, r.period, r.soldAt, r.refundId],
    );
  }
  return reversals.length;
}
