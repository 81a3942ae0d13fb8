import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { DiscountUsed } from '@/features/transactions/DiscountUsed';

const RAYA = '01970000-0000-7000-8000-0000000000d1';
const names = new Map([[RAYA, 'Raya']]);
const money = (m: number) => `RM ${(m / 100).toFixed(2)}`;

describe('the discount a sale took, on its details', () => {
  it('names the catalogue discount, a typed one as manual, one no longer held as deleted', () => {
    render(
      <>
        <DiscountUsed discount={{ type: 'amount', value: 1000, discountId: RAYA }} label="line" amount={1000} names={names} money={money} />
        <DiscountUsed discount={{ type: 'percent', value: 1000 }} label="cart" amount={500} names={names} money={money} />
        <DiscountUsed discount={{ type: 'amount', value: 300, discountId: '01970000-0000-7000-8000-0000000000d9' }} label="cart" amount={300} names={names} money={money} />
      </>,
    );
    expect(screen.getByText('Discount: Raya')).toBeTruthy();
    expect(screen.getByText('Cart discount: Manual discount')).toBeTruthy();
    expect(screen.getByText('Cart discount: Deleted discount')).toBeTruthy();
  });

  it('shows nothing without a discount or when it took nothing off', () => {
    const { container } = render(
      <>
        <DiscountUsed discount={null} label="line" amount={0} names={names} money={money} />
        <DiscountUsed discount={{ type: 'amount', value: 0, discountId: RAYA }} label="line" amount={0} names={names} money={money} />
      </>,
    );
    expect(container.textContent).toBe('');
  });
});
