import type { ProductRow, ServiceRow } from '@/lib/api-types';
import { catalogueKeysOf, type ProductImportValue, type ServiceImportValue } from '@/lib/catalogues/import';
import { DEFAULT_CURRENCY } from '@/lib/money';
import type { ImportTarget } from '@/data/import-plan';
import { db as defaultDb, type BookitDb } from '@/data/db';

type Table = 'products' | 'services';

/** The business's items of a table under these keys (`sku:…`, `name:…`) → their ids; archived items count too. */
export async function existingCatalogueKeys(table: Table, businessId: string, keys: readonly string[], db: BookitDb = defaultDb): Promise<Map<string, string>> {
  const wanted = new Set(keys);
  const found = new Map<string, string>();
  const rows: (ProductRow | ServiceRow)[] = await db[table].filter((r) => r.businessId === businessId).toArray();
  for (const row of rows) {
    for (const key of catalogueKeysOf({ name: row.name, ...('sku' in row ? { sku: row.sku } : {}) })) if (wanted.has(key) && !found.has(key)) found.set(key, row.id);
  }
  return found;
}

/** The fields a row changes on an item already held: the name and price, and what else the file fills in. */
function importPatch(value: ProductImportValue | ServiceImportValue): Record<string, string | number | boolean> {
  const patch: Record<string, string | number | boolean> = { name: value.name, price: value.price, sst: value.sst };
  if (value.category !== '') patch.category = value.category;
  if ('sku' in value) {
    if (value.sku !== '') patch.sku = value.sku;
    if (value.barcode !== '') patch.barcode = value.barcode;
    if (value.cost > 0) patch.cost = value.cost;
  } else {
    patch.durationMinutes = value.durationMinutes;
    if (value.description !== '') patch.description = value.description;
  }
  return patch;
}

/** The products import's writes: the same requests createProduct and its update send. */
export const PRODUCT_IMPORT: ImportTarget<ProductImportValue> = {
  table: 'products',
  patchOf: importPatch,
  rowOf: (data, businessId, now) => ({ ...data, businessId, updatedAt: now, currency: DEFAULT_CURRENCY, stock: 0, stockByBranch: {}, version: 0 }) satisfies ProductRow,
};

/** The services import's writes: the same requests createService and its update send. */
export const SERVICE_IMPORT: ImportTarget<ServiceImportValue> = {
  table: 'services',
  patchOf: importPatch,
  rowOf: (data, businessId, now) => ({ ...data, businessId, updatedAt: now, currency: DEFAULT_CURRENCY, version: 0 }) satisfies ServiceRow,
};
