import { z } from 'zod';
import { PAYMENT_METHODS } from '@/lib/checkout/settings';
import { buyerSchema } from '@/lib/invoices/schema';

/**
 * The wire shapes of the money records: a sale (cart lines, totals and payments, made once,
 * never edited), a refund or void, and the shift events. Shared by the device and the server.
 * Amounts are integer minor units; rates basis points; times ISO 8601 UTC.
 */
export const LINE_KINDS = ['service', 'product', 'package', 'voucher', 'credit'] as const;
export type LineKind = (typeof LINE_KINDS)[number];

const id = z.uuid('validation.invalidId');
const minor = z.number().int('validation.invalidAmount').min(0, 'validation.invalidAmount').max(100_000_000_00, 'validation.invalidAmount');
const signedMinor = z.number().int('validation.invalidAmount').min(-100_000_000_00, 'validation.invalidAmount').max(100_000_000_00, 'validation.invalidAmount');
const text = (max: number) => z.string().trim().max(max, 'validation.tooLong');
const isoTime = z.iso.datetime({ offset: true, message: 'validation.invalidTime' });

export const discountSchema = z.object({
  type: z.enum(['percent', 'amount']),
  /** Basis points for percent (1000 = 10%), minor units for amount. */
  value: z.number().int('validation.invalidAmount').min(0, 'validation.invalidAmount').max(100_000_000_00, 'validation.invalidAmount'),
  /**
   * The catalogue discount the till applied (issue 16); absent for a typed discount and on older
   * sales. Where stacked catalogue discounts share one line or the cart, the one that took most.
   */
  discountId: z.uuid('validation.invalidId').optional(),
});
export type Discount = z.output<typeof discountSchema>;

export const packageContentSchema = z.object({
  name: text(120).min(1, 'validation.required'),
  sessions: z.number().int('validation.invalidQuantity').min(1, 'validation.invalidQuantity').max(999, 'validation.invalidQuantity'),
  /** The catalogue service or product (absent on older sales): what a session of it pays for later. */
  serviceId: z.uuid('validation.invalidId').nullable().optional(),
  productId: z.uuid('validation.invalidId').nullable().optional(),
});
export type PackageContent = z.output<typeof packageContentSchema>;

export const cartLineSchema = z.object({
  id,
  kind: z.enum(LINE_KINDS),
  /** Catalogue service, product or package id; null for vouchers, credit top-ups and custom items. */
  itemId: id.nullable(),
  name: text(120).min(1, 'validation.required'),
  unitPrice: minor,
  quantity: z.number().int('validation.invalidQuantity').min(1, 'validation.invalidQuantity').max(999, 'validation.invalidQuantity'),
  /** The staff member who performed a service. */
  staffId: id.nullable(),
  discount: discountSchema.nullable(),
  note: text(200),
  /** For a voucher sold: the code printed for the customer. */
  voucherCode: text(24).nullable(),
  /** For a voucher sold from a catalogue voucher type: the type (absent on free-amount vouchers and older sales). */
  voucherTypeId: id.optional(),
  /** For a voucher sold from a type: what it pays (minor units, per unit sold), which may exceed its price. */
  voucherValue: minor.optional(),
  /** For a voucher sold from a type: its last usable local day ('yyyy-MM-dd'); null when it never expires. */
  voucherExpiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'catalogues.discounts.invalidDate').nullable().optional(),
  /** For a catalogue package: what it holds (copied at sale time, printed on the receipt). */
  contents: z.array(packageContentSchema).max(30).optional(),
  /** For a catalogue package: its last usable local day ('yyyy-MM-dd'); null when it never expires. */
  packageExpiresOn: z.string().regex(/^\d{4}-\d{2}-\d{2}$/, 'catalogues.discounts.invalidDate').nullable().optional(),
  /** For a service or product paid by a package session: the customer's holding (the package line that sold it). */
  packageHoldingId: id.optional(),
});
export type CartLine = z.output<typeof cartLineSchema>;

export const paymentSchema = z.object({
  id,
  method: z.enum(PAYMENT_METHODS),
  /** What this payment settles of the bill (after cash rounding), excluding change given. */
  amount: minor,
  /** Cash handed over (cash only); change = tendered − amount. */
  tendered: minor.nullable(),
  /** Terminal, QR, transfer reference; the voucher code for a voucher payment; the points for a points payment. */
  reference: text(60),
  /** For a points payment: the reward points redeemed (amount = points × the program's point value). */
  points: z.number().int('validation.invalidAmount').min(1, 'validation.invalidAmount').max(100_000_000, 'validation.invalidAmount').optional(),
});
export type Payment = z.output<typeof paymentSchema>;

export const saleTotalsSchema = z.object({
  subtotal: minor,
  discount: minor,
  serviceCharge: minor,
  tax: minor,
  tip: minor,
  /** Cash rounding adjustment (may be negative). */
  rounding: signedMinor,
  total: minor,
});
export type SaleTotals = z.output<typeof saleTotalsSchema>;

export const saleCreateSchema = z.object({
  id,
  branchId: id,
  deviceId: id,
  shiftId: id.nullable(),
  receiptNumber: text(40).min(1, 'validation.required'),
  customerId: id.nullable(),
  currency: z.string().regex(/^[a-z]{3}$/, 'validation.invalidCurrency'),
  lines: z.array(cartLineSchema).min(1, 'validation.emptyCart').max(200),
  cartDiscount: discountSchema.nullable(),
  /** Charge settings used, so the server can recompute the same totals. */
  rates: z.object({ serviceChargeBp: z.number().int().min(0).max(10_000), taxBp: z.number().int().min(0).max(10_000), taxOnServices: z.boolean(), taxOnProducts: z.boolean() }),
  totals: saleTotalsSchema,
  payments: z.array(paymentSchema).min(1, 'validation.noPayment').max(20),
  note: text(500),
  soldAt: isoTime,
  /** Reward points the device worked out the sale earns (printed on the receipt); absent when no program applied on the device. */
  pointsEarned: z.number().int('validation.invalidAmount').min(0, 'validation.invalidAmount').max(100_000_000, 'validation.invalidAmount').optional(),
  /** The booking this sale checks out: the server sets the booking's saleId with the sale. */
  appointmentId: id.nullable().optional(),
  /**
   * The buyer who gets an individual e-invoice for this sale (issue 18): required over the RM 10,000
   * limit when the business e-invoices (src/lib/einvoice/threshold.ts); the server issues it.
   */
  buyer: buyerSchema.optional(),
});
export type SaleCreateInput = z.output<typeof saleCreateSchema>;

export const REFUND_KINDS = ['refund', 'void'] as const;
export const refundCreateSchema = z.object({
  id,
  saleId: id,
  kind: z.enum(REFUND_KINDS),
  /** Money given back; 0 only for a refund that gives package sessions back (refund-rules.ts, checked with the sale). */
  amount: minor,
  method: z.enum(PAYMENT_METHODS),
  reason: text(300).min(1, 'validation.reasonRequired'),
  /** Products returned to stock: line id → quantity. */
  restock: z.array(z.object({ lineId: id, quantity: z.number().int().min(1).max(999) })).max(200),
  deviceId: id,
  shiftId: id.nullable(),
  refundedAt: isoTime,
});
export type RefundCreateInput = z.output<typeof refundCreateSchema>;

export const shiftOpenSchema = z.object({
  id,
  branchId: id,
  deviceId: id,
  openingFloat: minor,
  openedAt: isoTime,
});
export type ShiftOpenInput = z.output<typeof shiftOpenSchema>;

export const cashMovementSchema = z.object({
  id,
  kind: z.enum(['in', 'out']),
  amount: minor.min(1, 'validation.invalidAmount'),
  note: text(200),
  at: isoTime,
});
export type CashMovement = z.output<typeof cashMovementSchema>;

export const shiftCloseSchema = z.object({
  countedCash: minor,
  /** Z report number made on the device: branch code, device code, sequence. */
  zNumber: text(40).min(1, 'validation.required'),
  closedAt: isoTime,
});
export type ShiftCloseInput = z.output<typeof shiftCloseSchema>;
