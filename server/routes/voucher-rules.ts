import { localDayOf } from '@/lib/reports/local-day';
import type { CartLine, SaleCreateInput } from '@/lib/checkout/sale-schema';
import { voucherRefusal, voucherTermsOf, type VoucherRefusal, type VoucherTerms } from '@/lib/checkout/voucher-rules';
import type { VoucherTypeRow } from '@/lib/schemas/voucher-type';
import type { Queryable } from '@server/db/types';
import { json, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';
import { findVoucher } from '@server/routes/checkout-ledger';

const DETAIL: Record<VoucherRefusal, string> = {
  voucherExpired: 'A voucher paid after its last day.',
  voucherOutOfScope: 'A voucher paid more than the items it may pay for.',
};

/** The line that sold the voucher (its id is the voucher's), from the sale that holds it. */
async function sellingLine(q: Queryable, businessId: string, voucherId: string): Promise<CartLine | undefined> {
  const rows = await q.query<DbRow>('SELECT lines FROM sales WHERE business_id = $1 AND lines @> $2::text::jsonb LIMIT 1', [businessId, JSON.stringify([{ id: voucherId }])]);
  return rows[0] === undefined ? undefined : json<CartLine[]>(rows[0].lines).find((l) => l.id === voucherId);
}

async function categories(q: Queryable, businessId: string, ids: readonly string[]): Promise<Map<string, string>> {
  if (ids.length === 0) return new Map();
  const rows = await q.query<{ id: string; category: string }>(
    `SELECT id::text AS id, category FROM services WHERE business_id = $1 AND id = ANY($2::uuid[])
     UNION ALL SELECT id::text, category FROM products WHERE business_id = $1 AND id = ANY($2::uuid[])
     UNION ALL SELECT id::text, category FROM packages WHERE business_id = $1 AND id = ANY($2::uuid[])`,
    [businessId, [...new Set(ids)]],
  );
  return new Map(rows.map((r) => [r.id, r.category]));
}

/**
 * Voucher payments must respect the voucher type's scope and the voucher's last day (issue 16):
 * answers the first refusal (the sale is refused with 409), or null. An unknown code is left to
 * the ledger (flagged, as before).
 */
export async function checkVoucherPayments(q: Queryable, businessId: string, input: SaleCreateInput, timeZone: string): Promise<{ detail: string; key: string } | null> {
  const vouchers = input.payments.filter((p) => p.method === 'voucher');
  if (vouchers.length === 0) return null;
  const day = localDayOf(input.soldAt, timeZone);
  const cats = await categories(q, businessId, input.lines.flatMap((l) => (l.itemId === null ? [] : [l.itemId])));
  for (const [i, p] of input.payments.entries()) {
    if (p.method !== 'voucher') continue;
    const voucherId = await findVoucher(q, businessId, p.reference);
    if (voucherId === null) continue;
    const line = await sellingLine(q, businessId, voucherId);
    if (line === undefined) continue;
    const types = new Map<string, NonNullable<VoucherTerms['type']>>();
    if (line.voucherTypeId !== undefined) {
      const [t] = await q.query<DbRow>('SELECT kind, service_ids, scope, item_ids, categories FROM voucher_types WHERE business_id = $1 AND id = $2', [businessId, line.voucherTypeId]);
      if (t !== undefined) {
        types.set(line.voucherTypeId, {
          kind: str(t.kind) === 'service' ? 'service' : 'value', serviceIds: json<string[]>(t.service_ids), scope: scopeOf(str(t.scope)), itemIds: json<string[]>(t.item_ids), categories: json<string[]>(t.categories),
        });
      }
    }
    const refusal = voucherRefusal(voucherTermsOf(line, types), { code: p.reference, amount: p.amount, day, payments: input.payments.slice(0, i) }, input, (id) => cats.get(id));
    if (refusal !== null) return { detail: DETAIL[refusal], key: `checkout.errors.${refusal}` };
  }
  return null;
}

function scopeOf(v: string): VoucherTypeRow['scope'] {
  return v === 'categories' || v === 'items' ? v : 'all';
}
