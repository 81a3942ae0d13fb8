import type { BranchRow } from '@/lib/api-types';
import type { RefundRow, SaleRow } from '@/lib/checkout/rows';
import type { ReceiptDocument } from '@/lib/checkout/receipt-layout';
import { changeDue } from '@/lib/checkout/payments';
import type { PaymentMethod, ReceiptSettings } from '@/lib/checkout/settings';
import { computeTotals } from '@/lib/checkout/totals';
import type { SalePoints } from '@/lib/rewards/sale-summary';

/** What a receipt needs besides the sale, already resolved from the replica and translated. */
export interface ReceiptContext {
  businessName: string;
  branch: BranchRow | null;
  receipt: ReceiptSettings;
  names: { cashier: string | null; customer: string | null; staff: ReadonlyMap<string, string> };
  methodLabel: (method: PaymentMethod) => string;
  dateText: string;
  banner: string;
  /** Where the QR code on the receipt points: the receipt view of this sale. */
  qrUrl: string;
  /** Lines paid by a package session (line id → "Package: …, 3 of 5 left"). */
  packageSessions?: ReadonlyMap<string, string>;
  /** The sale's reward points (src/lib/rewards/sale-summary.ts); null: none printed. */
  points?: SalePoints | null;
}

export function saleReceiptDocument(sale: SaleRow, refunds: readonly RefundRow[], ctx: ReceiptContext): ReceiptDocument {
  const amounts = computeTotals({ lines: sale.lines, cartDiscount: sale.cartDiscount, tip: sale.totals.tip, rates: sale.rates }).lines;
  const branch = ctx.branch;
  return {
    currency: sale.currency,
    businessName: ctx.businessName,
    branchName: branch?.name ?? '',
    branchAddress: branch ? [branch.address1, branch.postalCode, branch.city].filter((p) => p !== '').join(', ') : '',
    branchPhone: branch?.phone ?? '',
    header: ctx.receipt.header,
    footer: ctx.receipt.footer,
    banner: ctx.banner,
    receiptNumber: sale.receiptNumber,
    dateText: ctx.dateText,
    cashier: ctx.names.cashier,
    customer: ctx.names.customer,
    items: sale.lines.map((l, i) => {
      const a = amounts[i];
      const session = ctx.packageSessions?.get(l.id);
      return {
        name: l.voucherCode ? `${l.name} (${l.voucherCode})` : l.name,
        quantity: l.quantity,
        // A line paid by a package session costs nothing on this sale.
        unitPrice: l.packageHoldingId === undefined ? l.unitPrice : 0,
        net: a?.net ?? 0,
        discount: (a?.itemDiscount ?? 0) + (a?.cartDiscount ?? 0),
        staff: l.staffId ? (ctx.names.staff.get(l.staffId) ?? null) : null,
        note: l.note,
        contents: l.contents ?? [],
        ...(session === undefined ? {} : { packageSession: session }),
      };
    }),
    totals: sale.totals,
    taxRateBp: sale.rates.taxBp,
    serviceChargeRateBp: sale.rates.serviceChargeBp,
    payments: sale.payments.map((p) => ({ label: ctx.methodLabel(p.method), amount: p.amount, reference: p.method === 'cash' ? '' : p.reference })),
    change: changeDue(sale.payments),
    refunds: refunds.map((r) => ({ label: r.reason, amount: r.amount })),
    qrUrl: ctx.qrUrl,
    show: ctx.receipt.show,
    ...(ctx.points ? { points: ctx.points } : {}),
  };
}
