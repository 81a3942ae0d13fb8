import { act, renderHook } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { ValidationError } from '@/data/errors';
import { useSettingsForm } from '@/ui/useSettingsForm';

interface Rules {
  days: number;
  terms: string;
}
const INITIAL: Rules = { days: 30, terms: '' };
const KEYS = { savedKey: 'website.saved', savedOfflineKey: 'website.savedOffline' };

describe('useSettingsForm', () => {
  it('is dirty after an edit, clean after discarding, and saves the draft once', async () => {
    const save = vi.fn(async (_form: Rules) => 'new-id');
    const onSaved = vi.fn();
    const { result } = renderHook(() => useSettingsForm(INITIAL, { save, onSaved, ...KEYS }));
    expect(result.current.banner.isDirty).toBe(false);
    act(() => result.current.set({ days: 14 }));
    expect(result.current.form).toEqual({ days: 14, terms: '' });
    expect(result.current.banner.isDirty).toBe(true);
    act(() => result.current.banner.onDiscard());
    expect(result.current.form).toEqual(INITIAL);
    expect(result.current.banner.isDirty).toBe(false);

    act(() => result.current.set({ terms: 'Paid in advance' }));
    await act(async () => result.current.banner.onSave());
    expect(save).toHaveBeenCalledTimes(1);
    expect(save).toHaveBeenCalledWith({ days: 30, terms: 'Paid in advance' });
    expect(onSaved).toHaveBeenCalledWith('new-id');
    expect(result.current.saved).toEqual({ days: 30, terms: 'Paid in advance' });
    expect(result.current.banner.isDirty).toBe(false);
  });

  it('keeps the draft and puts a refused save’s reasons at the fields, with the section prefix', async () => {
    const save = vi.fn(async () => {
      throw new ValidationError({ 'booking.days': 'validation.InvalidEmail' });
    });
    const { result } = renderHook(() => useSettingsForm(INITIAL, { save, errorPrefix: 'booking.', ...KEYS }));
    act(() => result.current.set({ days: 9999 }));
    await act(async () => result.current.banner.onSave());
    expect(result.current.form.days).toBe(9999);
    expect(result.current.banner.isDirty).toBe(true);
    expect(result.current.banner.isSaving).toBe(false);
    expect(result.current.message('days')).toBe('Enter a valid email address.');
    expect(result.current.message('terms')).toBeNull();
    act(() => result.current.banner.onDiscard());
    expect(result.current.message('days')).toBeNull();
  });

  it('follows the saved document when it changes underneath (the first sync), keeping what the user changed', () => {
    const save = vi.fn(async (_form: Rules) => undefined);
    const { result, rerender } = renderHook(({ initial }: { initial: Rules }) => useSettingsForm(initial, { save, ...KEYS }), { initialProps: { initial: INITIAL } });
    act(() => result.current.set({ days: 14 }));
    rerender({ initial: { days: 30, terms: 'Stored terms' } });
    expect(result.current.form).toEqual({ days: 14, terms: 'Stored terms' });
    expect(result.current.banner.isDirty).toBe(true);
    act(() => result.current.banner.onDiscard());
    expect(result.current.form).toEqual({ days: 30, terms: 'Stored terms' });
    // Untouched, the draft is the new document.
    rerender({ initial: { days: 60, terms: 'Newer' } });
    expect(result.current.form).toEqual({ days: 60, terms: 'Newer' });
    expect(result.current.banner.isDirty).toBe(false);
  });
});
