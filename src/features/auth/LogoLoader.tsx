import { useTranslation } from 'react-i18next';

/** The full-screen animated logo shown while a session is restored (spec §2.1). */
export function LogoLoader() {
  const { t } = useTranslation();
  return (
    <div className="auth-loader" role="status" aria-live="polite">
      <img className="auth-loader__logo" src="/icons/icon.svg" alt="" width={72} height={72} />
      <span className="ui-visually-hidden">{t('auth.restoring')}</span>
    </div>
  );
}
