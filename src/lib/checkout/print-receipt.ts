import type { TFunction } from 'i18next';
import { encodeReceipt } from '@/lib/checkout/escpos';
import { printBytes } from '@/lib/checkout/printer-manager';
import { layoutReceipt, type ReceiptDocument, type ReceiptLabels } from '@/lib/checkout/receipt-layout';
import type { LogoBitmap } from '@/lib/checkout/receipt-logo';

/** The receipt labels in the user's language (keys under `receipt.*`). */
export function receiptLabels(t: TFunction): ReceiptLabels {
  type Words = Exclude<keyof ReceiptLabels, 'sessions' | 'pointsEarned' | 'pointsSpent' | 'pointsBalance'>;
  const keys: Words[] = ['receiptNo', 'cashier', 'customer', 'staff', 'discount', 'subtotal', 'serviceCharge', 'tax', 'tip', 'rounding', 'total', 'change', 'refunded'];
  const words = Object.fromEntries(keys.map((k) => [k, t(`receipt.${k}`)])) as Pick<ReceiptLabels, Words>;
  return {
    ...words,
    sessions: (count) => t('receipt.sessions', { count }),
    pointsEarned: (points) => t('receipt.pointsEarned', { points }),
    pointsSpent: (points) => t('receipt.pointsSpent', { points }),
    pointsBalance: (points) => t('receipt.pointsBalance', { points }),
  };
}

/** Prints a receipt (with the logo above it, if any) on the selected printer at its paper width; throws PrinterError. */
export function printReceipt(doc: ReceiptDocument, labels: ReceiptLabels, options: { drawerKick: boolean; logo?: LogoBitmap | null }): Promise<void> {
  return printBytes((width) => encodeReceipt(layoutReceipt(doc, labels, width), { width, drawerKick: options.drawerKick, logo: options.logo ?? null }));
}
