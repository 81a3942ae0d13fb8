import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { SearchBox } from '@/ui/SearchBox';

describe('SearchBox', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    cleanup();
    vi.useRealTimers();
  });

  it('lowercases and reports the text once, 300 ms after the last keystroke', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    const input = screen.getByRole('searchbox', { name: 'Search' });
    fireEvent.change(input, { target: { value: 'Al' } });
    act(() => vi.advanceTimersByTime(200));
    fireEvent.change(input, { target: { value: 'ALICE' } });
    expect(input).toHaveProperty('value', 'alice');
    act(() => vi.advanceTimersByTime(299));
    expect(onSearch).not.toHaveBeenCalled();
    act(() => vi.advanceTimersByTime(1));
    expect(onSearch).toHaveBeenCalledTimes(1);
    expect(onSearch).toHaveBeenCalledWith('alice');
  });

  it('shows a clear button only when non-empty, and clearing reports at once', () => {
    const onSearch = vi.fn();
    render(<SearchBox onSearch={onSearch} />);
    expect(screen.queryByRole('button', { name: 'Clear search' })).toBeNull();
    fireEvent.change(screen.getByRole('searchbox'), { target: { value: 'x' } });
    const clear = screen.getByRole('button', { name: 'Clear search' });
    fireEvent.click(clear);
    expect(onSearch).toHaveBeenLastCalledWith('');
    expect(screen.getByRole('searchbox')).toHaveProperty('value', '');
    act(() => vi.advanceTimersByTime(300));
    expect(onSearch).toHaveBeenCalledTimes(1);
  });
});
