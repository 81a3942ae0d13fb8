import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from '@/data/errors';
import { AdjustmentForm } from '@/features/customers/ledger/AdjustmentForm';
import { LedgerView } from '@/features/customers/ledger/LedgerView';

const balance = { label: 'Points balance', value: '1,230', testId: 'points-balance' };

describe('a customer ledger (Points and Credits tabs)', { timeout: 30_000 }, () => {
  it('shows the balance, then the action, then the lines newest first with the balance after each', () => {
    render(
      <LedgerView
        balance={balance}
        ledger={{
          label: 'Points ledger',
          empty: 'No points earned or redeemed yet.',
          entries: [
            { key: 'b', title: 'Redeemed · −400', description: 'today', balanceAfter: 'Balance 500 points', href: '/checkout/receipt?sale=s2' },
            { key: 'a', title: 'Adjustment · +RM 5.00', description: 'Goodwill · Waiting to sync' },
          ],
        }}
      >
        <button type="button">Adjust points</button>
      </LedgerView>,
    );
    expect(screen.getByTestId('points-balance').textContent).toBe('1,230');
    const list = screen.getByRole('list', { name: 'Points ledger' });
    const items = within(list).getAllByRole('listitem');
    expect(items.map((i) => i.textContent)).toEqual(['Redeemed · −400todayBalance 500 points', 'Adjustment · +RM 5.00Goodwill · Waiting to sync']);
    expect(within(items[0] as HTMLElement).getByRole('link').getAttribute('href')).toBe('/checkout/receipt?sale=s2');
    expect(within(items[1] as HTMLElement).queryByRole('link')).toBeNull();
    expect(screen.getByRole('button', { name: 'Adjust points' })).toBeTruthy();
  });

  it('says so when the ledger is empty, and hides it while the form has the page', () => {
    const { rerender } = render(<LedgerView balance={balance} ledger={{ label: 'Points ledger', empty: 'No points earned or redeemed yet.', entries: [] }} />);
    expect(screen.getByText('No points earned or redeemed yet.')).toBeTruthy();
    rerender(<LedgerView balance={balance} ledger={null} />);
    expect(screen.queryByText('No points earned or redeemed yet.')).toBeNull();
    expect(screen.queryByRole('list')).toBeNull();
  });
});

describe('the adjustment form', { timeout: 30_000 }, () => {
  it('saves whole points with a reason, and shows a refusal at the amount', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async ({ delta }: { delta: number; reason: string }) => {
      if (delta > 100) throw new ValidationError({ points: 'customers.points.overBalance' });
    });
    render(<AdjustmentForm label="Adjust points" amountLabel="Points" amountField="points" unit={{ kind: 'points' }} onSave={onSave} cancel={null} />);
    const form = screen.getByRole('form', { name: 'Adjust points' });
    const amount = within(form).getByRole('textbox', { name: /^Points/ });
    expect((amount as HTMLInputElement).value).toBe('');
    await user.type(amount, '250');
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Birthday');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    expect(onSave).toHaveBeenLastCalledWith({ delta: 250, reason: 'Birthday' });
    expect(await within(form).findByText('The customer does not hold that many points.')).toBeTruthy();
    // A new amount clears the reason.
    await user.clear(amount);
    await user.type(amount, '40');
    await user.tab();
    expect(within(form).queryByText('The customer does not hold that many points.')).toBeNull();
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    await waitFor(() => expect(onSave).toHaveBeenLastCalledWith({ delta: 40, reason: 'Birthday' }));
  });

  it('saves money in minor units, starting from 0.00', async () => {
    const user = userEvent.setup();
    const onSave = vi.fn(async () => {});
    render(<AdjustmentForm label="Adjust credit" amountLabel="Amount" amountField="delta" unit={{ kind: 'money', currency: 'myr' }} onSave={onSave} cancel={<a href="/back">Cancel</a>} />);
    const form = screen.getByRole('form', { name: 'Adjust credit' });
    const amount = within(form).getByRole('textbox', { name: /^Amount/ });
    expect((amount as HTMLInputElement).value).toBe('0.00');
    await user.clear(amount);
    await user.type(amount, '12.5');
    await user.tab();
    expect((amount as HTMLInputElement).value).toBe('12.50');
    await user.type(within(form).getByRole('textbox', { name: /^Reason/ }), 'Refund of a deposit');
    await user.click(within(form).getByRole('button', { name: 'Save adjustment' }));
    expect(onSave).toHaveBeenLastCalledWith({ delta: 1250, reason: 'Refund of a deposit' });
    expect(within(form).getByRole('link', { name: 'Cancel' })).toBeTruthy();
  });
});
