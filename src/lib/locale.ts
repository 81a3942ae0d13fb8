/** The product's languages (spec §1) and the short codes that map onto them. */
export const LOCALES = ['en', 'zh-CN', 'ms-MY'] as const;
export type Locale = (typeof LOCALES)[number];
export const DEFAULT_LOCALE: Locale = 'en';
export const LOCALE_STORAGE_KEY = 'bookit-locale-preferences';

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
