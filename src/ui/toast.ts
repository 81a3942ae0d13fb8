import { toastStore, type ToastColor, type ToastInput } from './toast-store';

type Shortcut = (title: string, options?: Omit<ToastInput, 'title' | 'color'>) => string;

const withColor =
  (color: ToastColor): Shortcut =>
  (title, options) =>
    toastStore.show({ ...options, title, color });

/**
 * Shows a toast and returns its id. `toast.success('Saved')`, `toast.update(id, {progress: 50})`,
 * `toast.dismiss(id)`, `toast.onRemoved(cb)` (callbacks get the toast id).
 */
export const toast = Object.assign((input: ToastInput) => toastStore.show(input), {
  info: withColor('info'),
  success: withColor('success'),
  warning: withColor('warning'),
  error: withColor('danger'),
  update: (toastId: string, patch: Partial<Omit<ToastInput, 'toastId'>>) => toastStore.update(toastId, patch),
  dismiss: (toastId: string) => toastStore.close(toastId),
  onRemoved: (listener: (toastId: string) => void) => toastStore.onRemoved(listener),
});
