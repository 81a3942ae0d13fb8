import type { Queryable } from '@server/db/types';
import { insertMany } from '@server/db/insert-many';
import { nextSeq } from '@server/db/seq';
import { Prng } from '@server/seed/prng';

interface DiscountSeed {
  name: string;
  type: 'percent' | 'amount';
  value: number;
  scope: 'cart' | 'items' | 'categories';
  /** Demo services by name (scope items). */
  items?: readonly string[];
  categories?: readonly string[];
  days?: readonly number[];
  fromTime?: string;
  untilTime?: string;
  code?: string;
  stackable?: boolean;
  minSpend?: number;
  active?: boolean;
}

/** The demo salon's discounts: a weekday happy hour, a welcome code, a nail promotion, a big-spend reward, an old archived one. */
const DISCOUNTS: readonly DiscountSeed[] = [
  { name: 'Weekday Happy Hour', type: 'percent', value: 1500, scope: 'categories', categories: ['Hair'], days: [1, 2, 3, 4], fromTime: '11:00', untilTime: '15:00', stackable: true },
  { name: 'Welcome 10', type: 'percent', value: 1000, scope: 'cart', code: 'WELCOME10' },
  { name: 'Gel Mani Tuesday', type: 'amount', value: 1500, scope: 'items', items: ['Gel Manicure'], days: [2], stackable: true },
  { name: 'Spend RM300, save RM30', type: 'amount', value: 3000, scope: 'cart', minSpend: 30000 },
  { name: 'Merdeka Special', type: 'percent', value: 3100, scope: 'cart', code: 'MERDEKA31', active: false },
];

/** Inserts the demo discounts (their own PRNG stream, so the other demo rows keep their ids). */
export async function seedDiscounts(q: Queryable, bid: string, services: readonly { id: string; name: string }[]): Promise<void> {
  const r = new Prng(20_261_126);
  let seq = await nextSeq(q, bid, DISCOUNTS.length);
  await insertMany(
    q,
    'discounts',
    ['business_id', 'id', 'seq', 'name', 'type', 'value', 'scope', 'item_ids:jsonb', 'categories:jsonb', 'days:jsonb', 'from_time', 'until_time', 'code', 'stackable', 'min_spend', 'active'],
    DISCOUNTS.map((d) => [
      bid, r.uuid(), seq++, d.name, d.type, d.value, d.scope,
      JSON.stringify((d.items ?? []).flatMap((name) => services.filter((s) => s.name === name).map((s) => s.id))),
      JSON.stringify(d.categories ?? []), JSON.stringify(d.days ?? []), d.fromTime ?? null, d.untilTime ?? null, d.code ?? null,
      d.stackable ?? false, d.minSpend ?? 0, d.active ?? true,
    ]),
  );
}
