import type { PackageRow } from '@/lib/checkout/rows';
import { packageCreateSchema, type PackageCreateInput, type PackageItemInput, type PackageValidity, type ValidityUnit } from '@/lib/schemas/package';
import { emptyNumberErrors, fromSen, PLACEHOLDER_ID, toSen } from '@/lib/catalogues/item-form';
import { fieldErrorsOf } from '@/lib/validation/field-errors';

/** The validity as the form edits it: every kind's fields kept, so switching kind loses nothing. */
export interface ValidityForm {
  kind: PackageValidity['kind'];
  unit: ValidityUnit;
  /** NaN while the field is empty. */
  count: number;
  /** 'yyyy-MM-dd', or '' before a day is picked. */
  until: string;
}

/** The package form's values as the screen edits them (money in ringgit, image as text). */
export interface PackageForm {
  name: string;
  category: string;
  price: number;
  sst: boolean;
  imageUrl: string;
  /** Sessions are NaN while a field is empty. */
  items: PackageItemInput[];
  validity: ValidityForm;
}

const NEVER: ValidityForm = { kind: 'never', unit: 'months', count: 6, until: '' };

export const NEW_PACKAGE: PackageForm = { name: '', category: '', price: 0, sst: true, imageUrl: '', items: [], validity: { ...NEVER, kind: 'period' } };

export function validityFormOf(v: PackageValidity): ValidityForm {
  if (v.kind === 'period') return { ...NEVER, kind: 'period', unit: v.unit, count: v.count };
  if (v.kind === 'custom') return { ...NEVER, kind: 'custom', until: v.until };
  return NEVER;
}

export function validityOf(form: ValidityForm): PackageValidity {
  if (form.kind === 'period') return { kind: 'period', unit: form.unit, count: form.count };
  if (form.kind === 'custom') return { kind: 'custom', until: form.until };
  return { kind: 'never' };
}

export function packageFormOf(row: PackageRow): PackageForm {
  return {
    name: row.name,
    category: row.category,
    price: fromSen(row.price),
    sst: row.sst,
    imageUrl: row.imageUrl ?? '',
    items: row.items.map((i) => ({ ...i })),
    validity: validityFormOf(row.validity),
  };
}

export type PackageInput = Omit<PackageCreateInput, 'id' | 'active'>;

/** The mutation's input, or the number fields left empty. */
export function packageInputOf(form: PackageForm): { input: PackageInput } | { errors: Record<string, string> } {
  const errors = emptyNumberErrors({
    price: form.price,
    ...(form.validity.kind === 'period' ? { 'validity.count': form.validity.count } : {}),
    ...Object.fromEntries(form.items.map((item, i) => [`items.${i}.sessions`, item.sessions])),
  });
  if (Object.keys(errors).length > 0) return { errors };
  return {
    input: {
      ...form,
      price: toSen(form.price),
      imageUrl: form.imageUrl.trim() === '' ? null : form.imageUrl.trim(),
      validity: validityOf(form.validity),
    },
  };
}

/** Every field's error as the form stands (shown after the first submit, re-run on each edit). */
export function packageFormErrors(form: PackageForm): Record<string, string> {
  const built = packageInputOf(form);
  if ('errors' in built) return built.errors;
  const parsed = packageCreateSchema.safeParse({ ...built.input, id: PLACEHOLDER_ID });
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}

/** The total sessions a package holds (shown in the list). */
export function sessionsOf(items: readonly { sessions: number }[]): number {
  return items.reduce((n, i) => n + i.sessions, 0);
}
