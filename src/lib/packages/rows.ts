import type { RowMeta } from '@/lib/api-types';

/**
 * A customer's packages (issues 15, 16): each package line of a sale with a customer becomes a
 * holding (id = the sale line's id); sessions used are a ledger of replicated redemption rows.
 */

/** One service or product of a holding with the sessions bought of it (per unit × quantity sold). */
export interface HoldingItem {
  serviceId: string | null;
  productId: string | null;
  name: string;
  sessions: number;
}

export interface PackageHoldingRow extends RowMeta {
  customerId: string;
  /** The sale that sold it (its line id is the holding's id). */
  saleId: string;
  /** The catalogue package (null when it was sold as a custom line). */
  packageId: string | null;
  name: string;
  items: HoldingItem[];
  soldAt: string;
  /** Last usable local day ('yyyy-MM-dd'), null when it never expires. */
  expiresOn: string | null;
  /** Set when a refund of the package's sale voided what was left. */
  voidedAt: string | null;
}

/**
 * A movement of sessions on a holding's item, signed as sessions used: a redemption adds its
 * quantity, a refund of the sale that used it gives them back (negative), a refund of the package
 * sale voids what is left (positive, up to what was left).
 */
export const REDEMPTION_KINDS = ['redeem', 'return', 'void'] as const;
export type RedemptionKind = (typeof REDEMPTION_KINDS)[number];

export interface PackageRedemptionRow extends RowMeta {
  holdingId: string;
  customerId: string;
  kind: RedemptionKind;
  /** The service or product (ids are unique within a package). */
  itemId: string;
  sessions: number;
  /** The sale (a redemption: the sale that used it; a return or void: the refunded sale). */
  saleId: string | null;
  /** The sale line paid by the session (redemptions only). */
  lineId: string | null;
  /** The booking checked out by that sale, when there was one. */
  appointmentId: string | null;
  /** The refund behind a return or void. */
  refundId: string | null;
  createdBy: string;
  createdAt: string;
}
