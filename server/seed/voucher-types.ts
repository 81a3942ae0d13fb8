import type { PackageValidity } from '@/lib/schemas/package';
import type { VoucherKind, VoucherScope } from '@/lib/schemas/voucher-type';
import type { Queryable } from '@server/db/types';
import { insertMany } from '@server/db/insert-many';
import { nextSeq } from '@server/db/seq';
import { Prng } from '@server/seed/prng';

interface VoucherTypeSeed {
  name: string;
  kind: VoucherKind;
  value: number;
  price: number;
  /** Demo services by name (service vouchers). */
  services?: readonly string[];
  scope?: VoucherScope;
  categories?: readonly string[];
  validity: PackageValidity;
}

/** The demo salon's voucher types: a gift card at face value, a discounted voucher for hair, a free blow-dry. */
const VOUCHER_TYPES: readonly VoucherTypeSeed[] = [
  { name: 'RM 100 Gift Card', kind: 'value', value: 10_000, price: 10_000, validity: { kind: 'period', unit: 'years', count: 1 } },
  { name: 'RM 50 Hair Voucher', kind: 'value', value: 5_000, price: 4_500, scope: 'categories', categories: ['Hair'], validity: { kind: 'period', unit: 'months', count: 6 } },
  { name: 'Free Blow-dry', kind: 'service', value: 0, price: 3_500, services: ['Wash & Blow Dry'], validity: { kind: 'period', unit: 'months', count: 3 } },
];

/** Inserts the demo voucher types (their own PRNG stream, so the other demo rows keep their ids). */
export async function seedVoucherTypes(q: Queryable, bid: string, services: readonly { id: string; name: string }[]): Promise<void> {
  const r = new Prng(20_261_127);
  let seq = await nextSeq(q, bid, VOUCHER_TYPES.length);
  await insertMany(
    q,
    'voucher_types',
    ['business_id', 'id', 'seq', 'name', 'kind', 'value', 'price', 'service_ids:jsonb', 'scope', 'categories:jsonb', 'validity:jsonb'],
    VOUCHER_TYPES.map((v) => [
      bid, r.uuid(), seq++, v.name, v.kind, v.value, v.price,
      JSON.stringify((v.services ?? []).flatMap((name) => services.filter((s) => s.name === name).map((s) => s.id))),
      v.scope ?? 'all', JSON.stringify(v.categories ?? []), JSON.stringify(v.validity),
    ]),
  );
}
