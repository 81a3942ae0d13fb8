import { act, cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { Modal } from '@/ui/Modal';
import { MultiSelect } from '@/ui/MultiSelect';
import { PasswordField } from '@/ui/PasswordField';
import { ResultsList } from '@/ui/ResultsList';
import { TextField } from '@/ui/TextField';
import { createToastStore } from '@/ui/toast-store';
import { ToastHost } from '@/ui/ToastHost';
import { UsageMeter } from '@/ui/UsageMeter';
import { CountBadge } from '@/ui/CountBadge';
import { CopyableField } from '@/ui/CopyableField';
import { LineContents } from '@/ui/LineContents';

afterEach(cleanup);

// jsdom has no CSS.escape, which react-aria's modal uses.
if (typeof globalThis.CSS === 'undefined' || typeof globalThis.CSS.escape !== 'function') {
  Object.defineProperty(globalThis, 'CSS', {
    value: { escape: (s: string) => s.replace(/[^a-zA-Z0-9_-]/g, (c) => `\\${c}`), supports: () => false },
    configurable: true,
  });
}

describe('ToastHost', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  it('shows a toast, removes it after 3000 ms, and closes it on the close button', () => {
    const store = createToastStore();
    const removed = vi.fn();
    store.onRemoved(removed);
    render(<ToastHost store={store} />);
    act(() => {
      store.show({ toastId: 't1', title: 'Saved', color: 'success' });
      store.show({ toastId: 't2', title: 'Failed', color: 'danger' });
    });
    expect(screen.getByText('Saved')).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toContain('Failed');
    act(() => {
      fireEvent.click(screen.getAllByRole('button', { name: 'Close' })[1]!);
    });
    expect(removed).toHaveBeenCalledWith('t2');
    act(() => {
      vi.advanceTimersByTime(3000);
    });
    expect(screen.queryByText('Saved')).toBeNull();
    expect(removed).toHaveBeenCalledWith('t1');
  });

  it('renders determinate and indeterminate progress, and no close action when not closable', () => {
    const store = createToastStore();
    render(<ToastHost store={store} />);
    act(() => {
      store.show({ title: 'Uploading', progress: 40, closable: false });
      store.show({ title: 'Syncing', progress: 'indeterminate', closable: false });
    });
    const bars = screen.getAllByRole('progressbar');
    expect(bars[0]?.getAttribute('aria-valuenow')).toBe('40');
    expect(bars[1]?.hasAttribute('aria-valuenow')).toBe(false);
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('UsageMeter', () => {
  it('colours by threshold and caps the bar', () => {
    const { container } = render(
      <>
        <UsageMeter label="A" current={69} limit={100} />
        <UsageMeter label="B" current={70} limit={100} />
        <UsageMeter label="C" current={90} limit={100} />
        <UsageMeter label="D" current={250} limit={100} />
      </>,
    );
    const levels = [...container.querySelectorAll('.ui-usage')].map((m) => m.getAttribute('data-level'));
    expect(levels).toEqual(['success', 'warning', 'danger', 'danger']);
    const fill = container.querySelectorAll<HTMLElement>('.ui-usage__fill')[3];
    expect(fill?.style.width).toBe('100%');
  });
});

describe('ResultsList', () => {
  const props = { label: 'People', getKey: (s: string) => s, renderItem: (s: string) => s };
  it('shows six skeleton rows while loading', () => {
    const { container } = render(<ResultsList {...props} items={undefined} isLoading />);
    expect(container.querySelectorAll('.ui-skeleton-row')).toHaveLength(6);
  });
  it("shows 'NoResults' when empty", () => {
    render(<ResultsList {...props} items={[]} />);
    expect(screen.getByText('No results')).toBeTruthy();
  });
  it('lists the items', () => {
    render(<ResultsList {...props} items={['Ann', 'Bob']} />);
    expect(screen.getAllByRole('listitem').map((li) => li.textContent)).toEqual(['Ann', 'Bob']);
  });
});

describe('fields', () => {
  it("marks optional fields with '(Optional)' and shows the error at the field", () => {
    render(
      <>
        <TextField label="Nickname" isOptional />
        <TextField label="Email" type="email" errorMessage="Enter an email" />
      </>,
    );
    expect(screen.getByText('(Optional)')).toBeTruthy();
    const email = screen.getByRole('textbox', { name: 'Email' });
    expect(email.getAttribute('aria-invalid')).toBe('true');
    expect(screen.getByText('Enter an email')).toBeTruthy();
  });

  it('PasswordField toggles hidden and visible', () => {
    render(<PasswordField label="Password" defaultValue="secret" />);
    const input = screen.getByLabelText('Password') as HTMLInputElement;
    expect(input.type).toBe('password');
    fireEvent.click(screen.getByRole('button', { name: 'Show password' }));
    expect(input.type).toBe('text');
    fireEvent.click(screen.getByRole('button', { name: 'Hide password' }));
    expect(input.type).toBe('password');
  });
});

describe('MultiSelect', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });
  it('reports changes 50 ms after the last one', () => {
    const onChange = vi.fn();
    render(
      <MultiSelect
        label="Services"
        value={['a', 'b', 'c']}
        onChange={onChange}
        options={[
          { value: 'a', label: 'Cut' },
          { value: 'b', label: 'Colour' },
          { value: 'c', label: 'Wash' },
        ]}
      />,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Remove Cut' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove Colour' }));
    act(() => {
      vi.advanceTimersByTime(49);
    });
    expect(onChange).not.toHaveBeenCalled();
    act(() => {
      vi.advanceTimersByTime(1);
    });
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(onChange).toHaveBeenCalledWith(['c']);
  });

  it('closes on Escape and keeps what was ticked', () => {
    const onChange = vi.fn();
    const { container } = render(
      <MultiSelect
        label="Members"
        value={['a']}
        onChange={onChange}
        options={[
          { value: 'a', label: 'Aisyah' },
          { value: 'b', label: 'Mei Ling' },
        ]}
      />,
    );
    const trigger = container.querySelector('.ui-picker-trigger');
    if (!trigger) throw new Error('no trigger');
    fireEvent.click(trigger);
    const option = screen.getByRole('option', { name: 'Aisyah' });
    fireEvent.keyDown(option, { key: 'Escape' });
    act(() => {
      vi.advanceTimersByTime(100);
    });
    expect(onChange).not.toHaveBeenCalled();
    expect(screen.queryByRole('listbox', { name: 'Members' })).toBeNull();
  });
});

describe('Modal', () => {
  it('has a close and an optional back button, and no close when not dismissable', () => {
    const onBack = vi.fn();
    const { unmount } = render(
      <Modal isOpen onOpenChange={() => undefined} title="Edit" onBack={onBack} presentation="modal">
        body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Edit' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Close' })).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(onBack).toHaveBeenCalled();
    unmount();
    render(
      <Modal isOpen onOpenChange={() => undefined} title="Required" isDismissable={false} presentation="drawer">
        body
      </Modal>,
    );
    expect(screen.getByRole('dialog', { name: 'Required' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Close' })).toBeNull();
  });
});

describe('small displays', () => {
  it('CountBadge shows 99+', () => {
    render(<CountBadge count={120} />);
    expect(screen.getByText('99+')).toBeTruthy();
  });

  it("CopyableField confirms 'Copied !'", async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    render(<CopyableField label="Code" value="ABC" />);
    await act(async () => {
      fireEvent.click(screen.getByRole('button', { name: 'Copy Code' }));
    });
    expect(writeText).toHaveBeenCalledWith('ABC');
    expect(screen.getByText('Copied !')).toBeTruthy();
  });

  it('LineContents lists what a line holds under its label, and nothing when it holds nothing', () => {
    render(<LineContents label="What Course includes" items={['Facial: 2 sessions', 'Facial: 2 sessions']} compact />);
    const list = screen.getByRole('list', { name: 'What Course includes' });
    expect(Array.from(list.querySelectorAll('li'), (li) => li.textContent)).toEqual(['Facial: 2 sessions', 'Facial: 2 sessions']);
    expect(list.className).toBe('ui-line-contents ui-line-contents--compact');
    cleanup();
    const { container } = render(<LineContents label="What Course includes" items={[]} />);
    expect(container.childElementCount).toBe(0);
  });
});
