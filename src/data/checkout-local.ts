import type { CartLine, Discount, Payment } from '@/lib/checkout/sale-schema';
import type { LogoBitmap } from '@/lib/checkout/receipt-logo';

/**
 * Device-only checkout records. A cart is a draft (a parked sale) until it is paid: it lives on
 * this device, is never synced, and becomes a sale (the fact that is synced) when completed.
 */
export interface CartRecord {
  id: string;
  userId: string;
  businessId: string;
  branchId: string;
  /** Cart number on this device, for "Cart 3" when there is no customer. */
  number: number;
  customerId: string | null;
  /** The booking this cart checks out ("Check out" on its details): the sale links back to it. */
  appointmentId?: string | null;
  lines: CartLine[];
  cartDiscount: Discount | null;
  tip: number;
  note: string;
  /** Payments taken so far (a split payment in progress survives a reload). */
  payments: Payment[];
  rounding: number;
  createdAt: string;
  updatedAt: string;
}

export type CheckoutLocalRow =
  | { key: string; kind: 'counter'; value: number }
  | { key: string; kind: 'activeCart'; value: string | null }
  | { key: string; kind: 'lastSale'; value: string }
  /** The receipt logo decoded for the printer, so receipts print with it offline too. */
  | { key: string; kind: 'receiptLogo'; value: { url: string; bitmap: LogoBitmap } };

export const checkoutLocalKeys = {
  /** Receipt sequence of this device (one counter per device, across branches). */
  receiptSeq: (deviceId: string) => `receiptSeq:${deviceId}`,
  zSeq: (deviceId: string) => `zSeq:${deviceId}`,
  cartNumber: (deviceId: string) => `cartNumber:${deviceId}`,
  activeCart: (userId: string, businessId: string) => `activeCart:${userId}:${businessId}`,
  lastSale: (userId: string, businessId: string) => `lastSale:${userId}:${businessId}`,
  receiptLogo: (businessId: string) => `receiptLogo:${businessId}`,
};
