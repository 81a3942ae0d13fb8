import { v7 as uuidv7 } from 'uuid';
import type { SaleRow } from '@/lib/checkout/rows';
import type { InvoiceLine } from '@/lib/invoices/schema';

/**
 * A sale's lines as invoice lines, the receipt number in each description: services and products
 * keep their catalogue link; packages, vouchers and credit become free lines. The sale's charges
 * decided SST then, so a line is taxable where the sale taxed its kind.
 */
export function saleToLines(sale: Pick<SaleRow, 'lines' | 'rates'>, receiptLabel: string): InvoiceLine[] {
  return sale.lines.map((l): InvoiceLine => {
    const kind = l.kind === 'service' || l.kind === 'product' ? l.kind : 'free';
    const discountBp = l.discount === null ? 0 : l.discount.type === 'percent' ? l.discount.value : Math.round((l.discount.value * 10_000) / Math.max(1, l.unitPrice * l.quantity));
    const taxable = sale.rates.taxBp > 0 && ((l.kind === 'product' && sale.rates.taxOnProducts) || ((l.kind === 'service' || l.kind === 'package') && sale.rates.taxOnServices));
    return {
      id: uuidv7(),
      kind,
      itemId: kind === 'free' ? null : l.itemId,
      description: `${l.name} (${receiptLabel})`.slice(0, 200),
      quantity: l.quantity,
      unitPrice: l.unitPrice,
      discountBp: Math.min(10_000, discountBp),
      taxable,
    };
  });
}
