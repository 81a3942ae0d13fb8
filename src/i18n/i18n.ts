// i18next set-up: strings live in public/locales/{lng}/{ns}.json and are fetched per language and
// namespace (spec §1); the service worker keeps them for offline use.
import i18next from 'i18next';
import HttpBackend from 'i18next-http-backend';
import { initReactI18next } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, LOCALE_STORAGE_KEY, normaliseLocale, parseStoredLocale, type Locale } from '@/lib/locale';

export const NAMESPACES = ['app', 'help', 'migration'] as const;

export function storedLocale(): Locale {
  return parseStoredLocale(localStorage.getItem(LOCALE_STORAGE_KEY));
}

export async function initI18n(): Promise<void> {
  const fromQuery = normaliseLocale(new URLSearchParams(location.search).get('language'));
  const lng = fromQuery ?? storedLocale();
  if (fromQuery) localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify({ locale: fromQuery }));
  await i18next
    .use(HttpBackend)
    .use(initReactI18next)
    .init({
      lng,
      fallbackLng: DEFAULT_LOCALE,
      supportedLngs: [...LOCALES],
      ns: [...NAMESPACES],
      defaultNS: 'app',
      load: 'currentOnly',
      backend: { loadPath: '/locales/{{lng}}/{{ns}}.json' },
      interpolation: { escapeValue: false },
      react: { useSuspense: true },
    });
  document.documentElement.lang = lng;
}

export async function changeLocale(value: string): Promise<void> {
  const locale = normaliseLocale(value) ?? DEFAULT_LOCALE;
  localStorage.setItem(LOCALE_STORAGE_KEY, JSON.stringify({ locale }));
  await i18next.changeLanguage(locale);
  document.documentElement.lang = locale;
}
