import type { DiscountRow, DiscountScope } from '@/lib/schemas/discount';
import { json, num, rowMetaOf, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

export function toDiscount(r: DbRow): DiscountRow {
  return {
    ...rowMetaOf(r),
    name: str(r.name),
    type: r.type === 'amount' ? 'amount' : 'percent',
    value: num(r.value),
    scope: str(r.scope) as DiscountScope,
    itemIds: json<string[]>(r.item_ids),
    categories: json<string[]>(r.categories),
    startsOn: strOrNull(r.starts_on),
    endsOn: strOrNull(r.ends_on),
    days: json<number[]>(r.days),
    fromTime: strOrNull(r.from_time),
    untilTime: strOrNull(r.until_time),
    code: strOrNull(r.code),
    stackable: r.stackable === true,
    minSpend: num(r.min_spend),
    active: r.active === true,
  };
}
