import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, renderHook, waitFor } from '@testing-library/react';
import { db } from '@/data/db';
import { overrideState, setMerchantOverride, type BusinessOverride } from '@/data/local-preferences';
import { initialSyncState, metaKeys, readSyncState } from '@/data/meta';
import { createCustomer } from '@/data/mutations/customers';
import { startMerchantOverride } from '@/data/override-start';
import { useAccountBusiness, useEntriesElsewhere } from '@/data/queries/current-business';
import { BUSINESS, USER } from './helpers';

const OTHER = '01970000-0000-7000-8000-0000000000c2';
const account = { userId: USER, businessId: BUSINESS };
const override: BusinessOverride = {
  userId: USER,
  overwriteToken: 'override.jws.token',
  overwriteTokenExpiry: new Date(Date.now() + 3_600_000).toISOString(),
  isMerchantOverwritting: true,
  overwritingMerchantId: OTHER,
  overwritingPerspective: 'org-admin',
  overwritingMemberId: null,
};

beforeEach(async () => {
  await Promise.all(db.tables.map((t) => t.clear()));
});
afterEach(() => {
  act(() => setMerchantOverride(null));
});

describe('useAccountBusiness', () => {
  it('is the own business, then the overridden one with its token, then the own one again', async () => {
    const { result } = renderHook(() => useAccountBusiness(account));
    expect(result.current).toEqual({ businessId: BUSINESS, override: null });
    act(() => setMerchantOverride(override));
    await waitFor(() => expect(result.current.businessId).toBe(OTHER));
    expect(result.current.override).toEqual({ homeBusinessId: BUSINESS, token: 'override.jws.token' });
    act(() => setMerchantOverride(null));
    await waitFor(() => expect(result.current).toEqual({ businessId: BUSINESS, override: null }));
  });

  it('drops the override when the server refused the business before the device ever held it', async () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    act(() => setMerchantOverride(override));
    const { result } = renderHook(() => useAccountBusiness(account));
    expect(result.current.businessId).toBe(OTHER);
    await db.meta.put({ key: metaKeys.syncState(OTHER), kind: 'syncState', value: { ...initialSyncState, lastError: 'http-403: Invalid Business Override Token' } });
    await waitFor(() => expect(result.current.businessId).toBe(BUSINESS));
    expect(overrideState.merchant).toBeNull();
    expect(warn).toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps the override through a network error (not a refusal)', async () => {
    act(() => setMerchantOverride(override));
    await db.meta.put({ key: metaKeys.syncState(OTHER), kind: 'syncState', value: { ...initialSyncState, lastError: 'network: offline' } });
    const { result } = renderHook(() => useAccountBusiness(account));
    await waitFor(() => expect(result.current.businessId).toBe(OTHER));
    expect(overrideState.merchant?.overwritingMerchantId).toBe(OTHER);
  });
});

describe('startMerchantOverride', () => {
  it("forgets an earlier refused attempt's status, so the new one is judged by its own answer", async () => {
    await db.meta.put({ key: metaKeys.syncState(OTHER), kind: 'syncState', value: { ...initialSyncState, lastError: 'http-403: Invalid Business Override Token' } });
    await startMerchantOverride(override);
    expect(await readSyncState(db, OTHER)).toEqual(initialSyncState);
    expect(overrideState.merchant?.overwritingMerchantId).toBe(OTHER);
  });
});

describe('useEntriesElsewhere', () => {
  it("counts this user's unsent entries of other businesses, named as last pulled", async () => {
    await createCustomer({ firstName: 'Home' }, { account });
    await createCustomer({ firstName: 'Away' }, { account: { userId: USER, businessId: OTHER } });
    await createCustomer({ firstName: 'Away2' }, { account: { userId: USER, businessId: OTHER } });
    await createCustomer({ firstName: 'Someone' }, { account: { userId: 'user-2', businessId: OTHER } });
    const { result } = renderHook(() => useEntriesElsewhere(USER, BUSINESS));
    await waitFor(() => expect(result.current).toEqual([{ businessId: OTHER, name: null, count: 2 }]));
  });
});
