import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { Wizard } from '@/ui/Wizard';

const STEPS = [
  { id: 'a', name: 'Details' },
  { id: 'b', name: 'Services' },
  { id: 'c', name: 'Review' },
];

function deferred<T>() {
  let resolve!: (v: T) => void;
  const promise = new Promise<T>((r) => {
    resolve = r;
  });
  return { promise, resolve };
}

const renderWizard = (props: Partial<Parameters<typeof Wizard>[0]> = {}) =>
  render(
    <Wizard steps={STEPS} onFinish={vi.fn()} onCancel={vi.fn()} {...props}>
      {(s) => <p>Body {s.name}</p>}
    </Wizard>,
  );

const button = (name: string) => screen.getByRole('button', { name });

describe('Wizard', () => {
  afterEach(cleanup);

  it('starts at step 1 with Cancel and Next, no Previous', () => {
    renderWizard();
    expect(screen.getByText('Body Details')).toBeTruthy();
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Previous' })).toBeNull();
    expect(button('Cancel')).toBeTruthy();
    expect(button('Next')).toBeTruthy();
    expect(screen.getByText('Details').closest('li')?.getAttribute('aria-current')).toBe('step');
  });

  it('disables every button and shows loading while the Next hook runs, then advances', async () => {
    const d = deferred<{ proceed: boolean }>();
    const onNext = vi.fn(() => d.promise);
    renderWizard({ onNext, defaultStep: 2 });
    fireEvent.click(button('Next'));
    expect(onNext).toHaveBeenCalledWith(2);
    expect(button('Cancel').hasAttribute('disabled')).toBe(true);
    expect(button('Previous').hasAttribute('disabled')).toBe(true);
    const next = button('Next');
    expect(next.hasAttribute('disabled')).toBe(true);
    expect(next.getAttribute('aria-busy') ?? next.getAttribute('data-pending')).toBeTruthy();
    await act(async () => d.resolve({ proceed: true }));
    expect(screen.getByText('Body Review')).toBeTruthy();
    expect(button('Finish').hasAttribute('disabled')).toBe(false);
  });

  it('stays on the step when the hook answers proceed=false', async () => {
    renderWizard({ onNext: async () => ({ proceed: false }) });
    await act(async () => {
      fireEvent.click(button('Next'));
    });
    expect(screen.getByText('Body Details')).toBeTruthy();
    expect(button('Next').hasAttribute('disabled')).toBe(false);
  });

  it('Previous goes back one', async () => {
    renderWizard({ defaultStep: 3 });
    fireEvent.click(button('Previous'));
    expect(screen.getByText('Body Services')).toBeTruthy();
  });

  it('Finish runs its async hook on the last step, with buttons disabled meanwhile', async () => {
    const d = deferred<void>();
    const onFinish = vi.fn(() => d.promise);
    renderWizard({ onFinish, defaultStep: 3 });
    fireEvent.click(button('Finish'));
    expect(onFinish).toHaveBeenCalledTimes(1);
    expect(button('Cancel').hasAttribute('disabled')).toBe(true);
    await act(async () => d.resolve());
    expect(button('Cancel').hasAttribute('disabled')).toBe(false);
  });

  it('clamps the step to 1..count', () => {
    renderWizard({ step: 9 });
    expect(screen.getByText('Step 3 of 3')).toBeTruthy();
    cleanup();
    renderWizard({ step: -2 });
    expect(screen.getByText('Step 1 of 3')).toBeTruthy();
  });

  it('Cancel calls onCancel', () => {
    const onCancel = vi.fn();
    renderWizard({ onCancel });
    fireEvent.click(button('Cancel'));
    expect(onCancel).toHaveBeenCalled();
  });
});
