import { encodeReceipt } from '@/lib/checkout/escpos';
import { printBytes } from '@/lib/checkout/printer-manager';
import { layoutReceipt, type ReceiptDocument, type ReceiptLabels } from '@/lib/checkout/receipt-layout';

/** The receipt labels in the user's language (keys under `receipt.*`). */
export function receiptLabels(t: (key: string) => string): ReceiptLabels {
  const keys: (keyof ReceiptLabels)[] = ['receiptNo', 'cashier', 'customer', 'staff', 'discount', 'subtotal', 'serviceCharge', 'tax', 'tip', 'rounding', 'total', 'change', 'refunded'];
  return Object.fromEntries(keys.map((k) => [k, t(`receipt.${k}`)])) as unknown as ReceiptLabels;
}

/** Prints a receipt on the selected printer at its paper width; throws PrinterError. */
export function printReceipt(doc: ReceiptDocument, labels: ReceiptLabels, options: { drawerKick: boolean }): Promise<void> {
  return printBytes((width) => encodeReceipt(layoutReceipt(doc, labels, width), { width, drawerKick: options.drawerKick }));
}
