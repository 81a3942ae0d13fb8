import type { AnomalyKind, AnomalyResolution, BalanceRow, CheckoutSettingsRow, PackageItem, PackageRow, RefundRow, SaleAnomalyRow, SaleRow, ShiftRow } from '@/lib/checkout/rows';
import type { CartLine, CashMovement, Discount, Payment, SaleTotals } from '@/lib/checkout/sale-schema';
import { withDefaults, type CheckoutSettingsValue, type PaymentMethod } from '@/lib/checkout/settings';
import type { ZReport } from '@/lib/checkout/shift-report';
import type { SaleRates } from '@/lib/checkout/totals';
import type { PackageValidity } from '@/lib/schemas/package';
import { movementKind, type CreditMovementRow } from '@/lib/customers/ledger';
import { iso, isoOrNull, json, num, rowMetaOf, str, strOrNull } from '@server/rows/convert';
import type { DbRow } from '@server/rows/mappers';

const numOrNull = (v: unknown): number | null => (v === null || v === undefined ? null : num(v));

export function toSale(r: DbRow): SaleRow {
  return {
    ...rowMetaOf(r),
    branchId: str(r.branch_id),
    deviceId: str(r.device_id),
    shiftId: strOrNull(r.shift_id),
    receiptNumber: str(r.receipt_number),
    customerId: strOrNull(r.customer_id),
    soldBy: str(r.sold_by),
    currency: str(r.currency),
    lines: json<CartLine[]>(r.lines),
    cartDiscount: r.cart_discount === null ? null : json<Discount>(r.cart_discount),
    rates: json<SaleRates>(r.rates),
    totals: json<SaleTotals>(r.totals),
    payments: json<Payment[]>(r.payments),
    note: str(r.note),
    soldAt: iso(r.sold_at),
    anomalies: json<AnomalyKind[]>(r.anomalies),
  };
}

export function toRefund(r: DbRow): RefundRow {
  return {
    ...rowMetaOf(r),
    saleId: str(r.sale_id),
    kind: r.kind === 'void' ? 'void' : 'refund',
    amount: num(r.amount),
    method: str(r.method) as PaymentMethod,
    reason: str(r.reason),
    restock: json<{ lineId: string; quantity: number }[]>(r.restock),
    deviceId: str(r.device_id),
    shiftId: strOrNull(r.shift_id),
    refundedBy: str(r.refunded_by),
    refundedAt: iso(r.refunded_at),
  };
}

export function toShift(r: DbRow): ShiftRow {
  return {
    ...rowMetaOf(r),
    branchId: str(r.branch_id),
    deviceId: str(r.device_id),
    openedBy: str(r.opened_by),
    openedAt: iso(r.opened_at),
    openingFloat: num(r.opening_float),
    movements: json<CashMovement[]>(r.movements),
    status: r.status === 'closed' ? 'closed' : 'open',
    closedBy: strOrNull(r.closed_by),
    closedAt: isoOrNull(r.closed_at),
    countedCash: numOrNull(r.counted_cash),
    zNumber: strOrNull(r.z_number),
    zReport: r.z_report === null || r.z_report === undefined ? null : json<ZReport>(r.z_report),
  };
}

export function toBalance(r: DbRow): BalanceRow {
  return {
    ...rowMetaOf(r),
    kind: r.kind === 'voucher' ? 'voucher' : 'credit',
    customerId: strOrNull(r.customer_id),
    code: strOrNull(r.code),
    balance: num(r.balance),
    currency: str(r.currency),
  };
}

/** A movement on a customer's credit ledger (kind and note read from its stored reason). */
export function toCreditMovement(r: DbRow): CreditMovementRow {
  return {
    ...rowMetaOf(r),
    customerId: str(r.customer_id),
    delta: num(r.delta),
    ...movementKind(str(r.reason)),
    refId: str(r.ref_id),
    currency: str(r.currency),
    createdAt: iso(r.created_at),
  };
}

export function toCheckoutSettings(r: DbRow): CheckoutSettingsRow {
  return { ...rowMetaOf(r), ...withDefaults(json<Partial<CheckoutSettingsValue>>(r.settings)) };
}

export function toPackage(r: DbRow): PackageRow {
  return {
    ...rowMetaOf(r),
    name: str(r.name),
    category: str(r.category),
    price: num(r.price),
    currency: str(r.currency),
    items: json<Partial<PackageItem>[]>(r.items).map((i) => ({ serviceId: i.serviceId ?? null, productId: i.productId ?? null, name: i.name ?? '', sessions: i.sessions ?? 1 })),
    validity: json<PackageValidity>(r.validity),
    sst: r.sst === true,
    imageUrl: strOrNull(r.image_url),
    active: r.active === true,
  };
}

export function toSaleAnomaly(r: DbRow): SaleAnomalyRow {
  const resolution: AnomalyResolution | null = r.resolution === 'resolved' || r.resolution === 'acknowledged' ? r.resolution : null;
  return {
    ...rowMetaOf(r),
    recordId: str(r.record_id),
    saleId: strOrNull(r.sale_id),
    kind: str(r.kind) as AnomalyKind,
    detail: json<Record<string, unknown>>(r.detail),
    createdAt: iso(r.created_at),
    resolution,
    resolvedAt: isoOrNull(r.resolved_at),
    resolvedBy: strOrNull(r.resolved_by),
    resolutionNote: str(r.resolution_note),
  };
}
