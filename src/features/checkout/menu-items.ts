import type { ProductRow, ServiceRow } from '@/lib/api-types';
import type { PackageRow } from '@/lib/checkout/rows';
import type { MenuLayout } from '@/lib/checkout/settings';
import type { CatalogueItem } from '@/data/mutations/carts';
import { packageLastDay } from '@/lib/catalogues/package-validity';

export interface MenuTile extends CatalogueItem {
  key: string;
  category: string;
  /** Products: stock as last pulled. */
  stock: number | null;
  searchKey: string;
}

/**
 * The menu's tiles from the catalogue: active services (those the branch offers), products (with
 * the branch's stock) and packages. Without a branch: every service, and stock in all branches.
 * A package sold on `soldOn` (the branch's local day) carries its last usable day; without it the
 * server works it out from the package's validity.
 */
export function menuTiles(
  services: readonly ServiceRow[],
  products: readonly ProductRow[],
  packages: readonly PackageRow[] = [],
  branchId: string | null = null,
  soldOn: string | null = null,
): MenuTile[] {
  const tiles: MenuTile[] = [];
  for (const s of services) {
    const offered = branchId === null || s.branchIds.length === 0 || s.branchIds.includes(branchId);
    if (s.active && offered) tiles.push({ key: s.id, kind: 'service', itemId: s.id, name: s.name, unitPrice: s.price, category: s.category, stock: null, searchKey: s.name.toLowerCase() });
  }
  for (const p of products) {
    if (p.active) {
      tiles.push({ key: p.id, kind: 'product', itemId: p.id, name: p.name, unitPrice: p.price, category: p.category, stock: branchId === null ? p.stock : (p.stockByBranch[branchId] ?? 0), searchKey: `${p.name} ${p.sku}`.toLowerCase() });
    }
  }
  for (const p of packages) {
    if (p.active) {
      const contents = p.items.map((i) => ({ name: i.name, sessions: i.sessions, serviceId: i.serviceId, productId: i.productId }));
      tiles.push({
        key: p.id, kind: 'package', itemId: p.id, name: p.name, unitPrice: p.price, category: p.category, stock: null, contents,
        ...(soldOn === null ? {} : { packageExpiresOn: packageLastDay(p.validity, soldOn) }),
        searchKey: `${p.name} ${p.items.map((i) => i.name).join(' ')}`.toLowerCase(),
      });
    }
  }
  return tiles;
}

/** Categories in the layout's order, then the rest by name; hidden ones left out. */
export function orderedCategories(tiles: readonly MenuTile[], layout: MenuLayout): string[] {
  const all = [...new Set(tiles.map((t) => t.category))];
  const hidden = new Set(layout.hiddenCategories);
  const listed = layout.categoryOrder.filter((c) => all.includes(c));
  const rest = all.filter((c) => !layout.categoryOrder.includes(c)).sort((a, b) => a.localeCompare(b));
  return [...listed, ...rest].filter((c) => !hidden.has(c));
}
