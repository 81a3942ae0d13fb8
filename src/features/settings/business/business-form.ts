import type { BusinessRow, CustomerAddress } from '@/lib/api-types';
import { businessPatchSchema, type BusinessPatch } from '@/lib/schemas/business';

/** What the business form edits, as the form holds it. */
export interface BusinessForm {
  name: string;
  shortCode: string;
  registrationNumber: string;
  taxNumber: string;
  email: string;
  /** E.164, or '' when empty (spec §5: what cannot be parsed gives no number, without a message). */
  phone: string;
  website: string;
  address: CustomerAddress | null;
  country: string;
  currency: string;
  timeZone: string;
  weekStart: number;
}

const KEYS: readonly (keyof BusinessForm)[] = [
  'name', 'shortCode', 'registrationNumber', 'taxNumber', 'email', 'phone', 'website', 'address', 'country', 'currency', 'timeZone', 'weekStart',
];

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
  const errors: Record<string, string> = {};
  const parsed = businessPatchSchema.safeParse(toPatchInput(changes));
  if (parsed.success) return errors;
  for (const issue of parsed.error.issues) {
    const field = issue.path.map(String).join('.');
    if (field !== '') errors[field] ??= issue.message;
  }
  return errors;
}

/** The changes as the patch the mutation takes (the schema refuses an unknown currency with its own message). */
export function toPatchInput(changes: Partial<BusinessForm>): BusinessPatch {
  const { currency, ...rest } = changes;
  return currency === undefined ? rest : { ...rest, currency: currency as NonNullable<BusinessPatch['currency']> };
}
