import { useTranslation } from 'react-i18next';
import { changeLocale } from '@/i18n/i18n';
import { LOCALES, normaliseLocale, type Locale } from '@/lib/locale';
import { Select } from '@/ui/Select';

/** Each language named in itself, so anyone can find theirs. */
const NAMES: Record<Locale, string> = { en: 'English (UK)', 'zh-CN': '简体中文', 'ms-MY': 'Bahasa Melayu' };

/** The language picker at the top left of the authentication area (spec §2.1). */
export function LanguagePicker() {
  const { t, i18n } = useTranslation();
  const current = normaliseLocale(i18n.language) ?? 'en';
  return (
    <Select
      className="auth-screen__language"
      label={t('auth.language')}
      labelHidden
      options={LOCALES.map((l) => ({ value: l, label: NAMES[l] }))}
      value={current}
      onChange={(value) => {
        changeLocale(value).catch((error: unknown) => console.error('Could not switch language', error));
      }}
    />
  );
}
