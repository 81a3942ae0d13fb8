import { describe, expect, it } from 'vitest';
import { bucketOf, byKey, changeBp, grainFor, netSales, previousPeriod, series, sumOf, type RollupFigures } from '@/lib/reports/aggregate';
import { zeroMeasures } from '@/lib/reports/rollup';
import { reportScope, scopedFigures } from '@/lib/reports/scope';

const row = (branchId: string, day: string, dim: RollupFigures['dim'], key: string, total: number): RollupFigures => ({
  branchId,
  day,
  dim,
  key,
  ...zeroMeasures(),
  count: 1,
  gross: total,
  total,
});

const rows = [row('a', '2026-03-01', 'total', '', 100), row('b', '2026-03-02', 'total', '', 50), row('a', '2026-03-09', 'total', '', 7), row('a', '2026-03-01', 'payment', 'cash', 100)];

describe('report aggregation', () => {
  it('sums a range and a branch', () => {
    expect(sumOf(rows, 'total', { start: '2026-03-01', end: '2026-03-02', branchId: null }).total).toBe(150);
    expect(sumOf(rows, 'total', { start: '2026-03-01', end: '2026-03-31', branchId: 'a' }).total).toBe(107);
  });

  it('groups by key, largest first', () => {
    expect(byKey(rows, 'payment', { start: '2026-03-01', end: '2026-03-01', branchId: null }).map((x) => x.key)).toEqual(['cash']);
  });

  it('buckets days into Monday weeks and months, every bucket present', () => {
    expect(bucketOf('2026-03-01', 'week')).toBe('2026-02-23'); // a Sunday belongs to the week from Monday
    expect(bucketOf('2026-03-02', 'week')).toBe('2026-03-02');
    expect(bucketOf('2026-03-19', 'month')).toBe('2026-03-01');
    const weeks = series(rows, { start: '2026-03-01', end: '2026-03-15', branchId: null }, 'week');
    expect(weeks.map((w) => [w.bucket, w.m.total])).toEqual([
      ['2026-02-23', 100],
      ['2026-03-02', 50],
      ['2026-03-09', 7],
    ]);
  });

  it('picks a readable grain', () => {
    expect(grainFor('2026-03-01', '2026-03-31')).toBe('day');
    expect(grainFor('2026-01-01', '2026-03-31')).toBe('week');
    expect(grainFor('2025-04-01', '2026-03-31')).toBe('month');
  });

  it('compares with the period just before', () => {
    expect(previousPeriod('2026-03-01', '2026-03-31')).toEqual({ start: '2026-01-29', end: '2026-02-28' });
    expect(changeBp(150, 100)).toBe(5000);
    expect(changeBp(50, 0)).toBeNull();
    expect(netSales({ ...zeroMeasures(), gross: 1000, discount: 100, refunds: 50 })).toBe(850);
  });
});

describe('report scope', () => {
  const staff = (key: string): RollupFigures => ({ ...row('a', '2026-03-01', 'staff', key, 40) });
  const figures = [...rows, staff('me'), staff('other')];

  it('reporting sees every figure; reporting_self sees only their own staff rows, as their totals', () => {
    const base = { isOrgAdmin: false, isBranchAdmin: false, isLaunchitAdmin: false, unrestricted: false };
    expect(reportScope({ ...base, permissions: { reporting: 1 } })).toBe('all');
    expect(reportScope({ ...base, permissions: { reporting_self: 1 } })).toBe('self');
    expect(reportScope({ ...base, permissions: { customers: 3 } })).toBe('none');
    expect(scopedFigures(figures, 'all', 'me')).toHaveLength(figures.length);
    const mine = scopedFigures(figures, 'self', 'me');
    expect(mine.map((r) => [r.dim, r.key])).toEqual([
      ['staff', 'me'],
      ['total', ''],
    ]);
    expect(sumOf(mine, 'total', { start: '2026-03-01', end: '2026-03-31', branchId: null }).total).toBe(40);
    expect(scopedFigures(figures, 'none', 'me')).toEqual([]);
  });
});
