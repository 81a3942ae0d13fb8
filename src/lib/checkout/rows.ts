import type { RowMeta } from '@/lib/api-types';
import type { CartLine, CashMovement, Discount, Payment, SaleTotals } from '@/lib/checkout/sale-schema';
import type { SaleRates } from '@/lib/checkout/totals';
import type { CheckoutSettingsValue, PaymentMethod } from '@/lib/checkout/settings';
import type { ZReport } from '@/lib/checkout/shift-report';

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
  | 'refund_exceeds_sale';

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

/** One per business; id = business id. */
export type CheckoutSettingsRow = RowMeta & CheckoutSettingsValue;
