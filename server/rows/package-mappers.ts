import type { HoldingItem, PackageHoldingRow, PackageRedemptionRow, RedemptionKind } from '@/lib/packages/rows';
import { iso, json, num, rowMetaOf, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

export function toPackageHolding(r: DbRow): PackageHoldingRow {
  return {
    ...rowMetaOf(r),
    customerId: str(r.customer_id),
    saleId: str(r.sale_id),
    packageId: strOrNull(r.package_id),
    name: str(r.name),
    items: json<HoldingItem[]>(r.items),
    soldAt: iso(r.sold_at),
    expiresOn: strOrNull(r.expires_on),
    voidedAt: r.voided_at === null || r.voided_at === undefined ? null : iso(r.voided_at),
  };
}

const KINDS: readonly RedemptionKind[] = ['redeem', 'return', 'void'];

export function toPackageRedemption(r: DbRow): PackageRedemptionRow {
  const kind = KINDS.find((k) => k === r.kind);
  if (kind === undefined) throw new Error(`Unknown redemption kind ${String(r.kind)}`);
  return {
    ...rowMetaOf(r),
    holdingId: str(r.holding_id),
    customerId: str(r.customer_id),
    kind,
    itemId: str(r.item_id),
    sessions: num(r.sessions),
    saleId: strOrNull(r.sale_id),
    lineId: strOrNull(r.line_id),
    appointmentId: strOrNull(r.appointment_id),
    refundId: strOrNull(r.refund_id),
    createdBy: str(r.created_by),
    createdAt: iso(r.created_at),
  };
}
