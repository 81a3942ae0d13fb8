import { validityFormOf, validityOf, type ValidityForm } from '@/lib/catalogues/package-form';
import { emptyNumberErrors, fromSen, PLACEHOLDER_ID, toSen } from '@/lib/catalogues/item-form';
import { voucherTypeCreateSchema, type VoucherTypeCreateInput, type VoucherTypeRow } from '@/lib/schemas/voucher-type';
import { fieldErrorsOf } from '@/lib/validation/field-errors';

/** The voucher type form as the screen edits it: money in ringgit (NaN while empty), every kind's fields kept. */
export interface VoucherTypeForm extends Pick<VoucherTypeRow, 'name' | 'kind' | 'value' | 'price' | 'serviceIds' | 'scope' | 'itemIds' | 'categories'> {
  validity: ValidityForm;
}

export const NEW_VOUCHER_TYPE: VoucherTypeForm = {
  name: '', kind: 'value', value: Number.NaN, price: Number.NaN, serviceIds: [], scope: 'all', itemIds: [], categories: [],
  validity: { kind: 'period', unit: 'months', count: 6, until: '' },
};

export function voucherTypeFormOf(row: VoucherTypeRow): VoucherTypeForm {
  return {
    name: row.name,
    kind: row.kind,
    value: fromSen(row.value),
    price: fromSen(row.price),
    serviceIds: [...row.serviceIds],
    scope: row.scope,
    itemIds: [...row.itemIds],
    categories: [...row.categories],
    validity: validityFormOf(row.validity),
  };
}

export type VoucherTypeInput = Omit<VoucherTypeCreateInput, 'id' | 'active'>;

/** The mutation's input, or the number fields left empty. Only the kind's (and scope's) own fields are sent filled. */
export function voucherTypeInputOf(form: VoucherTypeForm): { input: VoucherTypeInput } | { errors: Record<string, string> } {
  const isValue = form.kind === 'value';
  const errors = emptyNumberErrors({
    price: form.price,
    ...(isValue ? { value: form.value } : {}),
    ...(form.validity.kind === 'period' ? { 'validity.count': form.validity.count } : {}),
  });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      name: form.name,
      kind: form.kind,
      value: isValue ? toSen(form.value) : 0,
      price: toSen(form.price),
      serviceIds: isValue ? [] : form.serviceIds,
      scope: isValue ? form.scope : 'all',
      itemIds: isValue && form.scope === 'items' ? form.itemIds : [],
      categories: isValue && form.scope === 'categories' ? form.categories : [],
      validity: validityOf(form.validity),
    },
  };
}

const orZero = (n: number): number => (Number.isNaN(n) ? 0 : n);

/**
 * Every field's error as the form stands (shown after the first submit, re-run on each edit): the
 * empty number fields, and the schema's reasons for the others (a missing name shows at once too).
 */
export function voucherTypeFormErrors(form: VoucherTypeForm): Record<string, string> {
  const built = voucherTypeInputOf(form);
  const empty = 'errors' in built ? built.errors : {};
  const filled = voucherTypeInputOf({ ...form, value: orZero(form.value), price: orZero(form.price), validity: { ...form.validity, count: orZero(form.validity.count) } });
  if ('errors' in filled) return { ...filled.errors, ...empty };
  const parsed = voucherTypeCreateSchema.safeParse({ ...filled.input, id: PLACEHOLDER_ID });
  return { ...(parsed.success ? {} : fieldErrorsOf(parsed.error.issues)), ...empty };
}
