import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { Icon, type IconName } from './Icon';
import { NOTICE_ICONS, progressTone } from './notice-icons';
import { ProgressBar } from './ProgressBar';
import type { ToastColor } from './toast-store';
import './Notice.css';

export interface BannerProps {
  title: ReactNode;
  description?: ReactNode;
  tone?: ToastColor;
  /** Defaults to the colour's icon; null hides it. */
  iconName?: IconName | null;
  /** 0-100 for a determinate bar, 'indeterminate' for a running one. */
  progress?: number | 'indeterminate';
  progressLabel?: string;
  /** Buttons shown at the end. */
  actions?: ReactNode;
  /** Shows a close button. */
  onClose?: () => void;
  className?: string;
}

/** An inline message block (spec §2.4): icon, title, progress, actions, close. */
export function Banner({ title, description, tone = 'info', iconName, progress, progressLabel, actions, onClose, className }: BannerProps) {
  const { t } = useTranslation('app');
  const icon = iconName === undefined ? NOTICE_ICONS[tone] : iconName;
  return (
    <div
      className={['ui-notice', 'ui-notice--banner', `ui-notice--${tone}`, className].filter(Boolean).join(' ')}
      role={tone === 'danger' ? 'alert' : 'status'}
    >
      {icon && (
        <span className="ui-notice__icon">
          <Icon name={icon} />
        </span>
      )}
      <div className="ui-notice__body">
        <div className="ui-notice__title">{title}</div>
        {description && <div className="ui-notice__description">{description}</div>}
        {progress !== undefined && (
          <div className="ui-notice__progress">
            <ProgressBar
              label={progressLabel ?? t('ui.progress')}
              showLabel={progressLabel !== undefined}
              value={progress === 'indeterminate' ? undefined : progress}
              tone={progressTone(tone)}
            />
          </div>
        )}
      </div>
      {actions && <div className="ui-notice__actions">{actions}</div>}
      {onClose && (
        <AriaButton className="ui-notice__close" aria-label={t('ui.close')} onPress={onClose}>
          <Icon name="close" size={18} />
        </AriaButton>
      )}
    </div>
  );
}
