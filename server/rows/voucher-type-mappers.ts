import type { PackageValidity } from '@/lib/schemas/package';
import type { VoucherTypeRow } from '@/lib/schemas/voucher-type';
import { json, num, rowMetaOf, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

export function toVoucherType(r: DbRow): VoucherTypeRow {
  return {
    ...rowMetaOf(r),
    name: str(r.name),
    kind: r.kind === 'service' ? 'service' : 'value',
    value: num(r.value),
    price: num(r.price),
    serviceIds: json<string[]>(r.service_ids),
    scope: r.scope === 'items' || r.scope === 'categories' ? r.scope : 'all',
    itemIds: json<string[]>(r.item_ids),
    categories: json<string[]>(r.categories),
    validity: json<PackageValidity>(r.validity),
    active: r.active === true,
  };
}
