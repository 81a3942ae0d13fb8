import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { debounce, MULTI_SELECT_DEBOUNCE_MS, SEARCH_DEBOUNCE_MS } from '@/lib/debounce';

describe('debounce', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('uses the constants of spec §9', () => {
    expect(SEARCH_DEBOUNCE_MS).toBe(300);
    expect(MULTI_SELECT_DEBOUNCE_MS).toBe(50);
  });

  it('calls once with the last arguments after the wait', () => {
    const fn = vi.fn();
    const d = debounce(fn, SEARCH_DEBOUNCE_MS);
    d('a');
    vi.advanceTimersByTime(299);
    d('ab');
    vi.advanceTimersByTime(299);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledTimes(1);
    expect(fn).toHaveBeenCalledWith('ab');
  });

  it('waits 50 ms for the multi-select', () => {
    const fn = vi.fn();
    const d = debounce(fn, MULTI_SELECT_DEBOUNCE_MS);
    d(['a']);
    d(['a', 'b']);
    vi.advanceTimersByTime(49);
    expect(fn).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1);
    expect(fn).toHaveBeenCalledWith(['a', 'b']);
  });

  it('can cancel and flush', () => {
    const fn = vi.fn();
    const d = debounce(fn, 100);
    d(1);
    expect(d.pending).toBe(true);
    d.cancel();
    expect(d.pending).toBe(false);
    vi.advanceTimersByTime(200);
    expect(fn).not.toHaveBeenCalled();
    d(2);
    d.flush();
    expect(fn).toHaveBeenCalledWith(2);
    d.flush();
    expect(fn).toHaveBeenCalledTimes(1);
  });
});
