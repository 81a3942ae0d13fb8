import { describe, expect, it } from 'vitest';
import { salesReportDims } from '@/lib/reports/sales-view';

describe('the sales report reads only the rollups its view shows', () => {
  it('reads the day totals for the period view', () => {
    expect(salesReportDims('period', false)).toEqual(['total']);
  });

  it('adds the breakdown dimension', () => {
    expect(salesReportDims('item', false)).toEqual(['total', 'item']);
    expect(salesReportDims('payment', false)).toEqual(['total', 'payment']);
    expect(salesReportDims('staff', false)).toEqual(['total', 'staff']);
    expect(salesReportDims('discount', false)).toEqual(['total', 'discount']);
  });

  it('reads only staff rows for one member', () => {
    expect(salesReportDims('period', true)).toEqual(['staff']);
    expect(salesReportDims('item', true)).toEqual(['staff']);
  });
});
