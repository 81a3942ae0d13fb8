import { describe, expect, it } from 'vitest';
import { customerSearchFields } from '@/data/customer-search';
import { filterCustomers, indexedCandidates, LAST_VISIT_RANGES, NO_FILTER, type CustomerFilter, type KeyRange } from '@/lib/customers/filter';
import { CUSTOMER_TAGS } from '@/lib/customers/tags';

const now = new Date('2026-06-15T10:00:00.000Z');
const DAY = 86_400_000;

/** Customers whose last visit falls on and around every cut-off (30, 90, 180 days), and none. */
const customers = Array.from({ length: 400 }, (_, i) => {
  const offsets = [null, 0, 29.99, 30, 30.01, 89.9, 90, 90.1, 179.99, 180, 180.01, 181, 179, 400];
  const offset = offsets[i % offsets.length] ?? null;
  const lastVisitAt = offset === null ? null : new Date(now.getTime() - offset * DAY).toISOString();
  const base = {
    id: `c${String(i).padStart(3, '0')}`,
    firstName: `Name${i % 17}`,
    lastName: 'Test',
    email: '',
    phone: '',
    birthday: i % 5 === 0 ? null : `1990-${String(1 + (i % 12)).padStart(2, '0')}-10`,
    branchId: null,
    visitsCount: i % 6,
    lastVisitAt,
    totalSpent: i * 10,
  };
  return { ...base, ...customerSearchFields(base) };
});

const inRange = <K extends string | number>(key: K, r: KeyRange<K>) =>
  (r.lowerOpen ? key > r.lower : key >= r.lower) && (r.upperOpen ? key < r.upper : key <= r.upper);

describe('filter candidates from indexes', () => {
  const filters: CustomerFilter[] = [
    ...LAST_VISIT_RANGES.map((lastVisit) => ({ ...NO_FILTER, lastVisit })),
    ...CUSTOMER_TAGS.map((tag) => ({ ...NO_FILTER, tag })),
    ...Array.from({ length: 12 }, (_, m) => ({ ...NO_FILTER, birthdayMonth: m + 1 })),
    { ...NO_FILTER, tag: 'REGULAR', lastVisit: 'within30', birthdayMonth: 4 },
    { ...NO_FILTER, tag: 'PAST', lastVisit: 'over180' },
  ];

  it('each hold every customer the filter lists, so reading the smallest one loses nobody', () => {
    for (const filter of filters) {
      const expected = filterCustomers(customers, filter, now, new Set());
      for (const source of indexedCandidates(filter, now)) {
        const held = customers.filter((c) =>
          source.index === 'birthMonth' ? source.ranges.some((r) => inRange(c.birthMonth, r)) : source.ranges.some((r) => inRange(c.visitKey, r)),
        );
        expect(filterCustomers(held, filter, now, new Set()), JSON.stringify(filter)).toEqual(expected);
        expect(held.length).toBeLessThanOrEqual(customers.length);
      }
    }
  });

  it('narrow: a birthday month reads only that month, and no filter reads no index', () => {
    expect(indexedCandidates(NO_FILTER, now)).toEqual([]);
    expect(indexedCandidates({ ...NO_FILTER, sort: 'totalSpent' }, now)).toEqual([]);
    const [month] = indexedCandidates({ ...NO_FILTER, birthdayMonth: 3 }, now);
    expect(month).toEqual({ index: 'birthMonth', ranges: [{ lower: 3, upper: 3 }] });
    expect(customers.filter((c) => c.birthMonth === 3).length).toBeLessThan(customers.length / 10);
  });

  it('derive the keys: birthday month (0 when unknown) and the last visit (\'\' when none)', () => {
    expect(customerSearchFields({ firstName: 'A', lastName: '', email: '', phone: '', birthday: '1988-11-02', lastVisitAt: '2026-01-01T00:00:00.000Z' })).toMatchObject({ birthMonth: 11, visitKey: '2026-01-01T00:00:00.000Z' });
    expect(customerSearchFields({ firstName: 'A', lastName: '', email: '', phone: '' })).toMatchObject({ birthMonth: 0, visitKey: '' });
  });
});
