import { allocate } from '@/lib/checkout/totals';
import { refundSplit } from '@/lib/einvoice/consolidation';
import type { InvoiceLine } from '@/lib/invoices/schema';
import { computeInvoiceTotals } from '@/lib/invoices/totals';

/**
 * The refund note (document type 04) of a refund of a sale that has its own e-invoice: its
 * provisional number names the sale's receipt and the refund ('REFUND-R-0042-1a2b3c4d'), so the
 * submission job knows it for a refund note and a person can find it by the receipt.
 */
export const REFUND_NOTE_PREFIX = 'REFUND-';
export const refundNoteNumber = (receiptNumber: string, refundId: string): string => `${REFUND_NOTE_PREFIX}${receiptNumber}-${refundId.replace(/-/g, '').slice(-8)}`;
export const isIndividualRefundNote = (provisionalNumber: string): boolean => provisionalNumber.startsWith(REFUND_NOTE_PREFIX);

/** The e-invoice a refund note refers to, as far as its lines go. */
export interface RefundedDocument {
  lines: readonly InvoiceLine[];
  discountBp: number;
  taxBp: number;
}

/**
 * The lines of the refund note of `amount` (sen, with SST) refunded after `before` was refunded
 * already from the same e-invoice, both capped at its total (a tip or cash rounding is not in the
 * e-invoice):
 * - the whole document refunded at once: its own lines (each at its net when the document had a
 *   document discount);
 * - otherwise the refund's part before SST (`refundSplit`, the document's SST in proportion on the
 *   running sum) over the document's lines in proportion to their nets (largest remainder), each
 *   as one unit with the line's description and tax treatment; lines whose share is 0 are left out.
 * `lineId(i)` names the note's line made from the document's line i (stable, so a re-run makes the same).
 */
export function refundNoteLines(doc: RefundedDocument, before: number, amount: number, lineId: (i: number) => string): InvoiceLine[] {
  const totals = computeInvoiceTotals(doc);
  const part = refundSplit({ total: totals.total, tax: totals.tax }, before, amount);
  if (part.net <= 0) return [];
  const nets = totals.lines.map((l) => l.net);
  if (before <= 0 && part.net === totals.total - totals.tax) {
    return doc.lines.flatMap((l, i): InvoiceLine[] => {
      const net = nets[i] ?? 0;
      if (net <= 0) return [];
      return [doc.discountBp === 0 ? { ...l, id: lineId(i) } : { ...l, id: lineId(i), quantity: 1, unitPrice: net, discountBp: 0 }];
    });
  }
  const shares = allocate(part.net, nets.map((n) => Math.max(0, n)));
  return doc.lines.flatMap((l, i): InvoiceLine[] => {
    const share = shares[i] ?? 0;
    if (share <= 0) return [];
    return [{ id: lineId(i), kind: l.kind, itemId: l.itemId, description: l.description, quantity: 1, unitPrice: share, discountBp: 0, taxable: l.taxable }];
  });
}
