import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { runPreloads } from '@/lib/preload-schedule';
import { holdUpdates, updateHoldReasons } from '@/lib/update-holds';

describe('running the preload schedule (spec §4)', () => {
  beforeEach(() => {
    vi.useFakeTimers();
  });
  afterEach(() => {
    vi.useRealTimers();
  });

  const settle = () => vi.advanceTimersByTimeAsync(0);

  it('loads each module at its time and holds updates back until the last one has settled', async () => {
    const loaded: string[] = [];
    const failures: unknown[] = [];
    const load = (name: string, fail = false) => () => {
      loaded.push(name);
      return fail ? Promise.reject(new Error(name)) : Promise.resolve();
    };
    runPreloads([{ at: 100, load: load('a') }, { at: 200, load: load('b', true) }, { at: 300, load: load('c') }], () => holdUpdates('preload'), (e) => failures.push(e));
    expect(updateHoldReasons()).toEqual(['preload']);
    await vi.advanceTimersByTimeAsync(250);
    expect(loaded).toEqual(['a', 'b']);
    expect(failures).toHaveLength(1);
    expect(updateHoldReasons()).toEqual(['preload']);
    await vi.advanceTimersByTimeAsync(100);
    await settle();
    expect(loaded).toEqual(['a', 'b', 'c']);
    expect(updateHoldReasons()).toEqual([]);
  });

  it('cancelled, starts nothing more and releases the hold; an empty schedule takes none', async () => {
    const load = vi.fn(() => Promise.resolve());
    const cancel = runPreloads([{ at: 100, load }], () => holdUpdates('preload'), () => undefined);
    cancel();
    await vi.advanceTimersByTimeAsync(500);
    expect(load).not.toHaveBeenCalled();
    expect(updateHoldReasons()).toEqual([]);
    runPreloads([], () => holdUpdates('preload'), () => undefined);
    expect(updateHoldReasons()).toEqual([]);
  });
});
