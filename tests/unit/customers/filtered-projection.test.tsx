import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { db } from '@/data/db';
import { createCustomer, deleteCustomer, updateCustomer } from '@/data/mutations/customers';
import { useFilteredCustomers } from '@/data/queries/filtered-customers';
import { useCustomerProjection } from '@/data/queries/customers-projection';
import { setActiveAccount } from '@/data/session';
import { NO_FILTER, type CustomerFilter } from '@/lib/customers/filter';
import { account } from '../data/helpers';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  act(() => setActiveAccount(null));
});

const march: CustomerFilter = { ...NO_FILTER, birthdayMonth: 3 };

describe('useFilteredCustomers over the projection', () => {
  it('filters, windows, and follows creates, edits and deletes', async () => {
    act(() => setActiveAccount(account));
    await createCustomer({ firstName: 'Siti', lastName: 'Aminah', birthday: '1990-03-04' });
    const ben = await createCustomer({ firstName: 'Ben', lastName: 'Lee', birthday: '1985-03-20' });
    await createCustomer({ firstName: 'Ana', lastName: 'Tan', birthday: '1992-07-01' });
    const { result, rerender } = renderHook(({ filter, start, end }) => useFilteredCustomers('', filter, true, start, end), {
      initialProps: { filter: march, start: 0, end: 60 },
    });
    await waitFor(() => expect(result.current.rows.map((r) => r.firstName)).toEqual(['Ben', 'Siti']));
    expect(result.current.total).toBe(2);

    // A window past the first row reads only its own rows.
    rerender({ filter: march, start: 1, end: 60 });
    await waitFor(() => expect(result.current.rows.map((r) => r.firstName)).toEqual(['Siti']));
    expect(result.current.start).toBe(1);

    rerender({ filter: { ...march, sort: 'totalSpent' }, start: 0, end: 60 });
    await waitFor(() => expect(result.current.rows.map((r) => r.firstName)).toEqual(['Ben', 'Siti']));

    const cai = await act(() => createCustomer({ firstName: 'Cai', lastName: 'Wong', birthday: '2000-03-09' }));
    await waitFor(() => expect(result.current.rows.map((r) => r.firstName)).toEqual(['Ben', 'Cai', 'Siti']));
    await act(() => updateCustomer(cai, { birthday: '2000-04-09' }));
    await waitFor(() => expect(result.current.rows.map((r) => r.firstName)).toEqual(['Ben', 'Siti']));
    await act(() => updateCustomer(ben, { firstName: 'Zed' }));
    await waitFor(() => expect(result.current.rows.map((r) => r.firstName)).toEqual(['Siti', 'Zed']));
    await act(() => deleteCustomer(ben));
    await waitFor(() => expect(result.current.rows.map((r) => r.firstName)).toEqual(['Siti']));
    expect(result.current.total).toBe(1);

    rerender({ filter: { ...NO_FILTER, birthdayMonth: 7 }, start: 0, end: 60 });
    await waitFor(() => expect(result.current.rows.map((r) => r.firstName)).toEqual(['Ana']));
  });

  it('a search filters its matches', async () => {
    act(() => setActiveAccount(account));
    await createCustomer({ firstName: 'Siti', lastName: 'Aminah', birthday: '1990-03-04' });
    await createCustomer({ firstName: 'Siti', lastName: 'Noor', birthday: '1990-05-04' });
    const { result } = renderHook(() => useFilteredCustomers('siti', march, true, 0, 60));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows.map((r) => r.lastName)).toEqual(['Aminah']);
  });
});

describe('useCustomerProjection', () => {
  it('is dropped by a change of unknown keys while no filter is on, and rebuilt when one is', async () => {
    act(() => setActiveAccount(account));
    await createCustomer({ firstName: 'Siti', lastName: 'Aminah' });
    const { result, rerender } = renderHook(({ filtering }) => useCustomerProjection(account.businessId, filtering), { initialProps: { filtering: false } });
    await waitFor(() => expect(result.current?.rows.map((r) => r.nameKey)).toEqual(['siti aminah']));

    // A single write is patched in.
    await act(() => createCustomer({ firstName: 'Ben', lastName: 'Lee' }));
    await waitFor(() => expect(result.current?.rows.map((r) => r.nameKey)).toEqual(['ben lee', 'siti aminah']));

    // A bulk write of 50 rows or more names no keys (a pulled page): dropped, not read again.
    const some = (await db.customers.toArray())[0];
    if (some === undefined) throw new Error('no customer');
    const many = Array.from({ length: 60 }, (_, i) => ({ ...some, id: `0195f0a0-0000-7000-9300-${String(i).padStart(12, '0')}`, nameKey: `bulk ${String(i).padStart(2, '0')}` }));
    await act(() => db.customers.bulkPut(many));
    await waitFor(() => expect(result.current).toBeNull());

    rerender({ filtering: true });
    await waitFor(() => expect(result.current?.rows).toHaveLength(62));
    expect(result.current?.rows[0]?.nameKey).toBe('ben lee');
  });
});
