import type { CustomerAddress, CustomerRow } from '@/lib/api-types';
import { customerPatchSchema, type CustomerPatch } from '@/lib/schemas/customer';
import { fieldOnlyErrorsOf } from '@/lib/validation/field-errors';

/** What the profile form edits: the customer's own fields, as the form holds them. */
export interface ProfileForm {
  firstName: string;
  lastName: string;
  email: string;
  /** E.164, '' when empty; null while what is typed cannot be parsed. */
  phone: string | null;
  birthday: string | null;
  gender: CustomerRow['gender'];
  address: CustomerAddress | null;
  notes: string;
  whatsappConsentAt: string | null;
  emailConsentAt: string | null;
}

export function formOf(c: CustomerRow): ProfileForm {
  return {
    firstName: c.firstName,
    lastName: c.lastName,
    email: c.email,
    phone: c.phone,
    birthday: c.birthday,
    gender: c.gender,
    address: c.address,
    notes: c.notes,
    whatsappConsentAt: c.whatsappConsentAt,
    emailConsentAt: c.emailConsentAt,
  };
}

const KEYS: readonly (keyof ProfileForm)[] = [
  'firstName', 'lastName', 'email', 'phone', 'birthday', 'gender', 'address', 'notes', 'whatsappConsentAt', 'emailConsentAt',
];

/** The fields that differ from the saved customer: what a save sends. */
export function changedFields(form: ProfileForm, saved: CustomerRow): Partial<ProfileForm> {
  const base = formOf(saved);
  const out: Partial<ProfileForm> = {};
  for (const key of KEYS) {
    if (JSON.stringify(form[key]) !== JSON.stringify(base[key])) Object.assign(out, { [key]: form[key] });
  }
  return out;
}

/** Field → i18n key for what is wrong with the changes (the schema the server checks with). */
export function profileErrors(changes: Partial<ProfileForm>): Record<string, string> {
  const errors: Record<string, string> = {};
  if (changes.phone === null) errors.phone = 'validation.invalidPhone';
  const { phone, ...rest } = changes;
  const parsed = customerPatchSchema.safeParse(phone === null ? rest : changes);
  if (parsed.success || Object.keys(changes).length === 0) return errors;
  return { ...fieldOnlyErrorsOf(parsed.error.issues), ...errors };
}

/** The changes as a patch (call only when profileErrors found nothing). */
export function toPatch(changes: Partial<ProfileForm>): CustomerPatch {
  const { phone, ...rest } = changes;
  return phone === undefined || phone === null ? rest : { ...rest, phone };
}
