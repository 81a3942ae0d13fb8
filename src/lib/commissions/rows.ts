import type { RowMeta } from '@/lib/api-types';
import type { CommissionItemKind, CommissionTier, CommissionType } from '@/lib/schemas/commission-pattern';

/** A commission pattern of the catalogue: what a member earns on the items it covers. */
export interface CommissionPatternRow extends RowMeta {
  name: string;
  itemKind: CommissionItemKind;
  category: string;
  type: CommissionType;
  /** Basis points for percent, sen per unit for amount. */
  value: number;
  tiers: CommissionTier[];
  memberIds: string[];
  active: boolean;
}

/**
 * The commission one sale line earned its staff member (written by the server with the sale, id =
 * the line id), or what a refund took back of it (negative figures, dated on the refund).
 */
export interface SaleCommissionRow extends RowMeta {
  saleId: string;
  lineId: string;
  memberId: string;
  patternId: string;
  /** The line's net (after discounts), counted towards the member's tiers. */
  salesAmount: number;
  /** The commission earned, in sen. */
  amount: number;
  /** The calendar month of the sale in its branch's time zone (YYYY-MM): the tiers' period. */
  period: string;
  /** When it was earned, or for a reversal when the refund was made. */
  soldAt: string;
  /** The refund a reversal row belongs to; null for the commission a sale earned. */
  refundId: string | null;
}
