import type { CartLine, Discount } from '@/lib/checkout/sale-schema';
import type { InvoiceRow } from '@/lib/invoices/rows';

/**
 * An accepted quotation taken to the till: its lines become cart lines (catalogue items keep
 * their item, free lines become custom items), line and document discounts become percent
 * discounts. The till then charges its own SST settings, as for any sale.
 */
export function quotationCartLines(row: Pick<InvoiceRow, 'lines'>, newId: () => string): CartLine[] {
  return row.lines.map((l) => ({
    id: newId(),
    kind: l.kind === 'product' ? 'product' : 'service',
    itemId: l.kind === 'free' ? null : l.itemId,
    name: l.description.slice(0, 120),
    unitPrice: l.unitPrice,
    quantity: Math.min(l.quantity, 999),
    staffId: null,
    discount: l.discountBp > 0 ? { type: 'percent', value: l.discountBp } : null,
    note: '',
    voucherCode: null,
  }));
}

export function quotationCartDiscount(row: Pick<InvoiceRow, 'discountBp'>): Discount | null {
  return row.discountBp > 0 ? { type: 'percent', value: row.discountBp } : null;
}
