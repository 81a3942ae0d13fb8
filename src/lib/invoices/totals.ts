import { basisPointsOf } from '@/lib/money';
import { allocate } from '@/lib/checkout/totals';
import type { InvoiceLine } from '@/lib/invoices/schema';

export interface InvoiceLineAmounts {
  lineId: string;
  /** unitPrice × quantity. */
  gross: number;
  /** The line's own discount plus its share of the document discount. */
  discount: number;
  /** What the line comes to before SST. */
  net: number;
}

export interface InvoiceTotals {
  /** Sum of the lines' gross amounts. */
  subtotal: number;
  /** Line discounts plus the document discount. */
  discount: number;
  /** Net of the taxable lines. */
  taxable: number;
  /** SST, rounded once on the taxable net. */
  tax: number;
  total: number;
  lines: InvoiceLineAmounts[];
}

/**
 * The one computation of an invoice's amounts, on the device and the server:
 * 1. each line: gross − its discount (basis points of gross);
 * 2. the document discount (basis points of what is left), split over the lines in proportion;
 * 3. SST on the taxable lines' net, rounded once (half away from zero);
 * 4. total = net + SST.
 */
export function computeInvoiceTotals(input: { lines: readonly InvoiceLine[]; discountBp: number; taxBp: number }): InvoiceTotals {
  const gross = input.lines.map((l) => l.unitPrice * l.quantity);
  const lineDiscount = input.lines.map((l, i) => basisPointsOf(gross[i] ?? 0, Math.min(l.discountBp, 10_000)));
  const afterLine = gross.map((g, i) => g - (lineDiscount[i] ?? 0));
  const docDiscount = basisPointsOf(
    afterLine.reduce((a, b) => a + b, 0),
    Math.min(input.discountBp, 10_000),
  );
  const shares = allocate(docDiscount, afterLine);
  const lines = input.lines.map((l, i): InvoiceLineAmounts => {
    const discount = (lineDiscount[i] ?? 0) + (shares[i] ?? 0);
    return { lineId: l.id, gross: gross[i] ?? 0, discount, net: (gross[i] ?? 0) - discount };
  });
  const taxable = lines.reduce((sum, l, i) => (input.lines[i]?.taxable === true ? sum + l.net : sum), 0);
  const tax = basisPointsOf(taxable, input.taxBp);
  const subtotal = lines.reduce((a, l) => a + l.gross, 0);
  const discount = lines.reduce((a, l) => a + l.discount, 0);
  return { subtotal, discount, taxable, tax, total: subtotal - discount + tax, lines };
}
