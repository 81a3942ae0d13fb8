import { useEffect } from 'react';
import { LOCALE_STORAGE_KEY, accountLocaleToApply } from '@/lib/locale';
import { changeLocale } from '@/i18n/i18n';
import { useMyMember } from '@/data/queries/members';

/** Signs a device that never chose a language into the one saved on the account (Account › General). */
export function useAccountLanguage(): void {
  const accountLocale = useMyMember()?.locale ?? null;
  useEffect(() => {
    const locale = accountLocaleToApply(localStorage.getItem(LOCALE_STORAGE_KEY), accountLocale);
    if (locale === null) return;
    changeLocale(locale).catch((error: unknown) => console.error('Could not switch to the account language', error));
  }, [accountLocale]);
}
