import type { CommissionPatternRow } from '@/lib/commissions/rows';
import { commissionPatternCreateSchema, type CommissionItemKind, type CommissionPatternCreateInput, type CommissionType } from '@/lib/schemas/commission-pattern';
import { emptyNumberErrors, fromSen, PLACEHOLDER_ID, toSen } from '@/lib/catalogues/item-form';
import { fieldErrorsOf } from '@/lib/validation/field-errors';

/** A value as the form shows it: percent (12.5) or ringgit (10.00). */
export interface CommissionPatternForm {
  name: string;
  itemKind: CommissionItemKind;
  category: string;
  type: CommissionType;
  value: number;
  /** Thresholds in ringgit, values as `value`. */
  tiers: { fromSales: number; value: number }[];
  memberIds: string[];
}

export const NEW_COMMISSION_PATTERN: CommissionPatternForm = { name: '', itemKind: 'service', category: '', type: 'percent', value: 10, tiers: [], memberIds: [] };

/** Percent to basis points, or ringgit to sen. */
export function valueToWire(type: CommissionType, shown: number): number {
  return type === 'percent' ? Math.round(shown * 100) : toSen(shown);
}

/** Basis points to percent, or sen to ringgit. */
export function valueToForm(type: CommissionType, wire: number): number {
  return type === 'percent' ? wire / 100 : fromSen(wire);
}

export function commissionPatternFormOf(row: CommissionPatternRow): CommissionPatternForm {
  return {
    name: row.name,
    itemKind: row.itemKind,
    category: row.category,
    type: row.type,
    value: valueToForm(row.type, row.value),
    tiers: row.tiers.map((t) => ({ fromSales: fromSen(t.fromSales), value: valueToForm(row.type, t.value) })),
    memberIds: [...row.memberIds],
  };
}

export type CommissionPatternInput = Omit<CommissionPatternCreateInput, 'id' | 'active'>;

/** The mutation's input, or the number fields left empty. */
export function commissionPatternInputOf(form: CommissionPatternForm): { input: CommissionPatternInput } | { errors: Record<string, string> } {
  const errors = emptyNumberErrors({
    value: form.value,
    ...Object.fromEntries(form.tiers.flatMap((t, i) => [[`tiers.${i}.fromSales`, t.fromSales], [`tiers.${i}.value`, t.value]])),
  });
  if (Object.keys(errors).length > 0) return { errors: Object.fromEntries(Object.keys(errors).map((k) => [k, 'commissions.validation.required'])) };
  return {
    input: {
      ...form,
      value: valueToWire(form.type, form.value),
      tiers: form.tiers.map((t) => ({ fromSales: toSen(t.fromSales), value: valueToWire(form.type, t.value) })),
    },
  };
}

/** Every field's error as the form stands. */
export function commissionPatternFormErrors(form: CommissionPatternForm): Record<string, string> {
  const built = commissionPatternInputOf(form);
  if ('errors' in built) return built.errors;
  const parsed = commissionPatternCreateSchema.safeParse({ ...built.input, id: PLACEHOLDER_ID });
  return parsed.success ? {} : fieldErrorsOf(parsed.error.issues);
}
