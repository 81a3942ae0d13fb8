/** Searching, filtering and sorting a catalogue list (services, products) on the device. */

export const CATALOGUE_SORTS = ['name', 'category', 'priceAsc', 'priceDesc', 'recent'] as const;
export type CatalogueSort = (typeof CATALOGUE_SORTS)[number];
export type CatalogueStatus = 'active' | 'archived';

export interface ListableItem {
  name: string;
  category: string;
  price: number;
  active: boolean;
  updatedAt: string;
}

export interface ItemQuery {
  /** Words that must each start a word of the item's name, category or extra terms (SKU, barcode). */
  search: string;
  /** Only this category; null for all. '' is "uncategorised". */
  category: string | null;
  status: CatalogueStatus;
  sort: CatalogueSort;
}

/** The distinct categories, by name; the empty category last. */
export function categoriesOf(items: readonly ListableItem[]): string[] {
  const all = [...new Set(items.map((i) => i.category))];
  return all.sort((a, b) => (a === '' ? 1 : b === '' ? -1 : a.localeCompare(b)));
}

function words(text: string): string[] {
  return text.toLowerCase().split(/[\s\-_/.,&]+/).filter(Boolean);
}

function matches(item: ListableItem, needles: readonly string[], extra: readonly string[]): boolean {
  if (needles.length === 0) return true;
  const hay = [...words(item.name), ...words(item.category), ...extra.flatMap(words)];
  return needles.every((n) => hay.some((w) => w.startsWith(n)));
}

const compare: Record<CatalogueSort, (a: ListableItem, b: ListableItem) => number> = {
  name: (a, b) => a.name.localeCompare(b.name),
  category: (a, b) => a.category.localeCompare(b.category) || a.name.localeCompare(b.name),
  priceAsc: (a, b) => a.price - b.price || a.name.localeCompare(b.name),
  priceDesc: (a, b) => b.price - a.price || a.name.localeCompare(b.name),
  recent: (a, b) => b.updatedAt.localeCompare(a.updatedAt) || a.name.localeCompare(b.name),
};

/** The items the query shows, in its order. `extraTerms` adds searchable codes (SKU, barcode). */
export function queryItems<T extends ListableItem>(items: readonly T[], query: ItemQuery, extraTerms: (item: T) => readonly string[] = () => []): T[] {
  const needles = words(query.search);
  return items
    .filter((i) => i.active === (query.status === 'active'))
    .filter((i) => query.category === null || i.category === query.category)
    .filter((i) => matches(i, needles, extraTerms(i)))
    .sort(compare[query.sort]);
}
