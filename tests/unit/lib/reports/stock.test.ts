import { describe, expect, it } from 'vitest';
import type { ProductRow } from '@/lib/api-types';
import { stockLines, valueByCategory } from '@/lib/reports/stock';

const product = (id: string, category: string, cost: number, byBranch: Record<string, number>, lowStock: Record<string, number> = {}, active = true): ProductRow => ({
  id, businessId: 'b', updatedAt: '', version: 1, name: id, category, sku: '', barcode: '', price: cost * 2, cost, currency: 'myr', sst: true, imageUrl: null,
  lowStock, stock: Object.values(byBranch).reduce((a, b) => a + b, 0), stockByBranch: byBranch, active,
});

describe('stock report', () => {
  const products = [product('Oil', 'Care', 1000, { a: 5, b: 1 }, { b: 2 }), product('Gel', 'Style', 500, { a: -2 }), product('Old', 'Care', 100, { a: 50 }, {}, false)];

  it('values on-hand at cost per branch or in total, never below zero, lowest stock first', () => {
    expect(stockLines(products, 'a')).toEqual([
      { id: 'Gel', name: 'Gel', category: 'Style', onHand: -2, value: 0, low: false },
      { id: 'Oil', name: 'Oil', category: 'Care', onHand: 5, value: 5000, low: false },
    ]);
    expect(stockLines(products, null).find((l) => l.id === 'Oil')).toMatchObject({ onHand: 6, value: 6000, low: true });
    expect(stockLines(products, 'b').find((l) => l.id === 'Oil')?.low).toBe(true);
  });

  it('sums value by category', () => {
    expect(valueByCategory(stockLines(products, null))).toEqual([
      { category: 'Care', value: 6000 },
      { category: 'Style', value: 0 },
    ]);
  });
});
