import { describe, expect, it } from 'vitest';
import { categoriesOf, queryItems, type ItemQuery, type ListableItem } from '@/lib/catalogues/item-list';

const item = (name: string, category: string, price: number, extra: Partial<ListableItem & { sku: string }> = {}) => ({
  name,
  category,
  price,
  active: true,
  updatedAt: '2026-01-01T00:00:00.000Z',
  sku: '',
  ...extra,
});

const items = [
  item('Gel Manicure', 'Nails', 9000),
  item("Women's Haircut", 'Hair', 8500, { updatedAt: '2026-03-01T00:00:00.000Z' }),
  item('Argan Oil', 'Retail', 6900, { sku: 'ARG-50' }),
  item('Old Perm', 'Hair', 12000, { active: false }),
  item('Gift wrap', '', 500),
];
const q = (over: Partial<ItemQuery> = {}): ItemQuery => ({ search: '', category: null, status: 'active', sort: 'name', ...over });
const names = (list: readonly { name: string }[]) => list.map((i) => i.name);

describe('catalogue lists', () => {
  it('lists categories by name with the uncategorised last', () => {
    expect(categoriesOf(items)).toEqual(['Hair', 'Nails', 'Retail', '']);
  });

  it('keeps archived items out of the active list and shows them on their own', () => {
    expect(names(queryItems(items, q()))).not.toContain('Old Perm');
    expect(names(queryItems(items, q({ status: 'archived' })))).toEqual(['Old Perm']);
  });

  it('searches word starts in name, category and extra terms', () => {
    expect(names(queryItems(items, q({ search: 'hair' })))).toEqual(["Women's Haircut"]);
    expect(names(queryItems(items, q({ search: 'gel man' })))).toEqual(['Gel Manicure']);
    expect(names(queryItems(items, q({ search: 'arg-50' }), (i) => [i.sku])).length).toBe(1);
    expect(names(queryItems(items, q({ search: 'icure' })))).toEqual([]);
  });

  it('filters by category and sorts', () => {
    expect(names(queryItems(items, q({ category: 'Hair' })))).toEqual(["Women's Haircut"]);
    expect(names(queryItems(items, q({ category: '' })))).toEqual(['Gift wrap']);
    expect(names(queryItems(items, q({ sort: 'priceDesc' })))).toEqual(['Gel Manicure', "Women's Haircut", 'Argan Oil', 'Gift wrap']);
    expect(names(queryItems(items, q({ sort: 'priceAsc' })))[0]).toBe('Gift wrap');
    expect(names(queryItems(items, q({ sort: 'recent' })))[0]).toBe("Women's Haircut");
    expect(names(queryItems(items, q({ sort: 'category' })))).toEqual(['Gift wrap', "Women's Haircut", 'Gel Manicure', 'Argan Oil']);
  });
});
