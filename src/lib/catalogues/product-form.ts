import type { ProductRow } from '@/lib/api-types';
import { productCreateSchema, type ProductCreateInput } from '@/lib/schemas/product';
import { emptyNumberErrors, fromSen, PLACEHOLDER_ID, toSen } from '@/lib/catalogues/item-form';
import { fieldErrorsOf } from '@/lib/validation/field-errors';

/** The product form's values as the screen edits them (money in ringgit, image as text). */
export interface ProductForm {
  name: string;
  sku: string;
  barcode: string;
  category: string;
  price: number;
  cost: number;
  sst: boolean;
  imageUrl: string;
  /** Branch id → low-stock threshold; NaN while a field is empty. */
  lowStock: Record<string, number>;
}

export const NEW_PRODUCT: ProductForm = { name: '', sku: '', barcode: '', category: '', price: 0, cost: 0, sst: true, imageUrl: '', lowStock: {} };

export function productFormOf(row: ProductRow): ProductForm {
  return {
    name: row.name,
    sku: row.sku,
    barcode: row.barcode,
    category: row.category,
    price: fromSen(row.price),
    cost: fromSen(row.cost),
    sst: row.sst,
    imageUrl: row.imageUrl ?? '',
    lowStock: { ...row.lowStock },
  };
}

export type ProductInput = Omit<ProductCreateInput, 'id' | 'active'>;

export function productInputOf(form: ProductForm): { input: ProductInput } | { errors: Record<string, string> } {
  const errors = emptyNumberErrors({
    price: form.price,
    cost: form.cost,
    ...Object.fromEntries(Object.entries(form.lowStock).map(([branchId, n]) => [`lowStock.${branchId}`, n])),
  });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      ...form,
      price: toSen(form.price),
      cost: toSen(form.cost),
      imageUrl: form.imageUrl.trim() === '' ? null : form.imageUrl.trim(),
    },
  };
}

export function productFormErrors(form: ProductForm): Record<string, string> {
  const built = productInputOf(form);
  if ('errors' in built) return built.errors;
  const parsed = productCreateSchema.safeParse({ ...built.input, id: PLACEHOLDER_ID });
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}
