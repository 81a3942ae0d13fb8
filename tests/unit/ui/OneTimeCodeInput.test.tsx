import { cleanup, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { OneTimeCodeInput } from '@/ui/OneTimeCodeInput';

const boxes = () => screen.getAllByRole('textbox') as HTMLInputElement[];

describe('OneTimeCodeInput', () => {
  afterEach(cleanup);

  it('has six labelled boxes, one character each', () => {
    render(<OneTimeCodeInput label="Code" />);
    expect(boxes()).toHaveLength(6);
    expect(screen.getByRole('textbox', { name: 'Character 1 of 6' })).toBeTruthy();
  });

  it('moves focus to the next box as you type', () => {
    const onChange = vi.fn();
    render(<OneTimeCodeInput label="Code" onChange={onChange} />);
    boxes()[0]?.focus();
    fireEvent.change(boxes()[0]!, { target: { value: '4' } });
    expect(document.activeElement).toBe(boxes()[1]);
    fireEvent.change(boxes()[1]!, { target: { value: '2' } });
    expect(document.activeElement).toBe(boxes()[2]);
    expect(onChange).toHaveBeenLastCalledWith('42');
  });

  it('ignores a non-digit', () => {
    render(<OneTimeCodeInput label="Code" />);
    fireEvent.change(boxes()[0]!, { target: { value: 'x' } });
    expect(boxes()[0]?.value).toBe('');
  });

  it('a paste fills every box and completes the code', () => {
    const onComplete = vi.fn();
    render(<OneTimeCodeInput label="Code" onComplete={onComplete} />);
    fireEvent.paste(boxes()[2]!, { clipboardData: { getData: () => '123456' } });
    expect(boxes().map((b) => b.value)).toEqual(['1', '2', '3', '4', '5', '6']);
    expect(onComplete).toHaveBeenCalledWith('123456');
    expect(document.activeElement).toBe(boxes()[5]);
  });

  it('Backspace in an empty box clears the previous one and moves back', () => {
    render(<OneTimeCodeInput label="Code" />);
    fireEvent.change(boxes()[0]!, { target: { value: '7' } });
    fireEvent.keyDown(boxes()[1]!, { key: 'Backspace' });
    expect(boxes()[0]?.value).toBe('');
    expect(document.activeElement).toBe(boxes()[0]);
  });
});
