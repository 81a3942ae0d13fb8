import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartRecord } from '@/data/checkout-local';
import { db } from '@/data/db';
import { useCart } from '@/data/queries/checkout';
import type { Till } from '@/data/queries/till';
import { setActiveAccount } from '@/data/session';
import { CartDiscounts } from '@/features/checkout/CartDiscounts';
import { DEFAULT_CHECKOUT_SETTINGS } from '@/lib/checkout/settings';
import type { DiscountRow } from '@/lib/schemas/discount';
import { account, BUSINESS, USER } from '../data/helpers';
import { line, NO_CHARGES } from './fixtures';

const CART_ID = 'cart-1';
const CUT = '01970000-0000-7000-8000-0000000000c1';
const RAYA = '01970000-0000-7000-8000-0000000000d1';
const HAPPY = '01970000-0000-7000-8000-0000000000d2';
const AT = '2026-11-27T00:00:00.000Z';

const discount = (id: string, over: Partial<DiscountRow>): DiscountRow => ({
  id, businessId: BUSINESS, updatedAt: AT, version: 1, name: id, type: 'amount', value: 1000, scope: 'cart', itemIds: [], categories: [], startsOn: null, endsOn: null,
  days: [], fromTime: null, untilTime: null, code: null, stackable: true, minSpend: 0, active: true, ...over,
});

const till: Till = {
  deviceId: 'device-1', deviceCode: 'DEV01', businessName: 'Salon', currency: 'myr', settings: DEFAULT_CHECKOUT_SETTINGS, rates: NO_CHARGES, shift: null,
  branch: {
    id: 'branch-1', businessId: BUSINESS, updatedAt: AT, version: 1, name: 'Bangsar', code: 'BGS', imageUrl: null, timeZone: 'Asia/Kuala_Lumpur', phone: '',
    address1: '', address2: '', city: '', postalCode: '', province: '', country: 'MY', openingHours: {},
  },
};

const cutLine = line({ itemId: CUT, name: 'Cut', unitPrice: 10_000 });
const cart: CartRecord = {
  id: CART_ID, userId: USER, businessId: BUSINESS, branchId: 'branch-1', number: 1, customerId: null, lines: [cutLine, line({ name: 'Wash', unitPrice: 2_000 })], cartDiscount: null,
  tip: 0, note: '', payments: [], rounding: 0, createdAt: AT, updatedAt: AT,
};

function Panel() {
  const row = useCart(CART_ID);
  return row ? <CartDiscounts cart={row} till={till} /> : null;
}

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.carts.put(cart);
  await db.discounts.bulkPut([discount(RAYA, { name: 'Raya', scope: 'items', itemIds: [CUT] }), discount(HAPPY, { name: 'Happy hour', type: 'percent', value: 1000 })]);
  act(() => setActiveAccount(account));
});
afterEach(() => {
  act(() => setActiveAccount(null));
});

describe('applying catalogue discounts at the till', () => {
  it('records which catalogue discount each line and the cart discount came from, and clears them', async () => {
    const user = userEvent.setup();
    render(<Panel />);
    await user.click(await screen.findByRole('button', { name: /Apply discounts/ }));
    await waitFor(async () => expect((await db.carts.get(CART_ID))?.cartDiscount).toEqual({ type: 'amount', value: 1_200, discountId: HAPPY }));
    const applied = await db.carts.get(CART_ID);
    expect(applied?.lines.map((l) => l.discount)).toEqual([{ type: 'amount', value: 1_000, discountId: RAYA }, null]);

    await user.click(await screen.findByRole('button', { name: /Remove discounts/ }));
    await waitFor(async () => expect((await db.carts.get(CART_ID))?.cartDiscount).toBeNull());
    expect((await db.carts.get(CART_ID))?.lines.map((l) => l.discount)).toEqual([null, null]);
  });
});
