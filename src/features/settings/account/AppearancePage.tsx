import { useTranslation } from 'react-i18next';
import { useStore } from '@/lib/store';
import type { ThemePreference } from '@/lib/theme';
import { LANGUAGE_NAMES, LOCALES, normaliseLocale } from '@/lib/locale';
import { changeLocale } from '@/i18n/i18n';
import { preferences, setThemePreference } from '@/data/preferences';
import { PageFrame } from '@/ui/PageFrame';
import { Select } from '@/ui/Select';
import './settings-account.css';

const THEMES: ThemePreference[] = ['light', 'dark', 'system'];

/** Account › Appearance: theme (light, dark, system) and language. */
export default function AppearancePage() {
  const { t, i18n } = useTranslation();
  const { theme } = useStore(preferences);
  return (
    <PageFrame title={t('settingsNav.account.appearance')}>
      <div className="settings-form">
        <fieldset className="settings-form__group">
          <legend>{t('appearance.theme')}</legend>
          <div role="radiogroup" aria-label={t('appearance.theme')} className="settings-form__choices">
            {THEMES.map((value) => (
              <button key={value} type="button" role="radio" aria-checked={theme === value} className="ui-choice settings-form__choice" onClick={() => setThemePreference(value)}>
                {t(`appearance.themes.${value}`)}
              </button>
            ))}
          </div>
          <p className="settings-form__hint">{t('appearance.systemHint')}</p>
        </fieldset>
        <Select
          label={t('tools.language.title')}
          options={LOCALES.map((l) => ({ value: l, label: LANGUAGE_NAMES[l] }))}
          value={normaliseLocale(i18n.language) ?? 'en'}
          onChange={(value) => void changeLocale(value).catch((error: unknown) => console.error('Could not switch language', error))}
        />
      </div>
    </PageFrame>
  );
}
