import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { db } from '@/data/db';
import { toLocalRow, type LocalCustomer } from '@/data/local-rows';
import { createCustomer, deleteCustomer } from '@/data/mutations/customers';
import { beginOptimistic, committedMark, optimisticWrites, unseenWrites } from '@/data/optimistic';
import { useCustomerWindow } from '@/data/queries/customers';
import { optimisticCount, optimisticRows } from '@/data/queries/optimistic-customers';
import { listCustomers, searchCustomers } from '@/data/queries/search-customers';
import { setActiveAccount } from '@/data/session';
import { account, BUSINESS, customerRow } from './helpers';

function customer(n: number, firstName: string, businessId = BUSINESS): LocalCustomer {
  return toLocalRow('customers', customerRow(n, { firstName, businessId }));
}

const first = (rows: readonly LocalCustomer[]) => rows.map((r) => r.firstName);

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  act(() => setActiveAccount(null));
});

describe('the customers list window', () => {
  it('reads only the positions asked for, by name; a search window counts every match', async () => {
    await db.customers.bulkPut(['Cat', 'Ann', 'Bob', 'Amy', 'Abe'].map((n, i) => customer(i + 1, n)));
    expect(first(await listCustomers(db, BUSINESS, 1, 3))).toEqual(['Amy', 'Ann']);
    expect(first(await listCustomers(db, BUSINESS, 4, 10))).toEqual(['Cat']);
    const search = await searchCustomers(db, BUSINESS, 'a', 1, 1);
    expect(search.total).toBe(3); // Abe, Amy, Ann
    expect(first(search.rows)).toEqual(['Amy']);
  });

  it('applies writes the window does not hold yet: creates inside it, edits and deletes of its rows', () => {
    const rows = ['Ann', 'Cat', 'Eve'].map((n, i) => customer(i + 1, n));
    const bob = customer(10, 'Bob');
    const zed = customer(11, 'Zed');
    const writes = [
      { table: 'customers' as const, rowId: bob.id, effect: { op: 'create' as const, row: bob } },
      { table: 'customers' as const, rowId: zed.id, effect: { op: 'create' as const, row: zed } },
      { table: 'customers' as const, rowId: rows[0]?.id ?? '', effect: { op: 'update' as const, patch: { firstName: 'Fay' } } },
      { table: 'customers' as const, rowId: rows[1]?.id ?? '', effect: { op: 'delete' as const } },
    ];
    // A full window of 3 from the top: Bob comes in, Zed sorts past its end, Ann becomes Fay, Cat goes.
    expect(first(optimisticRows({ start: 0, size: 3, rows }, writes, BUSINESS, true))).toEqual(['Bob', 'Eve', 'Fay']);
    // Further down the list a create before the first row waits for the query.
    const aaron = customer(13, 'Aaron');
    const early = [{ table: 'customers' as const, rowId: aaron.id, effect: { op: 'create' as const, row: aaron } }];
    expect(first(optimisticRows({ start: 30, size: 3, rows }, early, BUSINESS, true))).toEqual(['Ann', 'Cat', 'Eve']);
    expect(first(optimisticRows({ start: 0, size: 3, rows }, early, BUSINESS, true))).toEqual(['Aaron', 'Ann', 'Cat', 'Eve']);
    // Searches take edits and deletes only; another business's create never shows.
    expect(first(optimisticRows({ start: 0, size: 5, rows }, writes.slice(0, 1), BUSINESS, false))).toEqual(['Ann', 'Cat', 'Eve']);
    const foreign = customer(12, 'Abe', 'other');
    const elsewhere = [{ table: 'customers' as const, rowId: foreign.id, effect: { op: 'create' as const, row: foreign } }];
    expect(first(optimisticRows({ start: 0, size: 5, rows }, elsewhere, BUSINESS, true))).toEqual(['Ann', 'Cat', 'Eve']);
    expect(optimisticCount(10, writes, BUSINESS)).toBe(11); // +2 creates, -1 delete
  });

  it('forgets a write for results read after its commit, and drops a write whose transaction failed', () => {
    const row = customer(20, 'Gus');
    const seen = committedMark();
    const write = beginOptimistic('customers', row.id, { op: 'create', row });
    expect(unseenWrites(optimisticWrites(), 'customers', seen).map((w) => w.rowId)).toEqual([row.id]);
    write.commit();
    expect(unseenWrites(optimisticWrites(), 'customers', seen)).toHaveLength(1);
    expect(unseenWrites(optimisticWrites(), 'customers', committedMark())).toHaveLength(0);
    const failed = beginOptimistic('customers', 'x', { op: 'delete' });
    failed.abort();
    expect(optimisticWrites().some((w) => w.rowId === 'x')).toBe(false);
  });

  it('follows writes: a create shows in the window and the count, a delete leaves both', async () => {
    act(() => setActiveAccount(account));
    await db.customers.bulkPut(['Cat', 'Dan'].map((n, i) => customer(i + 1, n)));
    const { result } = renderHook(() => useCustomerWindow('', 0, 30));
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.total).toBe(2);

    let id = '';
    await act(async () => {
      id = await createCustomer({ firstName: 'Ann' });
    });
    await waitFor(() => expect(first(result.current.rows)).toEqual(['Ann', 'Cat', 'Dan']));
    expect(result.current.total).toBe(3);

    await act(() => deleteCustomer(id));
    await waitFor(() => expect(first(result.current.rows)).toEqual(['Cat', 'Dan']));
    await waitFor(() => expect(result.current.total).toBe(2));
  });
});
