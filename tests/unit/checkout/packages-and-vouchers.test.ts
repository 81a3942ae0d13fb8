import { describe, expect, it } from 'vitest';
import { v7 as uuidv7 } from 'uuid';
import { addToCart, createCart } from '@/data/mutations/carts';
import { menuTiles } from '@/features/checkout/menu-items';
import type { BalanceRow, PackageRow, SaleRow } from '@/lib/checkout/rows';
import { addPayment, paymentErrorField } from '@/lib/checkout/payments';
import { layoutReceipt, receiptText } from '@/lib/checkout/receipt-layout';
import { cartLineSchema } from '@/lib/checkout/sale-schema';
import { voucherAvailable } from '@/lib/checkout/voucher-balance';
import { account, freshDb } from '../data/helpers';
import { LABELS, line, NO_CHARGES, sampleDoc } from './fixtures';

const BRANCH = '01970000-0000-7000-8000-0000000000c1';
const DEVICE = '01970000-0000-7000-8000-0000000000d1';
const meta = { businessId: account.businessId, updatedAt: '2025-06-01T00:00:00.000Z', version: 1 };

const glow: PackageRow = {
  ...meta, id: '01970000-0000-7000-8000-00000000aa01', name: 'Glow Facial Course', category: 'Packages', price: 52_000, currency: 'myr', validity: { kind: 'period', unit: 'days', count: 120 }, sst: true, imageUrl: null, active: true,
  items: [{ serviceId: null, productId: null, name: 'Hydrating Facial', sessions: 2 }, { serviceId: null, productId: null, name: 'Eyebrow Threading', sessions: 3 }],
};

describe('packages in the catalogue', () => {
  it('become menu tiles under their category, with their contents; inactive ones stay off the menu', () => {
    const tiles = menuTiles([], [], [glow, { ...glow, id: '01970000-0000-7000-8000-00000000aa02', name: 'Old package', active: false }]);
    expect(tiles).toEqual([
      expect.objectContaining({ kind: 'package', itemId: glow.id, name: 'Glow Facial Course', unitPrice: 52_000, category: 'Packages', stock: null,
        contents: [{ name: 'Hydrating Facial', sessions: 2, serviceId: null, productId: null }, { name: 'Eyebrow Threading', sessions: 3, serviceId: null, productId: null }] }),
    ]);
    expect(tiles[0]?.searchKey).toContain('eyebrow threading');
    // Sold on a known local day, the tile carries the package's last usable day (120 days from the sale).
    expect(menuTiles([], [], [glow], null, '2025-06-01')[0]?.packageExpiresOn).toBe('2025-09-28');
    expect(tiles[0]).not.toHaveProperty('packageExpiresOn');
  });

  it('are sold as cart lines that keep their contents, and one more tap adds one more', async () => {
    const db = freshDb();
    const cartId = await createCart({ branchId: BRANCH, deviceId: DEVICE }, { db, account });
    const [tile] = menuTiles([], [], [glow]);
    if (!tile) throw new Error('no tile');
    await addToCart(cartId, tile, { db, account });
    await addToCart(cartId, tile, { db, account });
    const lines = (await db.carts.get(cartId))?.lines ?? [];
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({ kind: 'package', itemId: glow.id, quantity: 2, contents: tile.contents });
    expect(cartLineSchema.safeParse(lines[0]).success).toBe(true);
    expect(cartLineSchema.safeParse({ ...lines[0], contents: [{ name: 'X', sessions: 0 }] }).success).toBe(false);
  });

  it('print their sessions under the package on the receipt, within the paper width', () => {
    const doc = sampleDoc({
      items: [{ name: 'Glow Facial Course', quantity: 1, unitPrice: 52_000, net: 52_000, discount: 0, staff: null, note: '', contents: glow.items }],
    });
    for (const width of [33, 48]) {
      const lines = layoutReceipt(doc, LABELS, width);
      const text = receiptText(lines);
      expect(text).toContain('Glow Facial Course\n  - Hydrating Facial: 2 sessions\n  - Eyebrow Threading: 3 sessions\n  1 x 520.00');
      for (const l of lines) if (l.kind === 'text') expect(l.text.length).toBeLessThanOrEqual(width);
    }
  });
});

const voucherRow = (code: string, balance: number): BalanceRow => ({ ...meta, id: uuidv7(), kind: 'voucher', customerId: null, code, balance, currency: 'myr' });

function unsentSale(over: Partial<SaleRow>): SaleRow {
  return {
    ...meta, id: uuidv7(), branchId: BRANCH, deviceId: DEVICE, shiftId: null, receiptNumber: 'BGS-AB12C-000001', customerId: null, soldBy: account.userId,
    currency: 'myr', lines: [], cartDiscount: null, rates: NO_CHARGES, totals: { subtotal: 0, discount: 0, serviceCharge: 0, tax: 0, tip: 0, rounding: 0, total: 0 },
    payments: [], note: '', soldAt: '2025-06-01T01:00:00.000Z', anomalies: [], ...over,
  };
}
const voucherPay = (code: string, amount: number) => ({ id: uuidv7(), method: 'voucher' as const, amount, tendered: null, reference: code });

describe('voucher balance on the device', () => {
  it('starts from the pulled balance and takes off unsent redemptions and this cart\'s, whatever the case of the code', () => {
    const known = {
      balances: [voucherRow('GIFT-ABCD', 5000)],
      unsentSales: [unsentSale({ payments: [voucherPay('gift-abcd', 1200)] })],
      cartPayments: [voucherPay(' Gift-Abcd ', 800)],
    };
    expect(voucherAvailable('gift-abcd', known)).toBe(3000);
    expect(voucherAvailable('OTHER', known)).toBeNull();
    expect(voucherAvailable('  ', known)).toBeNull();
  });

  it('knows a voucher sold on this device that has not reached the server yet', () => {
    const sold = unsentSale({ lines: [line({ kind: 'voucher', unitPrice: 10_000, voucherCode: 'V-NEW1' })] });
    expect(voucherAvailable('v-new1', { balances: [], unsentSales: [sold], cartPayments: [] })).toBe(10_000);
  });

  it('knows a voucher sold from a voucher type at its value, not its price', () => {
    const sold = unsentSale({ lines: [line({ kind: 'voucher', unitPrice: 4500, voucherCode: 'V-TYPED', voucherTypeId: BRANCH, voucherValue: 5000, voucherExpiresOn: null })] });
    expect(voucherAvailable('v-typed', { balances: [], unsentSales: [sold], cartPayments: [] })).toBe(5000);
  });

  it('knows a voucher sent to the server whose balance row has not been pulled yet, with its redemptions', () => {
    const sold = unsentSale({ lines: [line({ kind: 'voucher', unitPrice: 5000, voucherCode: 'V-SENT1' })] });
    const spent = unsentSale({ payments: [voucherPay('v-sent1', 2000)] });
    // The same sale may be both unsent and recent: it counts once.
    expect(voucherAvailable('V-SENT1', { balances: [], unsentSales: [spent], recentSales: [sold, spent], cartPayments: [] })).toBe(3000);
    expect(voucherAvailable('V-SENT1', { balances: [], unsentSales: [], recentSales: [spent], cartPayments: [] })).toBeNull();
    // Once the balance row arrives it is the start, and sent sales are already in it.
    expect(voucherAvailable('V-SENT1', { balances: [voucherRow('V-SENT1', 3000)], unsentSales: [], recentSales: [sold, spent], cartPayments: [] })).toBe(3000);
  });

  it('refuses a voucher payment over the balance or for an unknown code, at the code field', () => {
    const state = { due: 9000, rounding: 0, payments: [] };
    const base = { id: uuidv7(), method: 'voucher' as const, reference: 'GIFT-ABCD', requiresReference: true, cashStep: 5 };
    expect(addPayment(state, { ...base, amount: 6000, voucherAvailable: 5000 })).toEqual({ ok: false, error: 'insufficientVoucher' });
    expect(addPayment(state, { ...base, amount: 1000, voucherAvailable: null })).toEqual({ ok: false, error: 'voucherUnknown' });
    expect(addPayment(state, { ...base, amount: 5000, voucherAvailable: 5000 })).toMatchObject({ ok: true });
    expect(paymentErrorField('insufficientVoucher')).toBe('reference');
    expect(paymentErrorField('voucherUnknown')).toBe('reference');
    expect(paymentErrorField('overpay')).toBe('amount');
  });
});
