import type { RowMeta } from '@/lib/api-types';
import type { CartLine, CashMovement, Discount, Payment, SaleTotals } from '@/lib/checkout/sale-schema';
import type { SaleRates } from '@/lib/checkout/totals';
import type { CheckoutSettingsValue, PaymentMethod } from '@/lib/checkout/settings';
import type { ZReport } from '@/lib/checkout/shift-report';
import type { PackageValidity } from '@/lib/schemas/package';

/** Kinds of anomaly the server flags on a late or odd sale instead of refusing it. */
export type AnomalyKind =
  | 'stock_below_zero'
  | 'unknown_product'
  | 'voucher_unknown'
  | 'voucher_over_redeemed'
  | 'credit_overdrawn'
  | 'credit_without_customer'
  | 'receipt_number_repeated'
  | 'totals_mismatch'
  | 'payments_mismatch'
  | 'refund_exceeds_sale'
  | 'points_mismatch';

/** A completed sale: an append-only fact. */
export interface SaleRow extends RowMeta {
  branchId: string;
  deviceId: string;
  shiftId: string | null;
  receiptNumber: string;
  customerId: string | null;
  soldBy: string;
  currency: string;
  lines: CartLine[];
  cartDiscount: Discount | null;
  rates: SaleRates;
  totals: SaleTotals;
  payments: Payment[];
  note: string;
  soldAt: string;
  /** What the server flagged for review (empty on the device until it has seen the sale). */
  anomalies: AnomalyKind[];
  /** Reward points this device worked out the sale earns (only on the device's row until the server answers; then the ledger holds them). */
  pointsEarned?: number | undefined;
}

export interface RefundRow extends RowMeta {
  saleId: string;
  kind: 'refund' | 'void';
  amount: number;
  method: PaymentMethod;
  reason: string;
  restock: { lineId: string; quantity: number }[];
  deviceId: string;
  shiftId: string | null;
  refundedBy: string;
  refundedAt: string;
}

export interface ShiftRow extends RowMeta {
  branchId: string;
  deviceId: string;
  openedBy: string;
  openedAt: string;
  openingFloat: number;
  movements: CashMovement[];
  status: 'open' | 'closed';
  closedBy: string | null;
  closedAt: string | null;
  countedCash: number | null;
  zNumber: string | null;
  zReport: ZReport | null;
}

/** A ledger balance: a customer's credit (id = customer id) or a voucher sold (id = sale line id). */
export interface BalanceRow extends RowMeta {
  kind: 'credit' | 'voucher';
  customerId: string | null;
  code: string | null;
  balance: number;
  currency: string;
}

/** One service or product in a package, with the sessions (or units) the package buys of it. */
export interface PackageItem {
  /** The catalogue service, when the item is one. */
  serviceId: string | null;
  /** The catalogue product, when the item is one. */
  productId: string | null;
  name: string;
  sessions: number;
}

/** A catalogue package: a bundle of sessions sold as one item. */
export interface PackageRow extends RowMeta {
  name: string;
  category: string;
  price: number;
  currency: string;
  items: PackageItem[];
  /** How long the sessions stay usable after the sale. */
  validity: PackageValidity;
  sst: boolean;
  imageUrl: string | null;
  active: boolean;
}

export const ANOMALY_RESOLUTIONS = ['resolved', 'acknowledged'] as const;
export type AnomalyResolution = (typeof ANOMALY_RESOLUTIONS)[number];

/** One thing the server flagged on a sale or refund, for review (payment permission). */
export interface SaleAnomalyRow extends RowMeta {
  /** The sale or refund the server flagged. */
  recordId: string;
  /** The sale concerned (the refunded sale for a refund's anomaly). */
  saleId: string | null;
  kind: AnomalyKind;
  detail: Record<string, unknown>;
  createdAt: string;
  resolution: AnomalyResolution | null;
  resolvedAt: string | null;
  resolvedBy: string | null;
  resolutionNote: string;
}

/** One per business; id = business id. */
export type CheckoutSettingsRow = RowMeta & CheckoutSettingsValue;
