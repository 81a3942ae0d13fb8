import type { EarnRates, RewardProgramRow } from '@/lib/schemas/reward-program';
import type { PointMovementRow } from '@/lib/rewards/movements';
import { iso, json, num, rowMetaOf, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

export function toRewardProgram(r: DbRow): RewardProgramRow {
  return {
    ...rowMetaOf(r),
    name: str(r.name),
    earnRates: json<EarnRates>(r.earn_rates),
    scope: r.scope === 'items' || r.scope === 'categories' ? r.scope : 'all',
    itemIds: json<string[]>(r.item_ids),
    categories: json<string[]>(r.categories),
    pointValue: num(r.point_value),
    minRedeem: num(r.min_redeem),
    expiryMonths: r.expiry_months === null || r.expiry_months === undefined ? null : num(r.expiry_months),
    active: r.active === true,
  };
}

export function toPointMovement(r: DbRow): PointMovementRow {
  return {
    ...rowMetaOf(r),
    customerId: str(r.customer_id),
    kind: r.kind === 'redeemed' || r.kind === 'refunded' || r.kind === 'adjusted' ? r.kind : 'earned',
    points: num(r.points),
    saleId: strOrNull(r.sale_id),
    programId: strOrNull(r.program_id),
    reason: str(r.reason),
    expiresAt: r.expires_at === null || r.expires_at === undefined ? null : iso(r.expires_at),
    occurredAt: iso(r.occurred_at),
    createdBy: strOrNull(r.created_by),
  };
}
