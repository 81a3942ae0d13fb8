import type { ReceiptDocument, ReceiptLabels } from '@/lib/checkout/receipt-layout';
import type { CartLine } from '@/lib/checkout/sale-schema';

let n = 0;
/** A cart line with test defaults; ids are unique, valid UUIDs. */
export function line(over: Partial<CartLine> = {}): CartLine {
  n += 1;
  return {
    id: `0195f0a0-0000-7000-8000-${String(n).padStart(12, '0')}`,
    kind: 'service',
    itemId: null,
    name: 'Item',
    unitPrice: 1000,
    quantity: 1,
    staffId: null,
    discount: null,
    note: '',
    voucherCode: null,
    ...over,
  };
}

export const NO_CHARGES = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };
export const SST8 = { serviceChargeBp: 0, taxBp: 800, taxOnServices: true, taxOnProducts: false };

export const LABELS: ReceiptLabels = {
  receiptNo: 'Receipt', cashier: 'Cashier', customer: 'Customer', staff: 'By', discount: 'Discount', subtotal: 'Subtotal',
  serviceCharge: 'Service charge', tax: 'SST', tip: 'Tip', rounding: 'Rounding', total: 'TOTAL', change: 'Change', refunded: 'Refunded',
  sessions: (count) => `${count} ${count === 1 ? 'session' : 'sessions'}`,
  pointsEarned: (points) => `Points earned: ${points}`, pointsSpent: (points) => `Points spent: ${points}`, pointsBalance: (points) => `Balance: ${points}`,
};

export function sampleDoc(over: Partial<ReceiptDocument> = {}): ReceiptDocument {
  return {
    currency: 'myr', businessName: 'Demo Salon', branchName: 'Bangsar', branchAddress: '12 Jalan Telawi 3, Bangsar Baru, Kuala Lumpur',
    branchPhone: '+60322871234', header: 'SST ID W10-1808-32000123', footer: 'Thank you! Please come again.', banner: '',
    receiptNumber: 'BGS-7K3QF-000042', dateText: '01/06/2025 14:05', cashier: 'Aisyah Rahman', customer: 'Nurul Huda',
    items: [
      { name: "Women's Haircut", quantity: 1, unitPrice: 8500, net: 8500, discount: 0, staff: 'Mei Ling', note: '', contents: [] },
      { name: 'Argan Oil Shampoo 300ml with a very long product name', quantity: 2, unitPrice: 6800, net: 12_600, discount: 1000, staff: null, note: '', contents: [] },
    ],
    totals: { subtotal: 22_100, discount: 1000, serviceCharge: 0, tax: 680, tip: 0, rounding: 0, total: 21_780 },
    taxRateBp: 800, serviceChargeRateBp: 0,
    payments: [{ label: 'Cash', amount: 21_780, reference: '' }], change: 8220, refunds: [],
    qrUrl: 'https://app.test/r/abc', show: {},
    ...over,
  };
}


export const ESC = 0x1b;
export const GS = 0x1d;

/** Where `seq` first occurs in `bytes`, or -1. */
export function indexOf(bytes: Uint8Array, seq: readonly number[]): number {
  outer: for (let i = 0; i + seq.length <= bytes.length; i++) {
    for (let j = 0; j < seq.length; j++) if (bytes[i + j] !== seq[j]) continue outer;
    return i;
  }
  return -1;
}
