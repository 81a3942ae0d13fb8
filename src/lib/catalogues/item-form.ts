import { fromMinorUnits, toMinorUnits } from '@/lib/money';

/** The fields of `after` that differ from `before` (compared as JSON): what a patch sends. */
export function changedFields<T extends object>(before: T, after: T): Partial<T> {
  const out: Partial<T> = {};
  for (const key of Object.keys(after) as (keyof T)[]) {
    if (JSON.stringify(before[key]) !== JSON.stringify(after[key])) out[key] = after[key];
  }
  return out;
}

/** A number field left empty reads NaN: those fields get "required" before the schema runs. */
export function emptyNumberErrors(values: Record<string, number>): Record<string, string> {
  const out: Record<string, string> = {};
  for (const [key, v] of Object.entries(values)) if (Number.isNaN(v)) out[key] = 'catalogues.validation.required';
  return out;
}

/** Ringgit as typed (major units) to sen. */
export const toSen = (major: number): number => toMinorUnits(major);
/** Sen to ringgit for a form field. */
export const fromSen = (minor: number): number => fromMinorUnits(minor);

/** A well-formed id for checking a create form's fields before the mutation makes the real one. */
export const PLACEHOLDER_ID = '00000000-0000-7000-8000-000000000000';

