import type { CustomerRow } from '@/lib/api-types';
import { EMPTY_PROFILE, NO_HISTORY } from '@/lib/customers/defaults';
import { BookitDb } from '@/data/db';
import type { SyncContext } from '@workers/sync/context';
import type { FetchLike, GetToken } from '@workers/sync/http';

let counter = 0;

/** A fresh database per test (fake-indexeddb), so tests never see each other's rows. */
export function freshDb(): BookitDb {
  counter += 1;
  return new BookitDb({ name: `bookit-test-${counter}-${Math.random().toString(36).slice(2)}` });
}

export const BUSINESS = '01970000-0000-7000-8000-0000000000b1';
export const USER = 'user-1';
export const account = { userId: USER, businessId: BUSINESS };

/** The n-th test customer's id: UUIDv7-shaped, in order of n. */
export const customerId = (n: number): string => `01970000-0000-7000-8000-${String(n).padStart(12, '0')}`;

/** A customer as the server sends it: blank fields, version 1, unless `fields` says otherwise. */
export function customerRow(n: number, fields: Partial<CustomerRow> = {}): CustomerRow {
  return {
    id: customerId(n),
    businessId: BUSINESS,
    updatedAt: '2025-05-01T00:00:00.000Z',
    version: 1,
    firstName: '',
    lastName: '',
    email: '',
    phone: '',
    notes: '',
    branchId: null,
    createdAt: '2025-05-01T00:00:00.000Z',
    ...EMPTY_PROFILE,
    ...NO_HISTORY,
    ...fields,
  };
}

export function syncContext(db: BookitDb, fetch: FetchLike, overrides: Partial<SyncContext> = {}): SyncContext {
  const getToken: GetToken = async () => 'token-1';
  return {
    db,
    fetch,
    getToken,
    apiBase: 'http://api.test/api',
    userId: USER,
    businessId: BUSINESS,
    userEmail: 'aina@example.com',
    timeoutMs: 1_000,
    now: () => new Date('2025-06-01T00:00:00.000Z'),
    random: () => 0.5,
    ...overrides,
  };
}
