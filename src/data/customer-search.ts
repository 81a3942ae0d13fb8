import { CALLING_CODES } from '@/lib/calling-codes';

/**
 * Device-only fields that let the customer list search 50,000 rows through indexes:
 * - `nameKey`: lower-cased "first last", the sort order of the list (index `[businessId+nameKey]`);
 * - `terms`: lower-cased prefixes to match (multi-entry index `*terms`): each name word, the full
 *   name, the e-mail address, and the phone as digits, national digits and with a trunk 0.
 */
export interface CustomerSearchFields {
  nameKey: string;
  terms: string[];
  /** Birthday month 1–12, 0 when unknown (index `[businessId+birthMonth]`, the birthday filter). */
  birthMonth: number;
  /** The last visit (ISO), '' for none yet (index `[businessId+visitKey]`: last-visit and tag filters). */
  visitKey: string;
}

interface SearchSource {
  firstName: string;
  lastName: string;
  email: string;
  phone: string;
  birthday?: string | null;
  lastVisitAt?: string | null;
  archivedAt?: string | null;
  mergedInto?: string | null;
}

/**
 * Archived and merged customers stay in the replica (their history links to them) but leave the
 * list and search: their `nameKey` starts with this, past the list's index range, and they have
 * no search terms. No extra index needed.
 */
export const HIDDEN_NAME_PREFIX = '\uffff';

export function customerNameKey(firstName: string, lastName: string): string {
  return `${firstName.trim()} ${lastName.trim()}`.trim().toLowerCase().replace(/\s+/g, ' ');
}

export function customerSearchFields(row: SearchSource): CustomerSearchFields {
  const nameKey = customerNameKey(row.firstName, row.lastName);
  const birthMonth = Number(row.birthday?.slice(5, 7) ?? 0) || 0;
  const visitKey = row.lastVisitAt ?? '';
  if ((row.archivedAt ?? null) !== null || (row.mergedInto ?? null) !== null) return { nameKey: HIDDEN_NAME_PREFIX + nameKey, terms: [], birthMonth, visitKey };
  const terms = new Set<string>();
  if (nameKey) terms.add(nameKey);
  const words = nameKey.split(' ').filter((word) => word !== '');
  for (const word of words) terms.add(word);
  // From each later word to the end ("ann lee" of "mary ann lee"): a search typed from the middle
  // of a name finds it. Two-word names add nothing new.
  for (let i = 1; i < words.length - 1; i++) terms.add(words.slice(i).join(' '));
  const email = row.email.trim().toLowerCase();
  if (email) terms.add(email);
  for (const digits of phoneTerms(row.phone)) terms.add(digits);
  return { nameKey, terms: [...terms], birthMonth, visitKey };
}

let callingCodes: Set<string> | null = null;

/** ITU calling codes are prefix-free, so at most one of the first 1–3 digits is one. */
function callingCodeOf(digits: string): string | undefined {
  callingCodes ??= new Set(CALLING_CODES);
  for (let length = 1; length <= 3; length++) {
    const prefix = digits.slice(0, length);
    if (callingCodes.has(prefix)) return prefix;
  }
  return undefined;
}

/** Cheap on purpose (runs for every pulled row): no full phone parsing. */
function phoneTerms(phone: string): string[] {
  const digits = phone.replace(/\D/g, '');
  if (!digits) return [];
  const out = [digits];
  const code = phone.trim().startsWith('+') ? callingCodeOf(digits) : undefined;
  if (code && digits.length > code.length) {
    const national = digits.slice(code.length);
    out.push(national);
    if (!national.startsWith('0')) out.push(`0${national}`);
  }
  return out;
}

/**
 * The index prefixes to look up for what the user typed (already lower-cased): the text itself,
 * and, when it looks like a phone number, its digits.
 */
export function searchPrefixes(search: string): string[] {
  const text = search.trim().replace(/\s+/g, ' ');
  if (!text) return [];
  const out = [text];
  if (/^[+\d][\d\s().-]*$/.test(text)) {
    const digits = text.replace(/\D/g, '');
    if (digits && digits !== text) out.push(digits);
  }
  return out;
}
