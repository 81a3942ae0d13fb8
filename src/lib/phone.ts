/**
 * Phone numbers (spec §3, §5, §9): parsed with the selected country (default MY) and emitted as
 * E.164; unparseable input gives null. The country list puts Malaysia and Singapore first.
 */
import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type CountryCode,
} from 'libphonenumber-js';

export type { CountryCode };

export const DEFAULT_PHONE_COUNTRY: CountryCode = 'MY';
export const PINNED_COUNTRIES: readonly CountryCode[] = ['MY', 'SG'];

/** National (or international, with +) input → E.164 string, or null when it cannot be parsed. */
export function toE164(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): string | null {
  const text = input.trim();
  if (text === '') return null;
  const parsed = parsePhoneNumberFromString(text, country);
  if (!parsed || !parsed.isPossible()) return null;
  return parsed.number;
}

/** Stricter check for forms that need a number that can be dialled. */
export function isValidPhone(input: string, country: CountryCode = DEFAULT_PHONE_COUNTRY): boolean {
  const parsed = parsePhoneNumberFromString(input.trim(), country);
  return parsed?.isValid() ?? false;
}

/** E.164 → the country and the national number, to show a stored value in the input. */
export function splitE164(value: string | null | undefined): { country: CountryCode; national: string } | null {
  if (!value) return null;
  const parsed = parsePhoneNumberFromString(value);
  if (!parsed) return null;
  return { country: parsed.country ?? DEFAULT_PHONE_COUNTRY, national: parsed.formatNational() };
}

/** Readable international form: "+60 12-345 6789". */
export function formatPhone(value: string): string {
  const parsed = parsePhoneNumberFromString(value);
  return parsed ? parsed.formatInternational() : value;
}

export interface PhoneCountry {
  code: CountryCode;
  name: string;
  callingCode: string;
}

/** About 240 countries, named in `locale`, sorted by name, with Malaysia and Singapore first. */
export function phoneCountries(locale = 'en'): PhoneCountry[] {
  let names: Intl.DisplayNames | undefined;
  try {
    names = new Intl.DisplayNames([locale, 'en'], { type: 'region' });
  } catch (error) {
    console.warn('Region names are not available for', locale, error);
  }
  const all = getCountries().map((code) => ({
    code,
    name: names?.of(code) ?? code,
    callingCode: getCountryCallingCode(code),
  }));
  const pinned = PINNED_COUNTRIES.flatMap((code) => all.filter((c) => c.code === code));
  const rest = all.filter((c) => !PINNED_COUNTRIES.includes(c.code)).sort((a, b) => a.name.localeCompare(b.name, locale));
  return [...pinned, ...rest];
}
