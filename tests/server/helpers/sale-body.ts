import type { CartLine, SaleCreateInput } from '@/lib/checkout/sale-schema';
import { computeTotals, finalTotals } from '@/lib/checkout/totals';
import { FX } from './fixture';

export type SaleRates = SaleCreateInput['rates'];

/** No service charge and no SST. */
export const NO_CHARGES: SaleRates = { serviceChargeBp: 0, taxBp: 0, taxOnServices: false, taxOnProducts: false };

/** The device a test sells from: its id and the prefix of its receipt numbers ("A-DEV01"). */
export interface TestDevice {
  id: string;
  prefix: string;
}

const issued = new Map<string, number>();

/** The device's next receipt number ("A-DEV01-000001", "A-DEV01-000002", …). */
export function nextReceiptNumber(device: TestDevice): string {
  const n = (issued.get(device.prefix) ?? 0) + 1;
  issued.set(device.prefix, n);
  return `${device.prefix}-${String(n).padStart(6, '0')}`;
}

/** A service line not tied to a catalogue item unless `over` says so. */
export function serviceLine(unitPrice: number, over: Partial<CartLine> = {}): CartLine {
  return { id: crypto.randomUUID(), kind: 'service', itemId: null, name: 'Cut', unitPrice, quantity: 1, staffId: null, discount: null, note: '', voucherCode: null, ...over };
}

/**
 * A sale as checkout sends it from branch A: totals worked out from the lines and rates as the
 * device does, paid in full by one payment — a card with an approval code, or cash tendered exactly.
 * `over` replaces any field (customer, sold time, branch, payments…).
 */
export function saleBody(
  device: TestDevice,
  lines: CartLine[],
  opts: { rates?: SaleRates; method?: 'card' | 'cash'; reference?: string } = {},
  over: Partial<SaleCreateInput> = {},
): SaleCreateInput {
  const rates = opts.rates ?? NO_CHARGES;
  const method = opts.method ?? 'card';
  const totals = finalTotals(computeTotals({ lines, cartDiscount: null, tip: 0, rates }), 0);
  const payment = method === 'cash'
    ? { id: crypto.randomUUID(), method, amount: totals.total, tendered: totals.total, reference: '' }
    : { id: crypto.randomUUID(), method, amount: totals.total, tendered: null, reference: opts.reference ?? 'APPR1' };
  return {
    id: crypto.randomUUID(), branchId: FX.branchA, deviceId: device.id, shiftId: null, receiptNumber: nextReceiptNumber(device),
    customerId: null, currency: 'myr', lines, cartDiscount: null, rates, totals, payments: [payment],
    note: '', soldAt: new Date().toISOString(), ...over,
  };
}
