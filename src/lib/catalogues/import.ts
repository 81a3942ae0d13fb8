import type { ImportKind, RowParse } from '@/lib/import/check';
import type { ImportField } from '@/lib/import/mapping';
import { productCreateSchema, type ProductCreate } from '@/lib/schemas/product';
import { serviceCreateSchema, type ServiceCreate } from '@/lib/schemas/service';

const NAME = ['name', 'item', 'item name', 'product', 'product name', 'service', 'service name', 'nama', 'nama produk', 'nama perkhidmatan', '名称', '产品', '产品名称', '服务', '服务名称'];
const CATEGORY = ['category', 'group', 'type', 'kategori', 'jenis', '类别', '分类'];
const PRICE = ['price', 'selling price', 'retail price', 'unit price', 'harga', 'harga jualan', '价格', '售价', '单价'];
const SST = ['sst', 'tax', 'taxable', 'cukai', '税', '服务税'];

/** What a product row of a file may hold. */
export const PRODUCT_IMPORT_FIELDS = [
  { key: 'name', required: true, aliases: NAME },
  { key: 'sku', aliases: ['sku', 'code', 'item code', 'product code', 'kod', 'kod produk', '编号', '货号', '产品编号'] },
  { key: 'barcode', aliases: ['barcode', 'ean', 'upc', 'kod bar', '条码', '条形码'] },
  { key: 'category', aliases: CATEGORY },
  { key: 'price', required: true, aliases: PRICE },
  { key: 'cost', aliases: ['cost', 'cost price', 'unit cost', 'kos', 'harga kos', '成本', '成本价'] },
  { key: 'sst', aliases: SST },
] as const satisfies readonly ImportField[];

/** What a service row of a file may hold. */
export const SERVICE_IMPORT_FIELDS = [
  { key: 'name', required: true, aliases: NAME },
  { key: 'category', aliases: CATEGORY },
  { key: 'description', aliases: ['description', 'details', 'keterangan', 'penerangan', '描述', '说明'] },
  { key: 'durationMinutes', required: true, aliases: ['duration', 'duration minutes', 'minutes', 'mins', 'tempoh', 'minit', '时长', '分钟'] },
  { key: 'price', required: true, aliases: PRICE },
  { key: 'sst', aliases: SST },
] as const satisfies readonly ImportField[];

export type ProductImportKey = (typeof PRODUCT_IMPORT_FIELDS)[number]['key'];
export type ServiceImportKey = (typeof SERVICE_IMPORT_FIELDS)[number]['key'];
export type ProductImportValue = Omit<ProductCreate, 'id'>;
export type ServiceImportValue = Omit<ServiceCreate, 'id'>;

/** "RM 1,250.50", "1250.5" or "85" (ringgit) → sen; null when not an amount with at most 2 decimals. */
export function importMoney(text: string): number | null {
  const bare = text.replace(/^(rm|myr)\s*/i, '').replace(/,/g, '').trim();
  const m = /^(\d+)(?:\.(\d{1,2}))?$/.exec(bare);
  if (!m) return null;
  return Number(m[1]) * 100 + Number((m[2] ?? '').padEnd(2, '0'));
}

const YES = new Set(['yes', 'y', 'true', '1', 'ya', '是']);
const NO = new Set(['no', 'n', 'false', '0', 'tidak', '否']);

/** "yes"/"no" in the three languages; '' takes the default; undefined when unreadable. */
export function importYesNo(text: string, fallback: boolean): boolean | undefined {
  const v = text.trim().toLowerCase();
  if (v === '') return fallback;
  if (YES.has(v)) return true;
  if (NO.has(v)) return false;
  return undefined;
}

/** Field → i18n key of each problem, the schema's ones after the cells that could not be read. */
function verdict<T>(errors: Record<string, string>, parsed: { success: true; data: T } | { success: false; error: { issues: readonly { path: readonly PropertyKey[]; message: string }[] } }): RowParse<T> {
  if (!parsed.success) for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? '_form')] ??= issue.message;
  if (!parsed.success || Object.keys(errors).length > 0) return { ok: false, errors };
  return { ok: true, value: parsed.data };
}

const PLACEHOLDER_ID = '00000000-0000-7000-8000-000000000000';
const nameKey = (name: string) => `name:${name.trim().toLowerCase()}`;

/** Reads amounts and yes/no cells of a row; unreadable cells get a reason, parsed cells their values. */
function readCells(record: { price: string; sst: string } & Partial<Record<'cost', string>>, errors: Record<string, string>) {
  const price = importMoney(record.price);
  if (price === null) errors.price = 'catalogues.import.invalidAmount';
  const cost = record.cost === undefined || record.cost === '' ? 0 : importMoney(record.cost);
  if (cost === null) errors.cost = 'catalogues.import.invalidAmount';
  const sst = importYesNo(record.sst, true);
  if (sst === undefined) errors.sst = 'catalogues.import.invalidYesNo';
  return { price: price ?? 0, cost: cost ?? 0, sst: sst ?? true };
}

/** The product import: each row checked with the product schema; rows are the same product by SKU, else by name. */
export function productImportKind(): ImportKind<ProductImportKey, ProductImportValue> {
  return {
    parse: (record) => {
      const errors: Record<string, string> = {};
      const cells = readCells(record, errors);
      const parsed = productCreateSchema.safeParse({ id: PLACEHOLDER_ID, name: record.name, sku: record.sku, barcode: record.barcode, category: record.category, ...cells });
      const out = verdict(errors, parsed);
      if (!out.ok) return out;
      const { id: _id, ...value } = out.value;
      return { ok: true, value };
    },
    keysOf: (value) => (value.sku !== '' ? [`sku:${value.sku.toLowerCase()}`] : [nameKey(value.name)]),
  };
}

/** The service import: each row checked with the service schema; rows are the same service by name. */
export function serviceImportKind(): ImportKind<ServiceImportKey, ServiceImportValue> {
  return {
    parse: (record) => {
      const errors: Record<string, string> = {};
      const { price, sst } = readCells(record, errors);
      const minutes = /^\d+$/.test(record.durationMinutes) ? Number(record.durationMinutes) : null;
      if (minutes === null) errors.durationMinutes = 'catalogues.validation.wholeNumber';
      const parsed = serviceCreateSchema.safeParse({ id: PLACEHOLDER_ID, name: record.name, category: record.category, description: record.description, durationMinutes: minutes ?? 0, price, sst });
      const out = verdict(errors, parsed);
      if (!out.ok) return out;
      const { id: _id, ...value } = out.value;
      return { ok: true, value };
    },
    keysOf: (value) => [nameKey(value.name)],
  };
}

/** The keys an item held on the device answers to (the same the rows are matched by). */
export function catalogueKeysOf(item: { name: string; sku?: string }): string[] {
  return item.sku !== undefined && item.sku !== '' ? [`sku:${item.sku.toLowerCase()}`, nameKey(item.name)] : [nameKey(item.name)];
}
