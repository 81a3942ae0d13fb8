import { basisPointsOf } from '@/lib/money';
import { allocate, computeTotals } from '@/lib/checkout/totals';
import type { SaleCreateInput } from '@/lib/checkout/sale-schema';
import type { InvoiceLine } from '@/lib/invoices/schema';

/** What a sale's lines come to, and the document lines that reproduce it. */
export interface SaleEinvoiceLines {
  /** Invoice lines (document discount 0): each item at its exact net, then the service charge. */
  lines: InvoiceLine[];
  /** What the lines come to with SST: the sale's total without its tip and cash rounding. */
  total: number;
}

type SaleForLines = Pick<SaleCreateInput, 'lines' | 'cartDiscount' | 'rates' | 'totals'>;

const CHARGEABLE = new Set(['service', 'product', 'package']);
const taxableKind = (kind: string, rates: SaleForLines['rates']): boolean =>
  rates.taxBp > 0 && (kind === 'product' ? rates.taxOnProducts : kind === 'service' || kind === 'package' ? rates.taxOnServices : false);

/**
 * The individual e-invoice's lines of a sale, so that its totals are the sale's to the sen: each
 * sale line at its net (its own discount and its share of the cart discount, as the sale computed
 * them; a line a package session paid for at 0), then the service charge as lines of its own
 * (classified "others"), split into the share SST applied to and the rest, exactly as the sale
 * charged it. The document discount is 0: it is in each line already. A line whose discount basis
 * points cannot give its net to the sen is written as one unit at its net.
 */
export function saleEinvoiceLines(sale: SaleForLines, receiptLabel: string, newId: () => string): SaleEinvoiceLines {
  const breakdown = computeTotals({ lines: sale.lines, cartDiscount: sale.cartDiscount, tip: 0, rates: sale.rates });
  const lines: InvoiceLine[] = sale.lines.map((l, i): InvoiceLine => {
    const a = breakdown.lines[i];
    const gross = a?.gross ?? 0;
    const net = a?.net ?? 0;
    const kind: InvoiceLine['kind'] = l.kind === 'service' || l.kind === 'product' ? l.kind : 'free';
    const base = { id: newId(), kind, itemId: kind === 'free' ? null : l.itemId, taxable: taxableKind(l.kind, sale.rates) };
    const label = `${l.name} (${receiptLabel})`;
    if (gross === 0) return { ...base, description: label.slice(0, 200), quantity: l.quantity, unitPrice: 0, discountBp: 0 };
    const discountBp = Math.round(((gross - net) * 10_000) / gross);
    if (gross === l.unitPrice * l.quantity && basisPointsOf(gross, discountBp) === gross - net) {
      return { ...base, description: label.slice(0, 200), quantity: l.quantity, unitPrice: l.unitPrice, discountBp };
    }
    return { ...base, description: `${l.quantity} × ${label}`.slice(0, 200), quantity: 1, unitPrice: net, discountBp: 0 };
  });
  const chargeable = sale.lines.map((l, i) => (CHARGEABLE.has(l.kind) ? (breakdown.lines[i]?.net ?? 0) : 0));
  const shares = allocate(breakdown.serviceCharge, chargeable);
  const taxedCharge = sale.lines.reduce((sum, l, i) => (taxableKind(l.kind, sale.rates) ? sum + (shares[i] ?? 0) : sum), 0);
  const rate = `${sale.rates.serviceChargeBp / 100}%`;
  for (const [amount, taxable] of [[taxedCharge, true], [breakdown.serviceCharge - taxedCharge, false]] as const) {
    if (amount > 0) {
      lines.push({ id: newId(), kind: 'free', itemId: null, description: `Service charge ${rate} (${receiptLabel})`.slice(0, 200), quantity: 1, unitPrice: amount, discountBp: 0, taxable });
    }
  }
  return { lines, total: breakdown.due };
}
