import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useSectionDraft } from '@/ui/useSectionDraft';

interface Receipt { header: string; footer: string }

describe('an autosaved settings section', () => {
  it('builds a second quick change on the first, and follows the stored value once it shows the save', () => {
    const written: Receipt[] = [];
    const { result, rerender } = renderHook(({ stored }: { stored: Receipt | undefined }) => useSectionDraft(stored, (next) => written.push(next)), {
      initialProps: { stored: { header: '', footer: '' } as Receipt | undefined },
    });
    act(() => result.current.save((c) => ({ ...c, header: 'Hello' })));
    act(() => result.current.save((c) => ({ ...c, footer: 'Thanks' })));
    expect(written).toEqual([{ header: 'Hello', footer: '' }, { header: 'Hello', footer: 'Thanks' }]);
    expect(result.current.value).toEqual({ header: 'Hello', footer: 'Thanks' });
    // The first save shows in the store: the page keeps its newer draft.
    rerender({ stored: { header: 'Hello', footer: '' } });
    expect(result.current.value).toEqual({ header: 'Hello', footer: 'Thanks' });
    // The store caught up; a later change elsewhere shows.
    rerender({ stored: { header: 'Hello', footer: 'Thanks' } });
    rerender({ stored: { header: 'Hi', footer: 'Thanks' } });
    expect(result.current.value).toEqual({ header: 'Hi', footer: 'Thanks' });
  });

  it('saves nothing while the stored value loads', () => {
    const written: Receipt[] = [];
    const { result } = renderHook(() => useSectionDraft<Receipt>(undefined, (next) => written.push(next)));
    act(() => result.current.save((c) => ({ ...c, header: 'x' })));
    expect(written).toEqual([]);
    expect(result.current.value).toBeUndefined();
  });
});
