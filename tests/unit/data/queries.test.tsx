import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { db } from '@/data/db';
import { metaKeys } from '@/data/meta';
import { createCustomer } from '@/data/mutations/customers';
import { useCustomer, useCustomerCount, useCustomers } from '@/data/queries/customers';
import { useTodayAppointments } from '@/data/queries/appointments';
import { useSession } from '@/data/queries/session';
import { useOutboxSummary, useSyncStatus } from '@/data/queries/sync-status';
import { setActiveAccount } from '@/data/session';
import { localDay } from '@/data/local-day';
import { FakeServer } from './fake-server';
import { account, BUSINESS, syncContext } from './helpers';
import { pullInitial } from '@workers/sync/pull';
import { pushOutbox } from '@workers/sync/push';

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  act(() => setActiveAccount(null));
});

describe('live queries', () => {
  it('useSession: null without an account, then the stored /initial answer', async () => {
    const { result } = renderHook(() => useSession());
    await waitFor(() => expect(result.current).toBeNull());

    await pullInitial(syncContext(db, new FakeServer(BUSINESS).fetch));
    act(() => setActiveAccount(account));
    await waitFor(() => expect(result.current?.business.name).toBe('Salon Aina'));
  });

  it('useCustomers: loading, then matching rows; follows new writes', async () => {
    act(() => setActiveAccount(account));
    await createCustomer({ firstName: 'Siti', lastName: 'Aminah' });
    const { result, rerender } = renderHook(({ search }) => useCustomers(search), { initialProps: { search: '' } });
    expect(result.current.loading).toBe(true);
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows.map((r) => r.firstName)).toEqual(['Siti']);

    await act(() => createCustomer({ firstName: 'Ben' }));
    await waitFor(() => expect(result.current.rows.map((r) => r.firstName)).toEqual(['Ben', 'Siti']));
    expect(result.current.total).toBe(2);

    rerender({ search: 'amin' });
    await waitFor(() => expect(result.current.loading).toBe(false));
    expect(result.current.rows.map((r) => r.firstName)).toEqual(['Siti']);
  });

  it('useCustomer and useCustomerCount', async () => {
    act(() => setActiveAccount(account));
    const id = await createCustomer({ firstName: 'One' });
    const { result } = renderHook(() => ({ one: useCustomer(id), missing: useCustomer('nope'), count: useCustomerCount() }));
    await waitFor(() => expect(result.current.one?.firstName).toBe('One'));
    expect(result.current.missing).toBeNull();
    expect(result.current.count).toBe(1);
  });

  it('useOutboxSummary and useSyncStatus: pending, rejected, worker state', async () => {
    act(() => setActiveAccount(account));
    await createCustomer({ firstName: 'A' });
    await createCustomer({ firstName: 'B' });
    const server = new FakeServer(BUSINESS);
    server.failNext({ kind: 'status', status: 422 });
    await pushOutbox(syncContext(db, server.fetch, { random: () => 0 }));
    await createCustomer({ firstName: 'C' });
    await db.meta.put({
      key: metaKeys.syncState(BUSINESS),
      kind: 'syncState',
      value: { syncing: true, lastSyncedAt: '2025-06-01T00:00:00.000Z', lastError: null, quotaExceeded: false },
    });

    const { result } = renderHook(() => ({ summary: useOutboxSummary(), status: useSyncStatus() }));
    await waitFor(() => expect(result.current.summary?.pending).toBe(1));
    expect(result.current.summary?.rejected.map((e) => e.status)).toEqual(['rejected']);
    await waitFor(() => expect(result.current.status).toMatchObject({ pending: 1, rejected: 1, syncing: true, lastSyncedAt: '2025-06-01T00:00:00.000Z' }));
  });

  it("useTodayAppointments: the branch's appointments of the local day, by start", async () => {
    const tz = 'Asia/Kuala_Lumpur';
    const day = localDay(new Date(), tz);
    const at = (offsetHours: number) => new Date(Date.parse(day.startIso) + offsetHours * 3_600_000).toISOString();
    const base = {
      businessId: BUSINESS,
      updatedAt: at(0),
      version: 1,
      kind: 'Appointment' as const,
      status: 'CONFIRMED' as const,
      source: 'AdminBooking' as const,
      customerId: null,
      memberId: 'm1',
      serviceId: null,
      notes: '',
      services: [],
      seriesId: null,
      attendance: null,
      tags: [],
      cancelReason: null,
      allowDoubleBooking: false,
      capacity: null,
      saleId: null,
      createdBy: null,
    };
    await db.appointments.bulkPut([
      { ...base, id: 'late', branchId: 'b1', startAt: at(15), endAt: at(16) },
      { ...base, id: 'early', branchId: 'b1', startAt: at(9), endAt: at(10) },
      { ...base, id: 'yesterday', branchId: 'b1', startAt: at(-1), endAt: at(0) },
      { ...base, id: 'tomorrow', branchId: 'b1', startAt: at(24), endAt: at(25) },
      { ...base, id: 'other-branch', branchId: 'b2', startAt: at(9), endAt: at(10) },
    ]);
    const { result } = renderHook(() => useTodayAppointments('b1', tz));
    await waitFor(() => expect(result.current?.map((a) => a.id)).toEqual(['early', 'late']));
  });
});

describe('localDay', () => {
  it('gives the UTC range of the local day', () => {
    expect(localDay(new Date('2025-06-01T17:00:00Z'), 'Asia/Kuala_Lumpur')).toEqual({
      date: '2025-06-02',
      startIso: '2025-06-01T16:00:00.000Z',
      endIso: '2025-06-02T16:00:00.000Z',
    });
    // A 23-hour day (DST starts in New York).
    const dst = localDay(new Date('2025-03-09T12:00:00Z'), 'America/New_York');
    expect(dst).toEqual({ date: '2025-03-09', startIso: '2025-03-09T05:00:00.000Z', endIso: '2025-03-10T04:00:00.000Z' });
  });
});
