import type { IconName } from './Icon';

/** Spec §9: a closable toast dismisses itself after 3000 ms. */
export const TOAST_AUTO_DISMISS_MS = 3000;

export type ToastColor = 'neutral' | 'info' | 'success' | 'warning' | 'danger';
export type ToastPosition = 'top' | 'bottom';
export type ToastSize = 'small' | 'medium';

export interface ToastAction {
  label: string;
  onPress: () => void;
}

export interface ToastInput {
  toastId?: string;
  title: string;
  description?: string;
  color?: ToastColor;
  size?: ToastSize;
  /** Defaults to the colour's icon; null hides it. */
  iconName?: IconName | null;
  position?: ToastPosition;
  /** 0-100 for a determinate bar, 'indeterminate' for a running one. */
  progress?: number | 'indeterminate';
  progressLabel?: string;
  actions?: ToastAction[];
  /** A closable toast has a close action and closes itself after 3 s. Default true. */
  closable?: boolean;
  /** Called when the close action runs (by the user or the timer). */
  onClose?: () => void;
  /** A hidden toast stays in the queue but is not shown and not timed. */
  hidden?: boolean;
}

export interface ToastRecord extends Omit<ToastInput, 'toastId'> {
  toastId: string;
  color: ToastColor;
  size: ToastSize;
  position: ToastPosition;
  closable: boolean;
  hidden: boolean;
  createdAt: number;
}

type Listener = () => void;
type RemovedListener = (toastId: string) => void;

export interface ToastStore {
  show(input: ToastInput): string;
  update(toastId: string, patch: Partial<Omit<ToastInput, 'toastId'>>): void;
  /** Runs the close action: calls onClose, removes the toast, notifies removal listeners. */
  close(toastId: string): void;
  /** Removes without running onClose (still notifies removal listeners). */
  remove(toastId: string): void;
  clear(): void;
  onRemoved(listener: RemovedListener): () => void;
  subscribe(listener: Listener): () => void;
  getSnapshot(): readonly ToastRecord[];
}

export function createToastStore(autoDismissMs: number = TOAST_AUTO_DISMISS_MS): ToastStore {
  let toasts: readonly ToastRecord[] = [];
  let counter = 0;
  const timers = new Map<string, ReturnType<typeof setTimeout>>();
  const listeners = new Set<Listener>();
  const removedListeners = new Set<RemovedListener>();

  const emit = () => {
    for (const l of listeners) l();
  };

  const stopTimer = (id: string) => {
    const timer = timers.get(id);
    if (timer !== undefined) clearTimeout(timer);
    timers.delete(id);
  };

  const syncTimer = (record: ToastRecord) => {
    const due = record.closable && !record.hidden;
    if (due && !timers.has(record.toastId)) {
      timers.set(
        record.toastId,
        setTimeout(() => {
          timers.delete(record.toastId);
          store.close(record.toastId);
        }, autoDismissMs),
      );
    } else if (!due) {
      stopTimer(record.toastId);
    }
  };

  const drop = (id: string): ToastRecord | undefined => {
    const found = toasts.find((t) => t.toastId === id);
    if (!found) return undefined;
    stopTimer(id);
    toasts = toasts.filter((t) => t.toastId !== id);
    emit();
    for (const l of removedListeners) l(id);
    return found;
  };

  const store: ToastStore = {
    show(input) {
      const toastId = input.toastId ?? `toast-${++counter}`;
      if (toasts.some((t) => t.toastId === toastId)) {
        store.update(toastId, input);
        return toastId;
      }
      const record: ToastRecord = {
        ...input,
        toastId,
        color: input.color ?? 'neutral',
        size: input.size ?? 'medium',
        position: input.position ?? 'bottom',
        closable: input.closable ?? true,
        hidden: input.hidden ?? false,
        createdAt: Date.now(),
      };
      toasts = [...toasts, record];
      syncTimer(record);
      emit();
      return toastId;
    },
    update(toastId, patch) {
      let next: ToastRecord | undefined;
      toasts = toasts.map((t) => {
        if (t.toastId !== toastId) return t;
        next = { ...t, ...stripUndefined(patch), toastId } as ToastRecord;
        return next;
      });
      if (next) {
        syncTimer(next);
        emit();
      }
    },
    close(toastId) {
      const record = toasts.find((t) => t.toastId === toastId);
      if (!record) return;
      drop(toastId);
      record.onClose?.();
    },
    remove(toastId) {
      drop(toastId);
    },
    clear() {
      for (const t of [...toasts]) drop(t.toastId);
    },
    onRemoved(listener) {
      removedListeners.add(listener);
      return () => removedListeners.delete(listener);
    },
    subscribe(listener) {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    getSnapshot() {
      return toasts;
    },
  };
  return store;
}

function stripUndefined<T extends object>(value: T): Partial<T> {
  return Object.fromEntries(Object.entries(value).filter(([, v]) => v !== undefined)) as Partial<T>;
}

/** The app-wide toast queue rendered by <ToastHost />. */
export const toastStore = createToastStore();
