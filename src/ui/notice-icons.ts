import type { IconName } from './Icon';
import type { ToastColor } from './toast-store';

export const NOTICE_ICONS: Record<ToastColor, IconName> = {
  neutral: 'info',
  info: 'info',
  success: 'success',
  warning: 'warning',
  danger: 'danger',
};

export function progressTone(color: ToastColor): 'primary' | 'success' | 'warning' | 'danger' | 'neutral' {
  return color === 'info' ? 'primary' : color;
}
