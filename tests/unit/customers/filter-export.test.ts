import { describe, expect, it } from 'vitest';
import { filterCustomers, NO_FILTER, type FilterableCustomer } from '@/lib/customers/filter';
import { exportCsv, exportJson } from '@/lib/customers/export';
import { EMPTY_PROFILE, NO_HISTORY } from '@/lib/customers/defaults';

const now = new Date('2026-06-01T00:00:00Z');
const ago = (d: number) => new Date(now.getTime() - d * 86_400_000).toISOString();
const c = (id: string, over: Partial<FilterableCustomer> = {}): FilterableCustomer => ({
  id, nameKey: id, birthday: null, branchId: null, visitsCount: 0, lastVisitAt: null, totalSpent: 0, ...over,
});

const rows = [
  c('aiman', { visitsCount: 5, lastVisitAt: ago(10), totalSpent: 90_000, birthday: '1990-07-14', branchId: 'b1' }),
  c('mei', { visitsCount: 1, lastVisitAt: ago(40), totalSpent: 5_000, birthday: '1985-07-01' }),
  c('kumar', { visitsCount: 8, lastVisitAt: ago(300), totalSpent: 150_000, branchId: 'b1' }),
  c('zara'),
];

describe('customer list filters', () => {
  const ids = (f: Partial<typeof NO_FILTER>, balance: string[] = []) => filterCustomers(rows, { ...NO_FILTER, ...f }, now, new Set(balance)).map((r) => r.id);
  it('filters by tag with the shared rule', () => {
    expect(ids({ tag: 'REGULAR' })).toEqual(['aiman']);
    expect(ids({ tag: 'PAST' })).toEqual(['kumar']);
    expect(ids({ tag: 'NEW' })).toEqual(['mei', 'zara']);
  });
  it('filters by last visit range, birthday month, branch and balance', () => {
    expect(ids({ lastVisit: 'within30' })).toEqual(['aiman']);
    expect(ids({ lastVisit: 'within90' })).toEqual(['aiman', 'mei']);
    expect(ids({ lastVisit: 'over180' })).toEqual(['kumar']);
    expect(ids({ lastVisit: 'never' })).toEqual(['zara']);
    expect(ids({ birthdayMonth: 7 })).toEqual(['aiman', 'mei']);
    expect(ids({ branchId: 'b1' })).toEqual(['aiman', 'kumar']);
    expect(ids({ hasBalance: true }, ['zara'])).toEqual(['zara']);
  });
  it('sorts by name, last visit (never last) and total spent', () => {
    expect(ids({})).toEqual(['aiman', 'kumar', 'mei', 'zara']);
    expect(ids({ sort: 'lastVisit' })).toEqual(['aiman', 'mei', 'kumar', 'zara']);
    expect(ids({ sort: 'totalSpent' })).toEqual(['kumar', 'aiman', 'mei', 'zara']);
  });
});

describe('personal-data export', () => {
  const customer = {
    id: 'c1', businessId: 'b', updatedAt: ago(1), version: 1, firstName: 'Nur, "Aisyah"', lastName: 'binti Ali', email: 'a@x.my', phone: '+60123456789',
    notes: '', branchId: null, createdAt: ago(100), ...EMPTY_PROFILE, ...NO_HISTORY, birthday: '1990-01-02',
  };
  const data = { exportedAt: ago(0), customer, appointments: [], purchases: [], balances: [] };
  it('gives the whole record as JSON', () => {
    expect(JSON.parse(exportJson(data))).toEqual(data);
  });
  it('quotes CSV fields and lists each section', () => {
    const csv = exportCsv(data);
    expect(csv).toContain('firstName,"Nur, ""Aisyah"""');
    expect(csv).toContain('birthday,1990-01-02');
    expect(csv.split('\r\n\r\n')).toHaveLength(4);
  });
  it('adds the packages with sessions used and left when there are any', () => {
    const packages = [{ holdingId: 'h1', name: 'Facial x5', soldAt: ago(30), expiresOn: '2026-12-31', voidedAt: null, items: [{ name: 'Facial', bought: 5, used: 2, left: 3 }] }];
    const csv = exportCsv({ ...data, packages });
    expect(csv.split('\r\n\r\n')).toHaveLength(5);
    expect(csv).toContain(`Facial x5,Facial,5,2,3,${ago(30)},2026-12-31,`);
  });
});
