import type { BookitDb } from '@/data/db';
import type { CartLine } from '@/lib/checkout/sale-schema';

/** Item id → category of a sale's catalogue lines (services, products, packages) this device holds. */
export async function readItemCategories(replica: BookitDb, lines: readonly Pick<CartLine, 'itemId'>[]): Promise<Map<string, string>> {
  const ids = [...new Set(lines.flatMap((l) => (l.itemId === null ? [] : [l.itemId])))];
  const [services, products, packages] = await Promise.all([replica.services.bulkGet(ids), replica.products.bulkGet(ids), replica.packages.bulkGet(ids)]);
  const categories = new Map<string, string>();
  for (const row of [...services, ...products, ...packages]) if (row !== undefined) categories.set(row.id, row.category);
  return categories;
}
