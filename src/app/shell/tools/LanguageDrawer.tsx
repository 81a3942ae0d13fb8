import { useTranslation } from 'react-i18next';
import { changeLocale } from '@/i18n/i18n';
import { LANGUAGE_NAMES, LOCALES, normaliseLocale, type Locale } from '@/lib/locale';
import { ToolDrawer } from './ToolDrawer';
import { closeTool } from './tool-state';

export function LanguageDrawer() {
  const { t, i18n } = useTranslation();
  const current = normaliseLocale(i18n.language) ?? 'en';
  const choose = (locale: Locale) => {
    changeLocale(locale).then(closeTool, (error: unknown) => console.error('Could not switch language', error));
  };
  return (
    <ToolDrawer id="language" title={t('tools.language.title')}>
      <ul className="shell-tool__options" role="radiogroup" aria-label={t('tools.language.title')}>
        {LOCALES.map((locale) => (
          <li key={locale}>
            <button type="button" role="radio" aria-checked={locale === current} className="ui-choice shell-tool__option" lang={locale} onClick={() => choose(locale)}>
              {LANGUAGE_NAMES[locale]}
            </button>
          </li>
        ))}
      </ul>
    </ToolDrawer>
  );
}
