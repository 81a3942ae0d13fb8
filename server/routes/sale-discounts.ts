import type { SaleCreateInput } from '@/lib/checkout/sale-schema';
import type { Queryable } from '@server/db/types';
import type { Outcome } from '@server/http/idempotency';
import { problem } from '@server/http/problem';

/** The catalogue discounts a sale names (issue 16): on its lines and on the cart. */
function namedDiscounts(input: Pick<SaleCreateInput, 'lines' | 'cartDiscount'>): { lines: string[]; cart: string | null } {
  return {
    lines: input.lines.flatMap((l) => (l.discount?.discountId === undefined ? [] : [l.discount.discountId])),
    cart: input.cartDiscount?.discountId ?? null,
  };
}

/**
 * Refuses (400, field reason) a sale naming a discount this business never had: no device can
 * hold such an id, so retrying cannot help. A discount deleted after the device applied it still
 * exists (deleted_at) and is accepted: the sale is a fact, like a late sale of an archived item.
 */
export async function unknownDiscountRefusal(q: Queryable, businessId: string, input: Pick<SaleCreateInput, 'lines' | 'cartDiscount'>): Promise<Outcome | null> {
  const named = namedDiscounts(input);
  const ids = [...new Set([...named.lines, ...(named.cart === null ? [] : [named.cart])])];
  if (ids.length === 0) return null;
  const rows = await q.query<{ id: string }>('SELECT id::text AS id FROM discounts WHERE business_id = $1 AND id = ANY($2::uuid[])', [businessId, ids]);
  const known = new Set(rows.map((r) => r.id));
  const errors: Record<string, string> = {};
  if (named.lines.some((id) => !known.has(id))) errors.lines = 'catalogues.discounts.unknownDiscount';
  if (named.cart !== null && !known.has(named.cart)) errors.cartDiscount = 'catalogues.discounts.unknownDiscount';
  return Object.keys(errors).length === 0 ? null : { status: 400, body: problem(400, 'The sale names a discount this business does not have.', errors) };
}

/** Whether a sale records the discount (then deleting it would lose the name its sales show: archive it instead). */
export async function saleUsesDiscount(q: Queryable, businessId: string, id: string): Promise<boolean> {
  const rows = await q.query(
    'SELECT 1 FROM sales WHERE business_id = $1 AND (lines @> $2::text::jsonb OR cart_discount @> $3::text::jsonb) LIMIT 1',
    [businessId, JSON.stringify([{ discount: { discountId: id } }]), JSON.stringify({ discountId: id })],
  );
  return rows.length > 0;
}
