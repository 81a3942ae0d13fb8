import { v7 as uuidv7 } from 'uuid';
import { DEFAULT_CURRENCY } from '@/lib/money';
import { stockCountSchema, stockMoveSchema, type StockCountInput, type StockMoveInput } from '@/lib/schemas/stock';
import { serviceCreateSchema, servicePatchSchema } from '@/lib/schemas/service';
import { productCreateSchema, productPatchSchema } from '@/lib/schemas/product';
import { packageCreateSchema, packagePatchSchema } from '@/lib/schemas/package';
import { discountCreateSchema, discountPatchSchema } from '@/lib/schemas/discount';
import { voucherTypeCreateSchema, voucherTypePatchSchema } from '@/lib/schemas/voucher-type';
import { defineAction, defineCreate, defineDelete, defineUpdate } from '@/data/mutations/define';

const servicesPath = (businessId: string) => `/b/${businessId}/services`;
const productsPath = (businessId: string) => `/b/${businessId}/products`;
const packagesPath = (businessId: string) => `/b/${businessId}/packages`;
const discountsPath = (businessId: string) => `/b/${businessId}/discounts`;
const voucherTypesPath = (businessId: string) => `/b/${businessId}/voucherTypes`;

/** Resolves to the new service's id (UUIDv7, made here). */
export const createService = defineCreate({
  table: 'services',
  schema: serviceCreateSchema,
  path: servicesPath,
  toRow: (input, { account, now }) => ({ ...input, businessId: account.businessId, currency: DEFAULT_CURRENCY, updatedAt: now, version: 0 }),
});

/** Sends only the fields given; `{ active: false }` archives (out of the menu, history kept). */
export const updateService = defineUpdate({
  table: 'services',
  schema: servicePatchSchema,
  path: (businessId, id) => `${servicesPath(businessId)}/${id}`,
});

/** The server refuses (409, shown in Sync issues) once a sale, booking or package refers to it. */
export const deleteService = defineDelete({
  table: 'services',
  path: (businessId, id) => `${servicesPath(businessId)}/${id}`,
});

export const createProduct = defineCreate({
  table: 'products',
  schema: productCreateSchema,
  path: productsPath,
  toRow: (input, { account, now }) => ({ ...input, businessId: account.businessId, currency: DEFAULT_CURRENCY, stock: 0, stockByBranch: {}, updatedAt: now, version: 0 }),
});

export const updateProduct = defineUpdate({
  table: 'products',
  schema: productPatchSchema,
  path: (businessId, id) => `${productsPath(businessId)}/${id}`,
});

/** The server refuses once a sale or a stock movement refers to it: archive it instead. */
export const deleteProduct = defineDelete({
  table: 'products',
  path: (businessId, id) => `${productsPath(businessId)}/${id}`,
});

/** Resolves to the new package's id. */
export const createPackage = defineCreate({
  table: 'packages',
  schema: packageCreateSchema,
  path: packagesPath,
  toRow: (input, { account, now }) => ({ ...input, businessId: account.businessId, currency: DEFAULT_CURRENCY, updatedAt: now, version: 0 }),
});

export const updatePackage = defineUpdate({
  table: 'packages',
  schema: packagePatchSchema,
  path: (businessId, id) => `${packagesPath(businessId)}/${id}`,
});

/** The server refuses once a sale sold it: archive it instead. */
export const deletePackage = defineDelete({
  table: 'packages',
  path: (businessId, id) => `${packagesPath(businessId)}/${id}`,
});

/** Resolves to the new discount's id. */
export const createDiscount = defineCreate({
  table: 'discounts',
  schema: discountCreateSchema,
  path: discountsPath,
  toRow: (input, { account, now }) => ({ ...input, businessId: account.businessId, updatedAt: now, version: 0 }),
});

export const updateDiscount = defineUpdate({
  table: 'discounts',
  schema: discountPatchSchema,
  path: (businessId, id) => `${discountsPath(businessId)}/${id}`,
});

export const deleteDiscount = defineDelete({
  table: 'discounts',
  path: (businessId, id) => `${discountsPath(businessId)}/${id}`,
});

/** Resolves to the new voucher type's id. */
export const createVoucherType = defineCreate({
  table: 'voucherTypes',
  schema: voucherTypeCreateSchema,
  path: voucherTypesPath,
  toRow: (input, { account, now }) => ({ ...input, businessId: account.businessId, updatedAt: now, version: 0 }),
});

export const updateVoucherType = defineUpdate({
  table: 'voucherTypes',
  schema: voucherTypePatchSchema,
  path: (businessId, id) => `${voucherTypesPath(businessId)}/${id}`,
});

/** The server refuses once a sale sold a voucher of the type: archive it instead. */
export const deleteVoucherType = defineDelete({
  table: 'voucherTypes',
  path: (businessId, id) => `${voucherTypesPath(businessId)}/${id}`,
});

/** Receive, adjust or transfer a product's stock (POST /products/{id}/stock); on hand updates from the answer. */
const stockAction = defineAction({
  table: 'products',
  schema: stockMoveSchema,
  path: (businessId, id) => `${productsPath(businessId)}/${id}/stock`,
  // The device adds unsent movements to the server's figures itself (useProductStock).
  patch: () => ({}),
});

export function moveProductStock(productId: string, input: Omit<StockMoveInput, 'movementId'>): Promise<void> {
  return stockAction(productId, { ...input, movementId: uuidv7() });
}

/** Posts a branch's stock count; the server adjusts each counted product to its count. */
const countAction = defineAction({
  table: 'branches',
  schema: stockCountSchema,
  path: (businessId, branchId) => `/b/${businessId}/branches/${branchId}/stock-count`,
  patch: () => ({}),
});

export function countStock(branchId: string, counts: StockCountInput['counts']): Promise<void> {
  return countAction(branchId, { countId: uuidv7(), counts });
}
