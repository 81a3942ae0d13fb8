import type { CommissionPatternRow, SaleCommissionRow } from '@/lib/commissions/rows';
import type { CommissionItemKind, CommissionTier, CommissionType } from '@/lib/schemas/commission-pattern';
import { iso, json, num, rowMetaOf, str } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

export function toCommissionPattern(r: DbRow): CommissionPatternRow {
  return {
    ...rowMetaOf(r),
    name: str(r.name),
    itemKind: str(r.item_kind) as CommissionItemKind,
    category: str(r.category),
    type: str(r.type) as CommissionType,
    value: num(r.value),
    tiers: json<CommissionTier[]>(r.tiers ?? []),
    memberIds: json<string[]>(r.member_ids ?? []),
    active: r.active === true,
  };
}

export function toSaleCommission(r: DbRow): SaleCommissionRow {
  return {
    ...rowMetaOf(r),
    saleId: str(r.sale_id),
    lineId: str(r.line_id),
    memberId: str(r.member_id),
    patternId: str(r.pattern_id),
    salesAmount: num(r.sales_amount),
    amount: num(r.amount),
    period: str(r.period),
    soldAt: iso(r.sold_at),
    refundId: r.refund_id === null || r.refund_id === undefined ? null : str(r.refund_id),
  };
}
