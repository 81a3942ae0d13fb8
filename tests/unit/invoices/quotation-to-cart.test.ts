import { describe, expect, it } from 'vitest';
import { quotationToCart } from '@/data/mutations/invoices';
import { cartLineSchema } from '@/lib/checkout/sale-schema';
import type { InvoiceRow } from '@/lib/invoices/rows';
import { account, freshDb } from '../data/helpers';

const BRANCH = '01970000-0000-7000-8000-0000000000c1';
const DEVICE = '01970000-0000-7000-8000-0000000000d1';
const SERVICE = '01970000-0000-7000-8000-0000000000e1';
const CUSTOMER = '01970000-0000-7000-8000-0000000000f1';

const quotation: Pick<InvoiceRow, 'lines' | 'discountBp' | 'customerId'> = {
  customerId: CUSTOMER,
  discountBp: 500,
  lines: [
    { id: '01970000-0000-7000-8000-000000000101', kind: 'service', itemId: SERVICE, description: 'Bridal hair', quantity: 1, unitPrice: 88_000, discountBp: 1_000, taxable: true },
    { id: '01970000-0000-7000-8000-000000000102', kind: 'free', itemId: null, description: 'Bridesmaids styling', quantity: 3, unitPrice: 18_000, discountBp: 0, taxable: true },
  ],
};

describe('an accepted quotation taken to the till', () => {
  it('becomes the active cart with its lines, discounts, customer and a note naming it', async () => {
    const db = freshDb();
    const cartId = await quotationToCart(quotation, { branchId: BRANCH, deviceId: DEVICE }, 'Quotation QT-BGS-000004', { db, account });
    const cart = await db.carts.get(cartId);
    expect(cart).toMatchObject({ branchId: BRANCH, customerId: CUSTOMER, note: 'Quotation QT-BGS-000004', cartDiscount: { type: 'percent', value: 500 } });
    expect(cart?.lines.map((l) => [l.kind, l.itemId, l.name, l.quantity, l.unitPrice, l.discount])).toEqual([
      ['service', SERVICE, 'Bridal hair', 1, 88_000, { type: 'percent', value: 1_000 }],
      ['service', null, 'Bridesmaids styling', 3, 18_000, null],
    ]);
    for (const l of cart?.lines ?? []) expect(cartLineSchema.safeParse(l).success).toBe(true);
    const active = (await db.checkoutLocal.toArray()).find((r) => r.kind === 'activeCart');
    expect(active?.value).toBe(cartId);
  });
});
