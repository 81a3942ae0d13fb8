import type { DiscountCreateInput, DiscountRow, DiscountScope } from '@/lib/schemas/discount';
import { discountCreateSchema } from '@/lib/schemas/discount';
import { emptyNumberErrors, fromSen, PLACEHOLDER_ID, toSen } from '@/lib/catalogues/item-form';
import { fieldErrorsOf } from '@/lib/validation/field-errors';

/** The discount form as the screen edits it: a percentage as typed (10 = 10%), money in ringgit, empty text for "none". */
export interface DiscountForm {
  name: string;
  type: 'percent' | 'amount';
  /** Percent (0–100) or ringgit; NaN while empty. */
  value: number;
  scope: DiscountScope;
  itemIds: string[];
  categories: string[];
  startsOn: string;
  endsOn: string;
  days: number[];
  fromTime: string;
  untilTime: string;
  code: string;
  stackable: boolean;
  /** Ringgit; NaN while empty. */
  minSpend: number;
}

export const NEW_DISCOUNT: DiscountForm = {
  name: '', type: 'percent', value: 10, scope: 'cart', itemIds: [], categories: [], startsOn: '', endsOn: '', days: [], fromTime: '', untilTime: '', code: '', stackable: false, minSpend: 0,
};

export function discountFormOf(row: DiscountRow): DiscountForm {
  return {
    name: row.name,
    type: row.type,
    value: row.type === 'percent' ? row.value / 100 : fromSen(row.value),
    scope: row.scope,
    itemIds: [...row.itemIds],
    categories: [...row.categories],
    startsOn: row.startsOn ?? '',
    endsOn: row.endsOn ?? '',
    days: [...row.days],
    fromTime: row.fromTime ?? '',
    untilTime: row.untilTime ?? '',
    code: row.code ?? '',
    stackable: row.stackable,
    minSpend: fromSen(row.minSpend),
  };
}

export type DiscountInput = Omit<DiscountCreateInput, 'id' | 'active'>;

const orNull = (v: string): string | null => (v.trim() === '' ? null : v.trim());

/** The mutation's input, or the number fields left empty. Only the scope's own list is sent. */
export function discountInputOf(form: DiscountForm): { input: DiscountInput } | { errors: Record<string, string> } {
  const errors = emptyNumberErrors({ value: form.value, minSpend: form.minSpend });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      ...form,
      // Percent to basis points (12.5% → 1250), as the sen of an amount.
      value: toSen(form.value),
      itemIds: form.scope === 'items' ? form.itemIds : [],
      categories: form.scope === 'categories' ? form.categories : [],
      startsOn: orNull(form.startsOn),
      endsOn: orNull(form.endsOn),
      days: [...form.days].sort((a, b) => a - b),
      fromTime: orNull(form.fromTime),
      untilTime: orNull(form.untilTime),
      code: orNull(form.code),
      minSpend: toSen(form.minSpend),
    },
  };
}

export function discountFormErrors(form: DiscountForm): Record<string, string> {
  const built = discountInputOf(form);
  if ('errors' in built) return built.errors;
  const parsed = discountCreateSchema.safeParse({ ...built.input, id: PLACEHOLDER_ID });
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}
