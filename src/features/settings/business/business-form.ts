import type { BusinessRow } from '@/lib/api-types';
import { fieldOnlyErrorsOf } from '@/lib/validation/field-errors';
import { businessPatchSchema, type BusinessPatch } from '@/lib/schemas/business';

const KEYS = [
  'name', 'shortCode', 'registrationNumber', 'taxNumber', 'email', 'phone', 'website', 'address', 'country', 'currency', 'timeZone', 'weekStart',
] as const satisfies readonly (keyof BusinessRow)[];

/** What the business form edits, as the form holds it (phone: E.164, or '' when empty — spec §5). */
export type BusinessForm = Pick<BusinessRow, (typeof KEYS)[number]>;

export function formOf(b: BusinessRow): BusinessForm {
  const form: Partial<BusinessForm> = {};
  for (const key of KEYS) Object.assign(form, { [key]: b[key] });
  return form as BusinessForm;
}

/** The fields that differ from the saved business: what a save sends. */
export function changedFields(form: BusinessForm, saved: BusinessRow): Partial<BusinessForm> {
  const base = formOf(saved);
  const out: Partial<BusinessForm> = {};
  for (const key of KEYS) {
    if (JSON.stringify(form[key]) !== JSON.stringify(base[key])) Object.assign(out, { [key]: form[key] });
  }
  return out;
}

/** Field → i18n key for what is wrong with the changes, by the schema the server checks with. */
export function businessErrors(changes: Partial<BusinessForm>): Record<string, string> {
  const parsed = businessPatchSchema.safeParse(toPatchInput(changes));
  return parsed.success ? {} : fieldOnlyErrorsOf(parsed.error.issues);
}

/** The changes as the patch the mutation takes (the schema refuses an unknown currency with its own message). */
export function toPatchInput(changes: Partial<BusinessForm>): BusinessPatch {
  const { currency, ...rest } = changes;
  return currency === undefined ? rest : { ...rest, currency: currency as NonNullable<BusinessPatch['currency']> };
}
