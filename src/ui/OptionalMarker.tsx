import { useTranslation } from 'react-i18next';

/** The '(Optional)' marker shown after the label of an optional field. */
export function OptionalMarker() {
  const { t } = useTranslation('app');
  return <span className="ui-field__optional"> {t('ui.optional')}</span>;
}
