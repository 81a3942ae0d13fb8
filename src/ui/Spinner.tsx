import { useTranslation } from 'react-i18next';
import './Spinner.css';

export interface SpinnerProps {
  size?: 'small' | 'medium' | 'large';
  /** Accessible label; defaults to "Loading". Pass `decorative` to hide it (inside a labelled button). */
  label?: string;
  decorative?: boolean;
}

export function Spinner({ size = 'medium', label, decorative = false }: SpinnerProps) {
  const { t } = useTranslation('app');
  const ring = <span className={`ui-spinner ui-spinner--${size}`} aria-hidden="true" />;
  if (decorative) return ring;
  return (
    <span role="status" className="ui-spinner-wrap">
      {ring}
      <span className="ui-visually-hidden">{label ?? t('ui.loading')}</span>
    </span>
  );
}

export interface FullScreenLoaderProps {
  label?: string;
  /** Shows the label under the spinner instead of only to assistive technology. */
  showLabel?: boolean;
}

/** Covers the viewport while the app (or a lazy screen) loads. */
export function FullScreenLoader({ label, showLabel = false }: FullScreenLoaderProps) {
  const { t } = useTranslation('app');
  const text = label ?? t('ui.loading');
  return (
    <div className="ui-fullscreen-loader" role="status" aria-live="polite">
      <span className="ui-spinner ui-spinner--large" aria-hidden="true" />
      <span className={showLabel ? 'ui-fullscreen-loader__label' : 'ui-visually-hidden'}>{text}</span>
    </div>
  );
}
