import { cleanup, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AccessView } from '@/data/queries/access';
import { CustomerProfileForm } from '@/features/customers/CustomerProfileForm';
import { customerRow } from '../data/helpers';

let level: 1 | 2 = 1;
vi.mock('@/data/queries/access', () => ({
  useAccess: (): Pick<AccessView, 'access'> => ({
    access: { isOrgAdmin: false, isBranchAdmin: false, isLaunchitAdmin: false, unrestricted: false, permissions: { customers: level } },
  }),
}));

afterEach(cleanup);

// The first render loads the phone input's country list and the kit: slow on a busy machine.
describe('the customer profile', { timeout: 30_000 }, () => {
  const customer = customerRow(1, { firstName: 'Siti', lastName: 'Aminah', notes: 'Likes tea' });

  it('shows read-only at the customers View level, with the reason', () => {
    level = 1;
    render(<CustomerProfileForm customer={customer} locale="en" timeZone="Asia/Kuala_Lumpur" />);
    expect(screen.getByText('You can view this profile. Changing it needs the customers permission at Edit.')).toBeTruthy();
    expect(screen.getByRole('textbox', { name: 'First name' }).hasAttribute('readonly')).toBe(true);
    expect(screen.getByRole('textbox', { name: /^Notes/ }).hasAttribute('disabled')).toBe(true);
    expect(screen.getByRole('checkbox', { name: 'Agrees to marketing on WhatsApp' }).hasAttribute('disabled')).toBe(true);
  });

  it('is editable at the Edit level', () => {
    level = 2;
    render(<CustomerProfileForm customer={customer} locale="en" timeZone="Asia/Kuala_Lumpur" />);
    expect(screen.queryByText(/You can view this profile/)).toBeNull();
    expect(screen.getByRole('textbox', { name: 'First name' }).hasAttribute('readonly')).toBe(false);
    expect(screen.getByRole('textbox', { name: /^Notes/ }).hasAttribute('disabled')).toBe(false);
  });
});
