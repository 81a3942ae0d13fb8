/** The product's languages (spec §1) and the short codes that map onto them. */
export const LOCALES = ['en', 'zh-CN', 'ms-MY'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_STORAGE_KEY = 'bookit-locale-preferences';

/** Each language named in itself (spec §2.3: English UK, Simplified Chinese, Malay). */
export const LANGUAGE_NAMES: Record<Locale, string> = { en: 'English (UK)', 'zh-CN': '简体中文', 'ms-MY': 'Bahasa Melayu' };

const ALIASES: Record<string, Locale> = { cn: 'zh-CN', zh: 'zh-CN', 'zh-cn': 'zh-CN', my: 'ms-MY', ms: 'ms-MY', 'ms-my': 'ms-MY', en: 'en' };

/** Maps any accepted spelling (en, zh-CN, ms-MY, cn, my, …) to a product locale, or null. */
export function normaliseLocale(value: string | null | undefined): Locale | null {
  if (!value) return null;
  const exact = LOCALES.find((l) => l === value);
  if (exact) return exact;
  return ALIASES[value.toLowerCase()] ?? null;
}

/** Reads the stored locale preference `{ locale }`; anything unreadable falls back to the default. */
export function parseStoredLocale(raw: string | null): Locale {
  if (!raw) return DEFAULT_LOCALE;
  try {
    const parsed: unknown = JSON.parse(raw);
    if (typeof parsed === 'object' && parsed !== null && 'locale' in parsed && typeof parsed.locale === 'string') {
      return normaliseLocale(parsed.locale) ?? DEFAULT_LOCALE;
    }
  } catch (error) {
    console.warn('Ignoring an unreadable locale preference', error);
  }
  return DEFAULT_LOCALE;
}

/**
 * The account's language to apply on this device: only where the device never chose one (a new
 * device, a cleared browser), so the header's language drawer keeps the last word on a device.
 */
export function accountLocaleToApply(storedPreference: string | null, accountLocale: Locale | null): Locale | null {
  return storedPreference === null ? accountLocale : null;
}
