import { describe, expect, it } from 'vitest';
import { cohorts, creditOwedAt, frequencyBucket, insights, newVersusReturning, topCustomers, type CustomerFacts } from '@/lib/reports/customers';

const TZ = 'Asia/Kuala_Lumpur';
const c = (id: string, first: string | null, last: string | null, visits: number, spent: number): CustomerFacts => ({
  id, firstName: id, lastName: '', firstVisitAt: first, lastVisitAt: last, visitsCount: visits, totalSpent: spent,
});
const people = [
  c('new', '2026-03-05T02:00:00Z', '2026-03-05T02:00:00Z', 1, 5000),
  c('back', '2025-10-01T02:00:00Z', '2026-03-10T02:00:00Z', 4, 20000),
  c('lapsed', '2025-06-01T02:00:00Z', '2025-09-01T02:00:00Z', 12, 90000),
  c('never', null, null, 0, 0),
  // 28 Feb 17:00 UTC is 1 March in Kuala Lumpur.
  c('edge', '2026-02-28T17:00:00Z', '2026-02-28T17:00:00Z', 1, 1000),
];

describe('customer reports', () => {
  it('tells new from returning customers in a range, on local days', () => {
    expect(newVersusReturning(people, '2026-03-01', '2026-03-31', TZ)).toEqual({ new: 2, returning: 1 });
  });

  it('groups retention by first-visit month', () => {
    expect(cohorts(people, '2026-03-31', TZ)).toEqual([
      { month: '2026-03', customers: 2, returned: 0, active: 2 },
      { month: '2025-10', customers: 1, returned: 1, active: 1 },
      { month: '2025-06', customers: 1, returned: 1, active: 0 },
    ]);
  });

  it('finds top spenders, visit frequency, average spend and lapsed customers', () => {
    expect(topCustomers(people, 2).map((p) => p.id)).toEqual(['lapsed', 'back']);
    expect([1, 2, 3, 4, 9, 10].map(frequencyBucket)).toEqual(['1', '2-3', '2-3', '4-9', '4-9', '10+']);
    const i = insights(people, '2026-03-31', TZ);
    expect(i).toMatchObject({ visited: 4, lapsed: 1, byFrequency: { '1': 2, '2-3': 0, '4-9': 1, '10+': 1 } });
    expect(i.averageSpendPerVisit).toBe(Math.round(116000 / 18));
  });

  it('computes what is owed in credit at the end of a day', () => {
    const moves = [
      { customerId: 'a', delta: 10000, createdAt: '2026-03-01T02:00:00Z' },
      { customerId: 'a', delta: -4000, createdAt: '2026-03-02T17:30:00Z' }, // 3 March locally
      { customerId: 'b', delta: 500, createdAt: '2026-03-01T02:00:00Z' },
      { customerId: 'b', delta: -500, createdAt: '2026-03-01T03:00:00Z' },
    ];
    expect([...creditOwedAt(moves, '2026-03-02', TZ)]).toEqual([['a', 10000]]);
    expect([...creditOwedAt(moves, '2026-03-03', TZ)]).toEqual([['a', 6000]]);
  });
});
