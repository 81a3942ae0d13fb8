import { describe, expect, it, vi } from 'vitest';
import { clampStep, isFirstStep, isLastStep, nextStep, previousStep } from '@/lib/wizard';

describe('wizard rules (spec §4)', () => {
  it('clamps the step to 1..count', () => {
    expect(clampStep(0, 4)).toBe(1);
    expect(clampStep(-3, 4)).toBe(1);
    expect(clampStep(9, 4)).toBe(4);
    expect(clampStep(2.7, 4)).toBe(2);
    expect(clampStep(Number.NaN, 4)).toBe(1);
    expect(clampStep(3, 0)).toBe(1);
  });

  it('previous goes back one, never below 1', () => {
    expect(previousStep(3, 4)).toBe(2);
    expect(previousStep(1, 4)).toBe(1);
  });

  it('next advances without a hook, never past the last step', async () => {
    expect(await nextStep(1, 3)).toBe(2);
    expect(await nextStep(3, 3)).toBe(3);
  });

  it('next awaits the hook and stays when it answers proceed=false', async () => {
    const hook = vi.fn().mockResolvedValue({ proceed: false });
    expect(await nextStep(2, 4, hook)).toBe(2);
    expect(hook).toHaveBeenCalledWith(2);
  });

  it('next advances when the hook answers nothing or proceed=true', async () => {
    expect(await nextStep(2, 4, async () => undefined)).toBe(3);
    expect(await nextStep(2, 4, () => ({ proceed: true }))).toBe(3);
    expect(await nextStep(2, 4, () => ({}))).toBe(3);
  });

  it('a failing hook rejects (and the step does not change)', async () => {
    await expect(nextStep(1, 3, async () => Promise.reject(new Error('boom')))).rejects.toThrow('boom');
  });

  it('knows the first and last steps', () => {
    expect(isFirstStep(1)).toBe(true);
    expect(isFirstStep(2)).toBe(false);
    expect(isLastStep(3, 3)).toBe(true);
    expect(isLastStep(2, 3)).toBe(false);
  });
});
