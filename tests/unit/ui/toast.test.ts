import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createToastStore, TOAST_AUTO_DISMISS_MS } from '@/ui/toast-store';

describe('toast store', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('auto-dismisses a closable toast after exactly 3000 ms, running its close action', () => {
    const store = createToastStore();
    const onClose = vi.fn();
    const removed = vi.fn();
    store.onRemoved(removed);
    const id = store.show({ title: 'Saved', onClose });

    expect(TOAST_AUTO_DISMISS_MS).toBe(3000);
    vi.advanceTimersByTime(2999);
    expect(store.getSnapshot()).toHaveLength(1);
    expect(onClose).not.toHaveBeenCalled();

    vi.advanceTimersByTime(1);
    expect(store.getSnapshot()).toHaveLength(0);
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(removed).toHaveBeenCalledWith(id);
  });

  it('keeps a toast without a close action', () => {
    const store = createToastStore();
    store.show({ title: 'Uploading', closable: false, progress: 'indeterminate' });
    vi.advanceTimersByTime(10_000);
    expect(store.getSnapshot()).toHaveLength(1);
  });

  it('does not time a hidden toast, and starts the timer when it is shown', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Later', hidden: true });
    vi.advanceTimersByTime(5000);
    expect(store.getSnapshot()).toHaveLength(1);
    store.update(id, { hidden: false });
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('starts the timer when a progress toast becomes closable', () => {
    const store = createToastStore();
    const id = store.show({ title: 'Uploading', closable: false, progress: 10 });
    store.update(id, { progress: 100, closable: true });
    expect(store.getSnapshot()[0]?.progress).toBe(100);
    vi.advanceTimersByTime(3000);
    expect(store.getSnapshot()).toHaveLength(0);
  });

  it('calls removal callbacks with the toast id when closed by hand, and stops the timer', () => {
    const store = createToastStore();
    const removed = vi.fn();
    const unsubscribe = store.onRemoved(removed);
    const onClose = vi.fn();
    const id = store.show({ toastId: 'my-toast', title: 'Hi', onClose });
    expect(id).toBe('my-toast');
    store.close(id);
    expect(removed).toHaveBeenCalledWith('my-toast');
    vi.advanceTimersByTime(3000);
    expect(onClose).toHaveBeenCalledTimes(1);
    unsubscribe();
    store.close(store.show({ title: 'again' }));
    expect(removed).toHaveBeenCalledTimes(1);
  });

  it('replaces a toast shown again with the same id', () => {
    const store = createToastStore();
    store.show({ toastId: 'sync', title: 'Syncing', closable: false });
    store.show({ toastId: 'sync', title: 'Synced' });
    expect(store.getSnapshot()).toHaveLength(1);
    expect(store.getSnapshot()[0]?.title).toBe('Synced');
  });
});
