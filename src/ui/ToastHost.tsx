import { useSyncExternalStore } from 'react';
import { useTranslation } from 'react-i18next';
import { Button as AriaButton } from 'react-aria-components';
import { Icon } from './Icon';
import { NOTICE_ICONS, progressTone } from './notice-icons';
import { ProgressBar } from './ProgressBar';
import { toastStore as defaultStore, type ToastPosition, type ToastRecord, type ToastStore } from './toast-store';
import './Notice.css';

export interface ToastHostProps {
  /** For tests and the gallery; the app uses the shared queue. */
  store?: ToastStore;
}

/** Renders the toast queue. Mount once, near the root. */
export function ToastHost({ store = defaultStore }: ToastHostProps) {
  const { t } = useTranslation('app');
  const toasts = useSyncExternalStore(store.subscribe, store.getSnapshot, store.getSnapshot);
  const visible = toasts.filter((toast) => !toast.hidden);
  const regions: ToastPosition[] = ['top', 'bottom'];
  return (
    <>
      {regions.map((position) => (
        <div key={position} className={`ui-toast-region ui-toast-region--${position}`}>
          <ol className="ui-toast-region__list" aria-live="polite" aria-relevant="additions" aria-label={t('ui.toast.region')}>
            {visible
              .filter((toast) => toast.position === position)
              .map((toast) => (
                <li key={toast.toastId}>
                  <ToastView toast={toast} onClose={() => store.close(toast.toastId)} />
                </li>
              ))}
          </ol>
        </div>
      ))}
    </>
  );
}

export interface ToastViewProps {
  toast: ToastRecord;
  onClose: () => void;
}

export function ToastView({ toast, onClose }: ToastViewProps) {
  const { t } = useTranslation('app');
  const icon = toast.iconName === undefined ? NOTICE_ICONS[toast.color] : toast.iconName;
  return (
    <div
      className={`ui-notice ui-notice--toast ui-notice--${toast.color} ui-notice--${toast.size}`}
      role={toast.color === 'danger' ? 'alert' : 'status'}
      data-toast-id={toast.toastId}
    >
      {icon && (
        <span className="ui-notice__icon">
          <Icon name={icon} />
        </span>
      )}
      <div className="ui-notice__body">
        <div className="ui-notice__title">{toast.title}</div>
        {toast.description && <div className="ui-notice__description">{toast.description}</div>}
        {toast.progress !== undefined && (
          <div className="ui-notice__progress">
            <ProgressBar
              label={toast.progressLabel ?? t('ui.progress')}
              showLabel={toast.progressLabel !== undefined}
              value={toast.progress === 'indeterminate' ? undefined : toast.progress}
              tone={progressTone(toast.color)}
            />
          </div>
        )}
        {toast.actions && toast.actions.length > 0 && (
          <div className="ui-notice__actions ui-notice__actions--inline">
            {toast.actions.map((action) => (
              <AriaButton key={action.label} className="ui-notice__action" onPress={action.onPress}>
                {action.label}
              </AriaButton>
            ))}
          </div>
        )}
      </div>
      {toast.closable && (
        <AriaButton className="ui-notice__close" aria-label={t('ui.close')} onPress={onClose}>
          <Icon name="close" size={18} />
        </AriaButton>
      )}
    </div>
  );
}
