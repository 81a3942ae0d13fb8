import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { ACTIVATE_POLL_MS, activateWaitingVersion, type RegistrationLike } from './update-activation';

/**
 * A registration with a waiting worker that takes over 50 ms after a SKIP_WAITING message, the
 * first `lost` messages being lost; for the first `installingPolls` looks it is still installing.
 */
function registration(lost: number, installingPolls = 0) {
  const messages: unknown[] = [];
  let polls = installingPolls;
  let tookOver = false;
  const worker = {
    postMessage(message: unknown) {
      messages.push(message);
      if (messages.length > lost) setTimeout(() => (tookOver = true), 50);
    },
  };
  const view: RegistrationLike = {
    get waiting() {
      return polls > 0 || tookOver ? null : worker;
    },
    get installing() {
      if (polls === 0) return null;
      polls -= 1;
      return {};
    },
  };
  return { view, messages };
}

describe('taking the waiting version into use', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('reloads once the waiting version took over, even when its controlling event is missed', async () => {
    const { view, messages } = registration(0);
    let reloads = 0;
    const done = activateWaitingVersion(view, { reload: () => (reloads += 1), reloading: () => reloads > 0 });
    await vi.advanceTimersByTimeAsync(ACTIVATE_POLL_MS * 2);
    await done;
    expect(messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reloads).toBe(1);
  });

  it('asks again when the first message is lost, and not on every poll', async () => {
    const { view, messages } = registration(1);
    let reloads = 0;
    const done = activateWaitingVersion(view, { reload: () => (reloads += 1), reloading: () => reloads > 0 });
    await vi.advanceTimersByTimeAsync(2_000);
    expect(messages).toHaveLength(1);
    expect(reloads).toBe(0);
    await vi.advanceTimersByTimeAsync(2_000);
    await done;
    expect(messages).toHaveLength(2);
    expect(reloads).toBe(1);
  });

  it('waits for a version still installing instead of reloading into the old one', async () => {
    const { view, messages } = registration(0, 3);
    let reloads = 0;
    const done = activateWaitingVersion(view, { reload: () => (reloads += 1), reloading: () => reloads > 0 });
    await vi.advanceTimersByTimeAsync(ACTIVATE_POLL_MS);
    expect(reloads).toBe(0);
    await vi.advanceTimersByTimeAsync(ACTIVATE_POLL_MS * 6);
    await done;
    expect(messages).toEqual([{ type: 'SKIP_WAITING' }]);
    expect(reloads).toBe(1);
  });

  it('stops as soon as the controllerchange listener started the reload', async () => {
    const { view, messages } = registration(Infinity);
    let reloading = false;
    const reload = vi.fn();
    const done = activateWaitingVersion(view, { reload, reloading: () => reloading });
    await vi.advanceTimersByTimeAsync(ACTIVATE_POLL_MS);
    reloading = true;
    await vi.advanceTimersByTimeAsync(ACTIVATE_POLL_MS);
    await done;
    expect(reload).not.toHaveBeenCalled();
    expect(messages).toHaveLength(1);
  });
});
