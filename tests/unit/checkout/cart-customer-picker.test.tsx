import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import type { CartRecord } from '@/data/checkout-local';
import { db } from '@/data/db';
import { toLocalRow } from '@/data/local-rows';
import { useCart } from '@/data/queries/checkout';
import { setActiveAccount } from '@/data/session';
import { CartCustomerPicker } from '@/features/checkout/CartCustomerPicker';
import { account, BUSINESS, customerRow, USER } from '../data/helpers';

const CART_ID = 'cart-1';

function cart(customerId: string | null): CartRecord {
  return {
    id: CART_ID, userId: USER, businessId: BUSINESS, branchId: 'branch-1', number: 1, customerId, lines: [], cartDiscount: null,
    tip: 0, note: '', payments: [], rounding: 0, createdAt: '2026-11-27T00:00:00.000Z', updatedAt: '2026-11-27T00:00:00.000Z',
  };
}

/** The picker over the cart as the device holds it, as the preview page renders it. */
function Picker() {
  const row = useCart(CART_ID);
  return row ? <CartCustomerPicker cart={row} /> : null;
}

// A business with more customers than any list window holds; Zara sorts last by name.
const customers = Array.from({ length: 600 }, (_, i) =>
  toLocalRow('customers', customerRow(i + 1, i === 599 ? { firstName: 'Zara', lastName: 'Yusof' } : { firstName: `Aisyah ${String(i).padStart(3, '0')}`, lastName: 'Tan' })),
);
const zara = customers[599]?.id ?? '';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
  await db.customers.bulkPut(customers);
  act(() => setActiveAccount(account));
});
afterEach(() => {
  act(() => setActiveAccount(null));
});

describe('the cart customer picker', { timeout: 30_000 }, () => {
  it('shows the cart customer chosen even when they are the 600th by name', async () => {
    await db.carts.put(cart(zara));
    render(<Picker />);
    expect(await screen.findByText('Customer: Zara Yusof')).toBeTruthy();
    expect(screen.queryByRole('searchbox', { name: 'Find a customer' })).toBeNull();
  });

  it('chooses the 600th customer from the search, and removing them brings the search back', async () => {
    await db.carts.put(cart(null));
    const user = userEvent.setup();
    render(<Picker />);
    await user.type(await screen.findByRole('searchbox', { name: 'Find a customer' }), 'Zara');
    await user.click(await screen.findByRole('button', { name: 'Zara Yusof' }));
    expect(await screen.findByText('Customer: Zara Yusof')).toBeTruthy();
    expect((await db.carts.get(CART_ID))?.customerId).toBe(zara);
    await user.click(screen.getByRole('button', { name: 'Remove' }));
    expect(await screen.findByRole('searchbox', { name: 'Find a customer' })).toBeTruthy();
    expect((await db.carts.get(CART_ID))?.customerId).toBeNull();
  });
});
